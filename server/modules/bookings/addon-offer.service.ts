import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AddonOfferEvent, AddonOfferTransitionError, nextAddonOfferStatus } from '#shared/bookings/addon-offer-status.ts';
import type { AddonOffer, CreateAddonOfferBody } from '#shared/bookings/booking-cards.schema.ts';
import { vatIncluded } from '#shared/bookings/booking-price.ts';
import { kronerToOre } from '#shared/requests/price-offer.schema.ts';
import { accountChatPath } from '#shared/routing/paths.ts';
import { AppError, forbidden, notFound } from '#server/lib/app-error.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { pairChat, type SentMessage } from '#server/modules/chats/chat.service.ts';
import { postMarketplaceMessage } from '#server/modules/chats/marketplace-messages.ts';
import type { BookingPayments, BookingRefund } from '#server/modules/payments/booking-payments.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { recordLedgerEntry } from '#server/modules/payments/ledger.service.ts';
import { AddonOfferEntity } from './addon-offer.entity.ts';
import { BookingAddonEntity } from './booking-addon.entity.ts';
import { bookingOfParticipant } from './booking-time.service.ts';
import { BookingEntity } from './booking.entity.ts';

/** The ledger's (and gateway's) key for an add-on's charge: one per offer, so a second accept charges once. */
export const addonChargeKey = (bookingId: string, offerId: string) => `booking:${bookingId}:addon:${offerId}`;

export function presentAddonOffer(offer: AddonOfferEntity): AddonOffer {
  return {
    id: offer.id,
    bookingId: offer.booking.id,
    title: offer.title,
    description: offer.description,
    unitPriceOre: offer.unitPriceOre,
    status: offer.status,
    createdAt: offer.createdAt.toISOString(),
    answeredAt: offer.answeredAt?.toISOString() ?? null,
    paidAt: offer.paidAt?.toISOString() ?? null,
  };
}

