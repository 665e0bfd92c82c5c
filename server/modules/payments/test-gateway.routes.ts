import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { isExpiryPast } from '#shared/payments/card-number.ts';
import {
  testAuthenticateAnswerSchema,
  testAuthenticateBodySchema,
  testCancelAnswerSchema,
  testCardBodySchema,
  testGatewaySessionParamsSchema,
  testGatewaySessionSchema,
  testPayAnswerSchema,
} from '#shared/payments/test-gateway.schema.ts';
import { AppError, fieldError, notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { type LocalTestGateway, TestGatewaySessionError } from './gateway/local-test-gateway.ts';

const tags = ['test gateway'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The local test gateway's checkout, as the page `/testbetaling/:sessionId` calls it. Not
 * registered in production. No sign-in: like a hosted checkout, the session id is the secret.
 */
export const testGatewayRoutes: FastifyPluginAsyncZod<{ gateway: LocalTestGateway }> = async (app, { gateway }) => {
  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof TestGatewaySessionError) throw error.reason === 'not_found' ? notFound() : new AppError(409, 'error.payment.session_closed');
      throw error;
    }
  }

  app.get(
    '/test-gateway/sessions/:id',
    { schema: { tags, summary: 'A test checkout: amount, description, status and where it returns to', params: testGatewaySessionParamsSchema, response: { 200: testGatewaySessionSchema, ...errors } } },
    async (request) => run(() => gateway.describe(request.params.id)),
  );

  app.post(
    '/test-gateway/sessions/:id/pay',
    {
      schema: {
        tags,
        summary: 'Pay a test checkout with a test card',
        description:
          '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (`card_declined`); 4000 0000 0000 9995 has insufficient funds; 4000 0027 6000 3184 asks for authentication (`requires_action`, then `/authenticate`). Any other Luhn-valid number succeeds. A bad number, expiry (MM/YY, not past) or CVC (3 digits) is a 400 field error. A decline answers `redirectUrl` back to the shop at once.',
        params: testGatewaySessionParamsSchema,
        body: testCardBodySchema,
        response: { 200: testPayAnswerSchema, ...errors },
      },
    },
    async (request) => {
      if (isExpiryPast(request.body.expiry, app.clock.now())) throw fieldError('expiry', 'error.payment.card_expired', errorMessage('error.payment.card_expired', 'en'));
      return run(() => gateway.pay(request.params.id, request.body));
    },
  );

  app.post(
    '/test-gateway/sessions/:id/authenticate',
    {
      schema: {
        tags,
        summary: 'Approve or reject the card authentication of a test checkout',
        params: testGatewaySessionParamsSchema,
        body: testAuthenticateBodySchema,
        response: { 200: testAuthenticateAnswerSchema, ...errors },
      },
    },
    async (request) => run(() => gateway.authenticate(request.params.id, request.body.approve)),
  );

  app.post(
    '/test-gateway/sessions/:id/cancel',
    { schema: { tags, summary: 'Leave a test checkout and go back to the shop', params: testGatewaySessionParamsSchema, response: { 200: testCancelAnswerSchema, ...errors } } },
    async (request) => run(() => gateway.cancel(request.params.id)),
  );
};
