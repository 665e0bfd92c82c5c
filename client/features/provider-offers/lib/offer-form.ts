import { customRequestLimits } from '#shared/requests/custom-request.schema.ts';
import { offerExpiryIssue, priceOfferLimits, type PriceOfferCreateBody } from '#shared/requests/price-offer.schema.ts';
import type { FieldError } from '../../../lib/form-errors.ts';
import { parseDecimal } from '../../../lib/parse-amount.ts';
import { isCalendarDate, isTimeOfDay, osloDateAndTime, osloLocalToIso } from '../../../lib/oslo-time.ts';

/** The price-offer form as typed: kroner with a Norwegian comma, Oslo dates and times. */
export type OfferFormValues = {
  amount: string;
  conditions: string;
  expiryDate: string;
  expiryTime: string;
  startDate: string;
  startTime: string;
  durationMinutes: string;
};

export type OfferField = 'amount' | 'conditions' | 'expiry' | 'start';
export type OfferFormErrors = Partial<Record<OfferField, FieldError>>;

type Offer = { price: number; conditions: string; expiresAt: string; startTime: string | null; durationMinutes: number };

/** How long the offer stays open when the provider does not choose: two days, never after the job. */
const defaultOpenMs = 2 * 24 * 3_600_000;

/** Kroner to the text of the amount field (`1250.5` → `1250,50`). */
export function amountText(kroner: number): string {
  return Number.isInteger(kroner) ? String(kroner) : kroner.toFixed(2).replace('.', ',');
}

/** The form's first values: the offer being changed, or a fresh one (a replacement keeps its price). */
export function initialOfferValues(request: { startTime: string | null; price: number | null; isReplacement: boolean }, offer: Offer | null, now: Date): OfferFormValues {
  if (offer) {
    const expiry = osloDateAndTime(new Date(offer.expiresAt));
    const start = offer.startTime ? osloDateAndTime(new Date(offer.startTime)) : { date: '', time: '' };
    return {
      amount: amountText(offer.price),
      conditions: offer.conditions,
      expiryDate: expiry.date,
      expiryTime: expiry.time,
      startDate: start.date,
      startTime: start.time,
      durationMinutes: String(offer.durationMinutes),
    };
  }
  let expiresAt = new Date(now.getTime() + defaultOpenMs);
  if (request.startTime && new Date(request.startTime) < expiresAt) expiresAt = new Date(request.startTime);
  const expiry = osloDateAndTime(expiresAt);
  return {
    amount: request.isReplacement && request.price !== null ? amountText(request.price) : '',
    conditions: '',
    expiryDate: expiry.date,
    // Whole hours read better; rounding down never moves it past the job.
    expiryTime: `${expiry.time.slice(0, 2)}:00`,
    startDate: '',
    startTime: '',
    durationMinutes: String(priceOfferLimits.defaultDurationMinutes),
  };
}

/** The amount in kroner, or what is wrong with it: a number, at least 1 kr, at most 2 decimals. */
export function checkAmount(text: string): { amount: number } | { error: FieldError } {
  if (!text.trim()) return { error: { key: 'agentOffers:form.amount.required' } };
  const loose = parseDecimal(text, 20);
  if (loose === null) return { error: { key: 'agentOffers:form.amount.invalid' } };
  if (parseDecimal(text, 2) === null) return { error: { key: 'error.offer.amount_decimals' } };
  if (loose < priceOfferLimits.minAmount) return { error: { key: 'agentOffers:form.amount.min', params: { min: priceOfferLimits.minAmount } } };
  if (loose > priceOfferLimits.maxAmount) return { error: { key: 'agentOffers:form.amount.max' } };
  return { amount: loose };
}

function dateTime(date: string, time: string): string | null {
  return isCalendarDate(date) && isTimeOfDay(time) ? osloLocalToIso(date, time) : null;
}

/**
 * Checks the form by the server's rules (api.md "Offer rules") and builds the body to send.
 * `requestStart` is the request's date; without one the provider proposes a start, which then is
 * the delivery the expiry may not pass. The expiry rule is the server's own `offerExpiryIssue`.
 */
export function checkOfferForm(
  values: OfferFormValues,
  context: { requestStart: string | null; now: Date },
): { errors: OfferFormErrors; body: Omit<PriceOfferCreateBody, 'customRequestId'> | null } {
  const errors: OfferFormErrors = {};
  const amount = checkAmount(values.amount);
  if ('error' in amount) errors.amount = amount.error;
  if (values.conditions.trim().length > customRequestLimits.conditionsLength) {
    errors.conditions = { key: 'error.text.too_long', params: { count: customRequestLimits.conditionsLength } };
  }

  let proposedStart: string | null = null;
  if (!context.requestStart) {
    proposedStart = dateTime(values.startDate, values.startTime);
    if (!values.startDate || !values.startTime) errors.start = { key: 'error.offer.start_required' };
    else if (!proposedStart) errors.start = { key: 'agentOffers:form.start.invalid' };
    else if (new Date(proposedStart) <= context.now) errors.start = { key: 'agentOffers:form.start.past' };
  }

  const expiresAt = dateTime(values.expiryDate, values.expiryTime);
  if (!expiresAt) errors.expiry = { key: 'agentOffers:form.expiry.required' };
  else {
    const delivery = context.requestStart ?? proposedStart;
    const issue = offerExpiryIssue(new Date(expiresAt), context.now, delivery ? new Date(delivery) : null);
    if (issue) errors.expiry = { key: issue };
  }

  if (Object.keys(errors).length || 'error' in amount || !expiresAt) return { errors, body: null };
  return {
    errors,
    body: {
      amount: amount.amount,
      conditions: values.conditions.trim(),
      expiresAt,
      ...(context.requestStart ? {} : { startTime: proposedStart, durationMinutes: Number(values.durationMinutes) }),
    },
  };
}

/** Only what changed, for `PATCH /api/price-offer/{id}`; a replacement's price is never sent. */
export function offerChanges(body: Omit<PriceOfferCreateBody, 'customRequestId'>, offer: Offer, priceFixed: boolean) {
  const changes: Partial<typeof body> = {};
  if (!priceFixed && body.amount !== offer.price) changes.amount = body.amount;
  if (body.conditions !== offer.conditions) changes.conditions = body.conditions;
  if (new Date(body.expiresAt).getTime() !== new Date(offer.expiresAt).getTime()) changes.expiresAt = body.expiresAt;
  if (body.startTime !== undefined && (body.startTime === null ? offer.startTime !== null : !offer.startTime || new Date(body.startTime).getTime() !== new Date(offer.startTime).getTime())) {
    changes.startTime = body.startTime;
  }
  if (body.durationMinutes !== undefined && body.durationMinutes !== offer.durationMinutes) changes.durationMinutes = body.durationMinutes;
  return changes;
}