/** The add-on offers of a booking, oldest first, as `GET /api/booking/{id}` lists them. */
export async function addonOffersOf(em: EntityManager, bookingId: string): Promise<AddonOffer[]> {
  const offers = await em.find(AddonOfferEntity, { booking: bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return offers.map(presentAddonOffer);
}

/** A booking takes add-ons while it is confirmed and has not ended. */
function takesAddons(booking: BookingEntity, now: Date): boolean {
  return booking.status === 'confirmed' && booking.endsAt.getTime() > now.getTime();
}

const notOpen = () => new AppError(409, 'error.addonOffer.not_open');

/** A transition error of the shared rule as the answer a caller gets. */
function refusal(error: unknown): unknown {
  if (!(error instanceof AddonOfferTransitionError)) return error;
  return error.reason === 'forbidden' ? forbidden() : notOpen();
}

export type CreatedAddonOffer = { offer: AddonOfferEntity; booking: BookingEntity; card: SentMessage | null };

/**
 * The booking's provider offers an add-on (spec §6, §7 `booking/extraPurchase/{id}/create`): stored
 * as `awaiting_response` with its card in the pair's chat (opened if they have none), in one
 * transaction under the booking's row lock. Only on a confirmed booking that has not ended.
 * @throws AppError 404 not a participant; 403 the customer; 409 `error.addonOffer.booking_not_open`;
 *   403 `error.chat.deactivated` when support switched the chat off.
 */
export async function createAddonOffer(em: EntityManager, input: { bookingId: string; userId: string; body: CreateAddonOfferBody; now: Date }): Promise<CreatedAddonOffer> {
  return em.transactional(async (tx) => {
    const { booking, role } = await bookingOfParticipant(tx, input.bookingId, input.userId, { lock: true });
    if (role !== 'provider') throw forbidden();
    if (!takesAddons(booking, input.now)) throw new AppError(409, 'error.addonOffer.booking_not_open');
    const offer = tx.create(AddonOfferEntity, {
      booking,
      title: input.body.title,
      description: input.body.description,
      unitPriceOre: kronerToOre(input.body.unitPrice),
      createdAt: input.now,
      updatedAt: input.now,
    });
    await tx.flush();
    const card = await postMarketplaceMessage(tx, {
      customerId: booking.customer.id,
      providerId: booking.provider.id,
      now: input.now,
      message: { kind: 'addon_offer', senderId: input.userId, addonOfferId: offer.id },
    });
    return { offer, booking, card };
  });
}

/** The offer and its booking for one of the booking's two sides; anyone else gets 404. */
async function offerOfParticipant(em: EntityManager, offerId: string, userId: string) {
  const offer = await em.findOne(AddonOfferEntity, offerId, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!offer) throw notFound();
  const { booking, role } = await bookingOfParticipant(em, offer.booking.id, userId);
  return { offer, booking, role };
}

export type AnsweredAddonOffer = { offer: AddonOfferEntity; booking: BookingEntity; changed: boolean };

/**
 * The customer denies, or the provider withdraws, an offer not yet paid. A repeat answers the offer
 * unchanged.
 * @throws AppError 404 not a participant; 403 the other side's step; 409 `error.addonOffer.not_open`.
 */
export async function closeAddonOffer(em: EntityManager, input: { offerId: string; userId: string; event: Extract<AddonOfferEvent, 'deny' | 'withdraw'>; now: Date }): Promise<AnsweredAddonOffer> {
  return em.transactional(async (tx) => {
    const { offer, booking, role } = await offerOfParticipant(tx, input.offerId, input.userId);
    let next: ReturnType<typeof nextAddonOfferStatus>;
    try {
      next = nextAddonOfferStatus(offer.status, input.event, role);
    } catch (error) {
      throw refusal(error);
    }
    if (next.changed) {
      offer.status = next.status;
      offer.answeredAt = input.now;
      offer.updatedAt = input.now;
      await tx.flush();
    }
    return { offer, booking, changed: next.changed };
  });
}

export type AcceptedAddonOffer = AnsweredAddonOffer & {
  /** The gateway's checkout to finish paying at; null once paid. */
  checkout: { paymentId: string; url: string } | null;
};

/**
 * The customer accepts an add-on and pays it by card through the payments module, as a booking is
 * paid: a saved card (`savedCardId`) or the local adapter is charged at once and the offer is
 * `paid`; otherwise the offer is `accepted` and the answer carries the gateway's checkout, whose
 * success (webhook or refresh) pays it. The charge's key is derived from the offer, so a second
 * accept, a doubled click or a retried request charges once and answers the same result. A refused
 * card is 402 and leaves the offer as it was.
 * @throws AppError 404 not a participant; 403 the provider; 409 `error.addonOffer.not_open` (denied,
 *   withdrawn), `error.addonOffer.booking_not_open` (the booking was cancelled, or has ended); 402
 *   `error.payment.failed`.
 */
export async function acceptAddonOffer(
  em: EntityManager,
  deps: { payments: BookingPayments },
  input: { offerId: string; userId: string; now: Date; savedCardId?: string | null; saveCard?: boolean; locale: 'nb' | 'en' },
): Promise<AcceptedAddonOffer> {
  const checked = await em.transactional(async (tx) => {
    const { offer, booking, role } = await offerOfParticipant(tx, input.offerId, input.userId);
    let next: ReturnType<typeof nextAddonOfferStatus>;
    try {
      next = nextAddonOfferStatus(offer.status, 'accept', role);
    } catch (error) {
      throw refusal(error);
    }
    if (offer.status === 'paid') return { offer, booking, paid: true };
    if (!takesAddons(booking, input.now)) throw new AppError(409, 'error.addonOffer.booking_not_open');
    if (!offer.chargeKey) {
      offer.chargeKey = addonChargeKey(booking.id, offer.id);
      await tx.flush();
    }
    return { offer, booking, paid: next.status === 'paid' };
  });
  if (checked.paid) return { offer: checked.offer, booking: checked.booking, changed: false, checkout: null };
  const { offer, booking } = checked;
  const chargeKey = offer.chargeKey!;
  // Paying from the chat's card: the checkout returns to the chat, where the card turns paid.
  const chatId = await pairChat(em, { customerId: booking.customer.id, providerId: booking.provider.id, now: input.now });

  const charged = await deps.payments.charge(
    {
      bookingId: booking.id,
      orderNumber: booking.orderNumber,
      customerId: booking.customer.id,
      amountOre: offer.unitPriceOre,
      method: 'card',
      idempotencyKey: chargeKey,
      addonOfferId: offer.id,
      returnPath: chatId ? accountChatPath(chatId) : undefined,
      savedCardId: input.savedCardId ?? null,
      saveCard: input.saveCard ?? false,
      locale: input.locale,
      now: input.now,
    },
    em,
  );
  if (charged.ok === false) throw new AppError(402, 'error.payment.failed');
  if (charged.ok === 'pending') {
    const accepted = await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(AddonOfferEntity, offer.id, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
      const next = nextAddonOfferStatus(locked.status, 'accept', 'customer');
      if (next.changed) {
        locked.status = next.status;
        locked.answeredAt = input.now;
        locked.updatedAt = input.now;
        await tx.flush();
      }
      return { offer: locked, changed: next.changed };
    });
    return { ...accepted, booking, checkout: { paymentId: charged.paymentId, url: charged.checkoutUrl } };
  }
  if (charged.ok === 'settled') {
    // The gateway's success was applied on the way (payAddonOffer through settle-payment).
    const settled = await em.findOneOrFail(AddonOfferEntity, offer.id, { refresh: true });
    if (settled.status !== 'paid') throw notOpen();
    return { offer: settled, booking: await em.findOneOrFail(BookingEntity, booking.id, { refresh: true }), changed: true, checkout: null };
  }
  const paid = await payAddonOffer(em, {
    offerId: offer.id,
    chargedOre: offer.unitPriceOre,
    chargeKey,
    reference: charged.reference,
    now: input.now,
    giveBack: async (reversal) => (await deps.payments.refund(reversal, em))?.reference ?? null,
  });
  if (paid.offer.status !== 'paid') throw notOpen();
  return { ...paid, checkout: null };
}

/**
 * Applies a successful charge for an add-on, from the synchronous answer or the gateway's success:
 * under the booking's row lock the offer becomes `paid`, the add-on becomes a line of the booking
 * (`booking_addon`, which the receipt lists), its amount is added to the booking's price, list
 * price and VAT (so the ledger check, cancellation refunds and the provider's payout count it),
 * and the charge's ledger row is written, all in one transaction. A repeat finds the offer paid
 * and changes nothing. A charge that cannot pay the offer any more (denied meanwhile, the booking
 * cancelled) is given back whole, as for a booking.
 */
export async function payAddonOffer(
  em: EntityManager,
  input: { offerId: string; chargedOre: number; chargeKey: string; reference: string | null; now: Date; giveBack: (reversal: BookingRefund) => Promise<string | null> },
): Promise<AnsweredAddonOffer> {
  const result = await em.transactional(async (tx) => {
    const first = await tx.findOneOrFail(AddonOfferEntity, input.offerId, { refresh: true });
    const booking = await tx.findOneOrFail(BookingEntity, first.booking.id, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    const offer = await tx.findOneOrFail(AddonOfferEntity, input.offerId, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    let next: ReturnType<typeof nextAddonOfferStatus> | null = null;
    try {
      next = nextAddonOfferStatus(offer.status, 'pay', 'system');
    } catch (error) {
      if (!(error instanceof AddonOfferTransitionError)) throw error;
    }
    const payable = next !== null && booking.status === 'confirmed' && input.chargedOre === offer.unitPriceOre;
    if (next && !next.changed) {
      // Paid already: by this charge (a repeat) or by another attempt, which is then given back.
      const recorded = await tx.count(LedgerEntryEntity, { idempotencyKey: input.chargeKey, kind: 'charge' });
      return { offer, booking, changed: false, giveBack: recorded === 0 };
    }
    if (!payable || !next) return { offer, booking, changed: false, giveBack: true };

    const rate = await vatRateOf(tx, booking);
    const sortIndex = (await tx.count(BookingAddonEntity, { booking: booking.id })) + 1;
    tx.create(BookingAddonEntity, { booking, addon: null, title: offer.title, unitType: 'custom', unitPriceOre: offer.unitPriceOre, units: 1, unitTimeMinutes: 0, amountOre: offer.unitPriceOre, sortIndex });
    booking.priceOre += offer.unitPriceOre;
    booking.listPriceOre += offer.unitPriceOre;
    booking.vatOre = vatIncluded(booking.priceOre, rate);
    booking.updatedAt = input.now;
    offer.status = next.status;
    offer.answeredAt ??= input.now;
    offer.paidAt = input.now;
    offer.updatedAt = input.now;
    tx.create(LedgerEntryEntity, { kind: 'charge', booking: booking.id, amountOre: input.chargedOre, idempotencyKey: input.chargeKey, reference: input.reference });
    await tx.flush();
    return { offer, booking, changed: true, giveBack: false };
  });
  if (result.giveBack && input.chargedOre > 0) {
    const charge = { bookingId: result.booking.id, amountOre: input.chargedOre, idempotencyKey: input.chargeKey };
    await recordLedgerEntry(em.fork(), { ...charge, kind: 'charge', reference: input.reference });
    const reversal = { ...charge, idempotencyKey: `${input.chargeKey}:refund` };
    const reference = await input.giveBack(reversal);
    await recordLedgerEntry(em.fork(), { ...reversal, kind: 'refund', reference });
  }
  return { offer: result.offer, booking: result.booking, changed: result.changed };
}

/** The VAT rate of the booking's category; for a booking whose service is gone, the rate its price and VAT fit. */
async function vatRateOf(em: EntityManager, booking: BookingEntity): Promise<number> {
  const service = booking.service ? await em.findOne(ServiceEntity, booking.service.id, { populate: ['category'] }) : null;
  if (service) return Number(service.category.taxRate);
  return [25, 15, 12, 0].find((rate) => vatIncluded(booking.priceOre, rate) === booking.vatOre) ?? 25;
}
