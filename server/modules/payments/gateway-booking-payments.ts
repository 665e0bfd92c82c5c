import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '#server/config/config.ts';
import { conflict } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { isOpenPayment } from '#shared/payments/payment-status.ts';
import { bookingDonePath } from '#shared/routing/paths.ts';
import type { BookingCharge, BookingChargeResult, BookingPayments, BookingRefund } from './booking-payments.ts';
import { startCardPayment } from './card-payment.service.ts';
import type { PaymentGateway } from './gateway/payment-gateway.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { PaymentEntity } from './payment.entity.ts';

/**
 * Booking payments through the card gateway. A booking's payment attempts share the booking's
 * charge key: a repeated pay request finds the attempt under way (one payment, one checkout) and
 * answers it again; a new attempt (with another key) starts only after a saved card was refused
 * or when the customer switches between a saved card and the checkout.
 */
export class GatewayBookingPayments implements BookingPayments {
  readonly name = 'gateway';
  private readonly gateway: PaymentGateway;
  private readonly config: Pick<AppConfig, 'origin' | 'payments'>;
  private readonly clock: Clock;

  constructor(gateway: PaymentGateway, config: Pick<AppConfig, 'origin' | 'payments'>, clock: Clock) {
    this.gateway = gateway;
    this.config = config;
    this.clock = clock;
  }

  async charge(charge: BookingCharge, em: EntityManager): Promise<BookingChargeResult> {
    const attempts = await em.find(PaymentEntity, { booking: charge.bookingId, $or: [{ idempotencyKey: charge.idempotencyKey }, { idempotencyKey: { $like: `${charge.idempotencyKey}:attempt:%` } }] }, { orderBy: { createdAt: 'desc' }, refresh: true });
    const succeeded = attempts.find((payment) => payment.status === 'succeeded');
    if (succeeded) return { ok: 'settled', paymentId: succeeded.id };
    const latest = attempts[0];
    const wantedCard = charge.savedCardId ?? null;
    let key = charge.idempotencyKey;
    if (latest) {
      const sameWay = wantedCard ? latest.savedCardRef !== null : latest.savedCardRef === null;
      // A checkout stays open after a refused card (the customer may try another one there).
      const reusable = sameWay && latest.checkoutUrl !== null && (isOpenPayment(latest.status) || latest.status === 'failed');
      if (reusable) return { ok: 'pending', paymentId: latest.id, checkoutUrl: latest.checkoutUrl as string };
      key = `${charge.idempotencyKey}:attempt:${attempts.length + 1}`;
    }
    const started = await startCardPayment(
      em,
      this.gateway,
      {
        purpose: charge.addonOfferId ? 'addon' : 'booking',
        bookingId: charge.bookingId,
        addonOfferId: charge.addonOfferId ?? null,
        customerId: charge.customerId,
        amountOre: charge.amountOre,
        description: describe(charge),
        returnPath: charge.returnPath ?? bookingDonePath(charge.bookingId),
        idempotencyKey: key,
        locale: charge.locale ?? 'nb',
        savedCardId: wantedCard,
        saveCard: charge.saveCard ?? false,
      },
      { config: this.config, now: charge.now ?? this.clock.now() },
      // Just read with the attempts: the row under this key, if there is one.
      attempts.find((payment) => payment.idempotencyKey === key) ?? null,
    );
    if (started.status === 'succeeded') return { ok: 'settled', paymentId: started.paymentId };
    if (started.status === 'failed' || started.status === 'canceled' || !started.checkoutUrl) return { ok: false, reason: 'declined' };
    return { ok: 'pending', paymentId: started.paymentId, checkoutUrl: started.checkoutUrl };
  }

  /**
   * Gives card money back from the payment that paid the booking (not one already given back
   * whole). The ledger says card money came in, so a payment of this gateway should stand behind
   * it; when none does (data imported or made by hand), nothing can go back by card.
   * @throws AppError 409 `error.payment.no_card_payment_to_refund` when no such payment exists.
   */
  async refund(refund: BookingRefund, em: EntityManager): Promise<{ reference: string | null }> {
    const payments = await paidByAll(em, refund.bookingId);
    const payment = payments[0];
    if (!payment?.gatewayRef || payment.gateway !== this.gateway.name) throw conflict('error.payment.no_card_payment_to_refund');
    if (refund.amountOre <= payment.amountOre) {
      const { refundRef } = await this.gateway.refund({ gatewayRef: payment.gatewayRef, amountOre: refund.amountOre, idempotencyKey: refund.idempotencyKey });
      return { reference: refundRef };
    }
    // More than the newest payment took (a booking and an add-on paid apart): newest first, each
    // part under a key of its own, so a retry after a failed part repeats none of the others.
    const references: string[] = [];
    let rest = refund.amountOre;
    for (const part of payments) {
      if (rest <= 0) break;
      if (!part.gatewayRef || part.gateway !== this.gateway.name) continue;
      const amountOre = Math.min(rest, part.amountOre);
      const { refundRef } = await this.gateway.refund({ gatewayRef: part.gatewayRef, amountOre, idempotencyKey: `${refund.idempotencyKey}:${part.id}` });
      references.push(refundRef);
      rest -= amountOre;
    }
    if (rest > 0) throw conflict('error.payment.no_card_payment_to_refund');
    return { reference: references.join(',') };
  }

  /** Takes the authorised money when the booking is done (manual capture). */
  async capture(bookingId: string, em: EntityManager): Promise<void> {
    const payment = await paidBy(em, bookingId);
    if (!payment?.gatewayRef || payment.capture !== 'manual' || payment.capturedAt) return;
    await this.gateway.capturePayment({ gatewayRef: payment.gatewayRef, amountOre: payment.amountOre, idempotencyKey: `payment:${payment.id}:capture` });
    await em.createQueryBuilder(PaymentEntity).update({ capturedAt: this.clock.now() }).where({ id: payment.id, capturedAt: null }).execute('run');
  }
}

function describe(charge: BookingCharge): string {
  if (charge.addonOfferId) return charge.locale === 'en' ? `Add-on to booking ${charge.orderNumber}` : `Tillegg til bestilling ${charge.orderNumber}`;
  return charge.locale === 'en' ? `Booking ${charge.orderNumber}` : `Bestilling ${charge.orderNumber}`;
}

/** The succeeded card payment the booking was confirmed with: the newest one not reversed whole. */
async function paidBy(em: EntityManager, bookingId: string): Promise<PaymentEntity | null> {
  return (await paidByAll(em, bookingId))[0] ?? null;
}

/** The booking's succeeded card payments not reversed whole (its own and its add-ons'), newest first. */
async function paidByAll(em: EntityManager, bookingId: string): Promise<PaymentEntity[]> {
  const succeeded = await em.find(PaymentEntity, { booking: bookingId, status: 'succeeded' }, { orderBy: { createdAt: 'desc' }, refresh: true });
  const kept: PaymentEntity[] = [];
  for (const payment of succeeded) {
    const reversed = await em.count(LedgerEntryEntity, { idempotencyKey: `${payment.idempotencyKey}:refund` });
    if (!reversed) kept.push(payment);
  }
  return kept;
}
