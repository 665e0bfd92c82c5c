import { z } from 'zod';
import { isExpiryPast, isLuhnValid, parseExpiry } from './card-number.ts';

/**
 * The local test gateway's checkout API (`/api/test-gateway`, never in production). The checkout
 * page `/testbetaling/:sessionId` and the server validate the card fields with the same schema;
 * messages are error keys.
 */
export const testGatewaySessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'setup']),
  amountOre: z.number().int(),
  description: z.string(),
  status: z.enum(['open', 'requires_action', 'succeeded', 'failed', 'canceled']),
  returnUrl: z.string(),
  locale: z.enum(['nb', 'en']),
  canSaveCard: z.boolean(),
});
export type TestGatewaySession = z.infer<typeof testGatewaySessionSchema>;

export const testGatewaySessionParamsSchema = z.object({ id: z.string().regex(/^tgw_(pay|setup)_[0-9a-f-]{36}$/) });

const cardFields = {
  cardNumber: z.string().max(30).refine(isLuhnValid, { error: 'error.payment.card_number_invalid' }),
  expiry: z.string().max(7).refine((value) => parseExpiry(value) !== null, { error: 'error.payment.card_expiry_invalid' }),
  cvc: z.string().regex(/^\d{3}$/, { error: 'error.payment.card_cvc_invalid' }),
  saveCard: z.boolean().optional(),
};

/** `POST /api/test-gateway/sessions/:id/pay`: the card as typed. The expiry is checked against the clock separately. */
export const testCardBodySchema = z.object(cardFields);
export type TestCardBody = z.infer<typeof testCardBodySchema>;

/** The same fields with "not expired at `now`" added, for a form that knows the time. */
export const testCardFormSchema = (now: Date) =>
  z.object({
    ...cardFields,
    expiry: cardFields.expiry.refine((value) => !isExpiryPast(value, now), { error: 'error.payment.card_expired' }),
  });

export const testPayAnswerSchema = z.object({
  outcome: z.enum(['succeeded', 'failed', 'requires_action']),
  failureCode: z.string().optional(),
  redirectUrl: z.string().optional(),
});
export type TestPayAnswer = z.infer<typeof testPayAnswerSchema>;

export const testAuthenticateBodySchema = z.object({ approve: z.boolean() });
export const testAuthenticateAnswerSchema = z.object({ outcome: z.enum(['succeeded', 'failed']), redirectUrl: z.string() });
export const testCancelAnswerSchema = z.object({ redirectUrl: z.string() });
