import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { type PaymentOutcome, type PaymentStatus, nextPaymentStatus, statusesBefore } from '#shared/payments/payment-status.ts';
import { payAddonOffer } from '#server/modules/bookings/addon-offer.service.ts';
import type { AddonOfferEntity } from '#server/modules/bookings/addon-offer.entity.ts';
import { confirmPaidBooking } from '#server/modules/bookings/booking-payment.service.ts';
import type { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import type { GatewayCard, PaymentGateway } from './gateway/payment-gateway.ts';
import { markGiftCardPaid } from './gift-card-payment.ts';
import { PaymentEntity } from './payment.entity.ts';
import { keepSavedCard } from './saved-card.service.ts';

export type GatewayOutcome = {
  paymentId: string;
  outcome: PaymentOutcome;
  /** The gateway's reference, when known: a webhook may arrive before our own call answered. */
  gatewayRef?: string | null;
  failureCode?: string | null;
  card?: GatewayCard | null;
};

export type SettledPayment = {
  payment: PaymentEntity | null;
  /** Whether this call changed the payment's status. */
  changed: boolean;
  /** The booking this call confirmed (to tell both sides), if it did. */
  confirmed: BookingEntity | null;
  /** The add-on this call paid (to tell the provider and the chat), if it did. */
  addonPaid?: AddonOfferEntity | null;
};

/** Whether the outcome changes a payment in `status`; a late `failed` after `succeeded` does not. */
export const settles = (status: PaymentStatus, outcome: PaymentOutcome) => nextPaymentStatus(status, outcome) !== null;

/**
 * Applies what the gateway says happened to a payment: the one path for webhooks, refreshes and
 * the synchronous answer of an off-session charge. The status changes only by the guarded update
 * (from the statuses the outcome may follow), so a duplicate, late or out-of-order report changes
 * nothing. A success then has its effects: the card saved when asked for, and by purpose the
 * booking charged and confirmed (or refunded whole when it can no longer be confirmed), the gift
 * card paid, the card of a setup saved. `succeededAt` is written after the effects, so a success
 * whose effects failed half-way (a crash, a database error) has them run again by the next
 * report; each effect is idempotent.
 */
export async function settlePayment(
  em: EntityManager,
  gateway: PaymentGateway,
  report: GatewayOutcome,
  now: Date,
  /** The payment's row, when the caller has just read it from the database in this `em`. */
  justRead?: PaymentEntity,
): Promise<SettledPayment> {
  const payment = justRead?.id === report.paymentId ? justRead : await em.findOne(PaymentEntity, report.paymentId, { refresh: true });
  if (!payment) return { payment: null, changed: false, confirmed: null };
  if (!payment.gatewayRef && report.gatewayRef) {
    await updatePayment(em, payment, { gatewayRef: report.gatewayRef }, { gatewayRef: null });
  }
  const next = nextPaymentStatus(payment.status, report.outcome);
  let changed = false;
  if (next) {
    changed = await updatePayment(
      em,
      payment,
      { status: next, failureCode: next === 'succeeded' ? null : (report.failureCode ?? payment.failureCode ?? null), updatedAt: now },
      { status: { $in: [...statusesBefore(report.outcome)] } },
    );
  } else if (payment.status === 'failed' && report.outcome === 'failed' && report.failureCode && report.failureCode !== payment.failureCode) {
    // Another card refused at the same checkout: the customer should read the latest reason.
    await updatePayment(em, payment, { failureCode: report.failureCode, updatedAt: now }, { status: 'failed' });
  }
  const effectsDue = payment.status === 'succeeded' && !payment.succeededAt && report.outcome === 'succeeded';
  if (!effectsDue) return { payment, changed, confirmed: null };

  const addonPaid = payment.purpose === 'addon' ? await applyAddonSuccess(em, gateway, payment, report.card ?? null, now) : null;
  const confirmed = payment.purpose === 'addon' ? null : await applySuccess(em, gateway, payment, report.card ?? null, now);
  await updatePayment(em, payment, { succeededAt: now, capturedAt: payment.capture === 'immediate' ? now : null }, { succeededAt: null });
  return { payment, changed, confirmed, addonPaid };
}

/**
 * A guarded update of the payment's row that reads the row back in the same statement
 * (`returning *`), so the entity is current after one round trip; when the guard held nobody
 * else's change back, the row is read again. Answers whether this update changed the row.
 */
async function updatePayment(em: EntityManager, payment: PaymentEntity, set: Partial<Pick<PaymentEntity, 'gatewayRef' | 'status' | 'failureCode' | 'updatedAt' | 'succeededAt' | 'capturedAt'>>, guard: QBFilterQuery<PaymentEntity>): Promise<boolean> {
  const rows = await em.createQueryBuilder(PaymentEntity).update(set).where({ ...guard, id: payment.id }).returning('*').execute<Array<Record<string, unknown>>>('all', false);
  if (rows.length === 0) {
    await em.refresh(payment);
    return false;
  }
  em.map(PaymentEntity, rows[0]!);
  return true;
}

/** An add-on's payment: the offer paid and added to its booking, or the money given back whole (payAddonOffer). */
async function applyAddonSuccess(em: EntityManager, gateway: PaymentGateway, payment: PaymentEntity, card: GatewayCard | null, now: Date): Promise<AddonOfferEntity | null> {
  if (card) await keepSavedCard(em, { userId: payment.customer.id, gateway: payment.gateway, card });
  if (!payment.addonOffer || !payment.gatewayRef) return null;
  const gatewayRef = payment.gatewayRef;
  const paid = await payAddonOffer(em, {
    offerId: payment.addonOffer.id,
    chargedOre: payment.amountOre,
    chargeKey: payment.idempotencyKey,
    reference: gatewayRef,
    now,
    giveBack: async (reversal) => (await gateway.refund({ gatewayRef, amountOre: reversal.amountOre, idempotencyKey: reversal.idempotencyKey })).refundRef,
  });
  return paid.changed ? paid.offer : null;
}

async function applySuccess(em: EntityManager, gateway: PaymentGateway, payment: PaymentEntity, card: GatewayCard | null, now: Date): Promise<BookingEntity | null> {
  // A gateway names the card only when the customer chose to keep it (in our dialog or on its
  // checkout page, also on a second try at the same checkout).
  if (card) await keepSavedCard(em, { userId: payment.customer.id, gateway: payment.gateway, card });
  if (payment.purpose === 'gift_card' && payment.giftCard) {
    await markGiftCardPaid(em, { giftCardId: payment.giftCard.id, paymentId: payment.id, amountOre: payment.amountOre, idempotencyKey: payment.idempotencyKey, now });
    return null;
  }
  if (payment.purpose !== 'booking' || !payment.booking || !payment.gatewayRef) return null;
  const gatewayRef = payment.gatewayRef;
  try {
    const result = await confirmPaidBooking(em, {
      bookingId: payment.booking.id,
      chargedOre: payment.amountOre,
      chargeKey: payment.idempotencyKey,
      reference: gatewayRef,
      actor: 'system',
      now,
      giveBack: async (reversal) => (await gateway.refund({ gatewayRef, amountOre: reversal.amountOre, idempotencyKey: reversal.idempotencyKey })).refundRef,
    });
    return result.changed ? result.booking : null;
  } catch (error) {
    // The booking could not be confirmed (it expired or was cancelled meanwhile): the money went
    // back whole in confirmPaidBooking, which is the whole effect of this payment.
    if (isAppConflict(error)) return null;
    throw error;
  }
}

const isAppConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: number }).status === 409;
