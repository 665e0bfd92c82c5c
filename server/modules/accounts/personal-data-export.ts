import type { EntityManager } from '@mikro-orm/postgresql';
import { type PersonalDataExport, personalDataExportFormatVersion } from '#shared/accounts/personal-data-export.schema.ts';
import { notificationSettingsOf } from '#shared/notifications/notification-settings.ts';
import { query, sql } from '#server/db/sql.ts';
import { AuditLogEntity } from '#server/modules/admin/audit-log.entity.ts';
import { LoginCodeEntity } from '#server/modules/auth/login-code.entity.ts';
import { LoginLinkEntity } from '#server/modules/auth/login-link.entity.ts';
import type { SessionStore } from '#server/modules/auth/session-store.ts';
import { BookingAddonEntity } from '#server/modules/bookings/booking-addon.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ServiceAddonEntity } from '#server/modules/catalogue/service-addon.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { BalanceEntryEntity } from '#server/modules/payments/balance-entry.entity.ts';
import { balanceOf } from '#server/modules/payments/balance.service.ts';
import { CouponEntity } from '#server/modules/payments/coupon.entity.ts';
import { GiftCardEntity } from '#server/modules/payments/gift-card.entity.ts';
import { InvoiceEntity } from '#server/modules/payments/invoice.entity.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import { ProviderScheduleEntity } from '#server/modules/providers/provider-schedule.entity.ts';
import { loadProviderMe } from '#server/modules/providers/provider-me.presenter.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { ProviderRatingEntity } from '#server/modules/ratings/provider-rating.entity.ts';
import { CustomRequestDraftEntity } from '#server/modules/requests/custom-request-draft.entity.ts';
import { CustomRequestRecipientEntity } from '#server/modules/requests/custom-request-recipient.entity.ts';
import { CustomRequestEntity } from '#server/modules/requests/custom-request.entity.ts';
import { PriceOfferEntity } from '#server/modules/requests/price-offer.entity.ts';
import { UserIdentityEntity } from './user-identity.entity.ts';
import type { UserEntity } from './user.entity.ts';

const idOf = (reference: { id: string } | null | undefined) => reference?.id ?? null;

const offerRow = (offer: PriceOfferEntity) => ({
  id: offer.id,
  requestId: offer.request.id,
  providerId: offer.provider.id,
  amountOre: offer.amountOre,
  conditions: offer.conditions,
  expiresAt: offer.expiresAt,
  proposedStartsAt: offer.startsAt ?? null,
  durationMinutes: offer.durationMinutes,
  status: offer.status,
  seenAt: offer.seenAt ?? null,
  resultingBookingId: idOf(offer.resultingBooking),
  createdAt: offer.createdAt,
});

const declineRow = (recipient: CustomRequestRecipientEntity) => ({
  requestId: recipient.request.id,
  providerId: recipient.provider.id,
  via: recipient.via,
  reachedAt: recipient.reachedAt,
  seenAt: recipient.seenAt ?? null,
  rejectedAt: recipient.rejectedAt ?? null,
  rejectReason: recipient.rejectReason ?? null,
});

/**
 * The chats the person takes part in, each with every message in order: what they wrote and what
 * was written to them, since the conversation is theirs too, with the address of each picture sent. The other side is named only by role.
 */
async function chatRows(em: EntityManager, userId: string) {
  const rows = await query<{ id: string; role: string; created_at: Date; deactivated_at: Date | null; messages: Array<Record<string, unknown>> | null }>(
    em,
    sql`select c.id, me.role, c.created_at, c.deactivated_at,
        (select json_agg(json_build_object('seq', m.seq, 'fromMe', m.sender_id = ${userId}, 'kind', m.kind, 'text', m.text, 'pictureUrl', m.picture->>'url', 'createdAt', m.created_at) order by m.seq)
          from chat_message m where m.chat_id = c.id) as messages
      from chat_participant me join chat c on c.id = me.chat_id where me.user_id = ${userId} order by c.created_at`,
  );
  return rows.map((row) => ({ id: row.id, role: row.role, createdAt: row.created_at, deactivatedAt: row.deactivated_at, messages: row.messages ?? [] }));
}

/** In-app notifications kept for the person, newest first, as stored (an i18n key and its values). */
async function notificationRows(em: EntityManager, userId: string) {
  return query<Record<string, unknown>>(
    em,
    sql`select n.key, n.params, n.link, n.read_at as "readAt", n.created_at as "createdAt" from notification n where n.user_id = ${userId} order by n.created_at desc`,
  );
}

/** The calls the person made or got: with whom (the chat), when, how they ended and why. */
async function callRows(em: EntityManager, userId: string) {
  return query<Record<string, unknown>>(
    em,
    sql`select c.id, c.chat_id as "chatId", c.caller_id = ${userId} as "madeByMe", c.video, c.status, c.outcome, c.hangup_reason as "reason",
        c.created_at as "createdAt", c.answered_at as "answeredAt", c.connected_at as "connectedAt", c.ended_at as "endedAt"
      from call c where ${userId} in (c.caller_id, c.callee_id) order by c.created_at`,
  );
}

/** The person's own custom requests, each with the offers and declines it got. */
async function customRequestRows(em: EntityManager, userId: string) {
  const requests = await em.find(CustomRequestEntity, { customer: userId }, { orderBy: { createdAt: 'asc' } });
  const ids = requests.map((request) => request.id);
  const offers = ids.length > 0 ? await em.find(PriceOfferEntity, { request: { $in: ids } }, { orderBy: { createdAt: 'asc' } }) : [];
  const reached = ids.length > 0 ? await em.find(CustomRequestRecipientEntity, { request: { $in: ids } }, { orderBy: { reachedAt: 'asc' } }) : [];
  return requests.map((request) => ({
    id: request.id,
    categoryId: request.category.id,
    title: request.title,
    description: request.description,
    tags: request.tags,
    pictures: request.files,
    answers: request.answers,
    startsAt: request.startsAt ?? null,
    deliveryAddress: request.deliveryStreet ? { street: request.deliveryStreet, postalCode: request.deliveryPostalCode, place: request.deliveryPlace ?? null } : null,
    status: request.status,
    sendToAll: request.sendToAll,
    createdAt: request.createdAt,
    closedAt: request.closedAt ?? null,
    cancelledAt: request.cancelledAt ?? null,
    reached: reached.filter((row) => row.request.id === request.id).map(declineRow),
    offers: offers.filter((offer) => offer.request.id === request.id).map(offerRow),
  }));
}

/** The requests that reached the person's provider: what it was asked (no customer name or address), and how it answered. */
async function requestsReachedRows(em: EntityManager, providerId: string) {
  const reached = await em.find(CustomRequestRecipientEntity, { provider: providerId }, { populate: ['request'], orderBy: { reachedAt: 'asc' } });
  const offers = await em.find(PriceOfferEntity, { provider: providerId }, { orderBy: { createdAt: 'asc' } });
  return reached.map((row) => ({
    ...declineRow(row),
    title: row.request.title,
    startsAt: row.request.startsAt ?? null,
    offers: offers.filter((offer) => offer.request.id === row.request.id).map(offerRow),
  }));
}

/** A booking as its own party sees it: what, when, where, for how much, and how it went. */
function bookingRow(booking: BookingEntity, addons: BookingAddonEntity[], withAddress: boolean) {
  return {
    id: booking.id,
    orderNumber: booking.orderNumber,
    serviceTitle: booking.serviceTitle,
    providerId: booking.provider.id,
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    priceOre: booking.priceOre,
    vatOre: booking.vatOre,
    listPriceOre: booking.listPriceOre,
    discountOre: booking.discountOre,
    promoCode: booking.promoCode ?? null,
    paymentMethod: booking.paymentMethod,
    cancellationPolicy: booking.cancellationPolicy,
    participants: booking.participants ?? null,
    addons: addons.map((addon) => ({ title: addon.title, unitType: addon.unitType, units: addon.units, unitPriceOre: addon.unitPriceOre, amountOre: addon.amountOre })),
    ...(withAddress
      ? {
          customerNote: booking.customerNote ?? null,
          deliveryAddress: { street: booking.deliveryStreet, postalCode: booking.deliveryPostalCode, place: booking.deliveryPlace },
        }
      : {}),
    declineReason: booking.declineReason ?? null,
    whoCancelled: booking.whoCancelled ?? null,
    cancellationReason: booking.cancellationReason ?? null,
    cancellationNote: booking.cancellationNote ?? null,
    cancellationFeeOre: booking.cancellationFeeOre ?? null,
    createdAt: booking.createdAt,
    acceptedAt: booking.acceptedAt ?? null,
    confirmedAt: booking.confirmedAt ?? null,
    cancelledAt: booking.cancelledAt ?? null,
    doneAt: booking.doneAt ?? null,
  };
}

const ledgerRow = (entry: LedgerEntryEntity) => ({
  id: entry.id,
  kind: entry.kind,
  amountOre: entry.amountOre,
  bookingId: idOf(entry.booking),
  giftCardId: idOf(entry.giftCard),
  reference: entry.reference ?? null,
  createdAt: entry.createdAt,
});

/**
 * Everything the marketplace holds about one person (GDPR art. 15 and 20), for `GET
 * /api/user/export`. Only the person's own rows: bookings as a provider leave out the customers'
 * names and addresses, and audit rows leave out which staff member acted. Legal info is decrypted
 * as the provider's own calls show it.
 */
export async function buildPersonalDataExport(em: EntityManager, sessions: Pick<SessionStore, 'listForUser'>, user: UserEntity, now: Date): Promise<PersonalDataExport> {
  const userId = user.id;
  const bookings = await em.find(BookingEntity, { customer: userId }, { orderBy: { createdAt: 'asc' } });
  const provider = await em.findOne(ProviderEntity, { owner: userId });
  const providerBookings = provider ? await em.find(BookingEntity, { provider: provider.id }, { orderBy: { createdAt: 'asc' } }) : [];
  const bookingIds = [...bookings, ...providerBookings].map((booking) => booking.id);
  const addons = bookingIds.length > 0 ? await em.find(BookingAddonEntity, { booking: { $in: bookingIds } }, { orderBy: { sortIndex: 'asc' } }) : [];
  const addonsOf = (booking: BookingEntity) => addons.filter((addon) => addon.booking.id === booking.id);
  const giftCardsBought = await em.find(GiftCardEntity, { buyer: userId }, { orderBy: { createdAt: 'asc' } });

  // One query after the other: an EntityManager fork is not meant for concurrent queries.
  const identities = await em.find(UserIdentityEntity, { user: userId });
  const loginCodes = await em.find(LoginCodeEntity, { phone: user.phone }, { orderBy: { createdAt: 'asc' } });
  const loginLinks = await em.find(LoginLinkEntity, { email: user.email }, { orderBy: { createdAt: 'asc' } });
  const liveSessions = await sessions.listForUser(userId);
  const payments = await em.find(PaymentEntity, { customer: userId }, { orderBy: { createdAt: 'asc' } });
  const savedCards = await em.find(SavedCardEntity, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const invoices = await em.find(InvoiceEntity, { customer: userId }, { orderBy: { issuedAt: 'asc' } });
  const balanceEntries = await em.find(BalanceEntryEntity, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const balanceOre = await balanceOf(em, userId);
  const giftCardsRedeemed = await em.find(GiftCardEntity, { redeemedBy: userId }, { orderBy: { redeemedAt: 'asc' } });
  const coupons = await em.find(CouponEntity, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const ratings = await em.find(ProviderRatingEntity, { customer: userId }, { orderBy: { createdAt: 'asc' } });
  const customerLedger = await em.find(
    LedgerEntryEntity,
    { $or: [{ booking: { customer: userId } }, { giftCard: { $in: giftCardsBought.map((card) => card.id) } }] },
    { orderBy: { createdAt: 'asc' } },
  );
  const auditLog = await em.find(
    AuditLogEntity,
    { $or: [{ targetType: 'user', targetId: userId }, ...(provider ? [{ targetType: 'provider', targetId: provider.id }] : [])] },
    { orderBy: { createdAt: 'asc' } },
  );

  return {
    formatVersion: personalDataExportFormatVersion,
    exportedAt: now,
    profile: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      email: user.email,
      language: user.language,
      orgNumber: user.orgNumber ?? null,
      companyName: user.companyName ?? null,
      orderAsBusiness: user.orderAsBusiness,
      isBlocked: user.isBlocked,
      blockedMessage: user.isBlocked ? (user.blockedMessage ?? null) : null,
      deletionRequestedAt: user.deletionRequestedAt ?? null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    consents: { consentAnalytics: user.consentAnalytics, consentCrashlytics: user.consentCrashlytics, termsAcceptedAt: user.termsAcceptedAt },
    notificationSettings: notificationSettingsOf(user.notificationSettings),
    identities: identities.map((identity) => ({ issuer: identity.issuer, subject: identity.subject, createdAt: identity.createdAt })),
    signIn: {
      loginCodes: loginCodes.map((code) => ({ createdAt: code.createdAt, expiresAt: code.expiresAt, usedAt: code.usedAt ?? null, failedAttempts: code.failedAttempts })),
      loginLinks: loginLinks.map((link) => ({ createdAt: link.createdAt, expiresAt: link.expiresAt, usedAt: link.usedAt ?? null, returnTo: link.returnTo ?? null })),
      sessions: liveSessions.map((session) => ({ createdAt: session.createdAt, lastSeenAt: session.lastSeenAt })),
    },
    customer: {
      bookings: bookings.map((booking) => bookingRow(booking, addonsOf(booking), true)),
      customRequests: await customRequestRows(em, userId),
      customRequestDrafts: (await em.find(CustomRequestDraftEntity, { owner: userId }, { orderBy: { createdAt: 'asc' } })).map((draft) => ({
        id: draft.id,
        stage: draft.stage,
        dto: draft.dto,
        createdAt: draft.createdAt,
        updatedAt: draft.updatedAt,
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        purpose: payment.purpose,
        bookingId: idOf(payment.booking),
        giftCardId: idOf(payment.giftCard),
        amountOre: payment.amountOre,
        gateway: payment.gateway,
        status: payment.status,
        failureCode: payment.failureCode ?? null,
        createdAt: payment.createdAt,
        succeededAt: payment.succeededAt ?? null,
        capturedAt: payment.capturedAt ?? null,
      })),
      savedCards: savedCards.map((card) => ({ brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, createdAt: card.createdAt, removedAt: card.removedAt ?? null })),
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        kid: invoice.kid,
        bookingId: invoice.booking.id,
        orgNumber: invoice.orgNumber ?? null,
        companyName: invoice.companyName ?? null,
        amountOre: invoice.amountOre,
        vatOre: invoice.vatOre,
        lines: invoice.lines,
        issuedAt: invoice.issuedAt,
        dueAt: invoice.dueAt,
        status: invoice.status,
        paidAt: invoice.paidAt ?? null,
        remindersSent: invoice.remindersSent,
      })),
      balanceOre,
      balanceEntries: balanceEntries.map((entry) => ({ kind: entry.kind, amountOre: entry.amountOre, bookingId: idOf(entry.booking), giftCardId: idOf(entry.giftCard), createdAt: entry.createdAt })),
      giftCardsBought: giftCardsBought.map((card) => ({
        id: card.id,
        codeLast4: card.codeLast4,
        amountOre: card.amountOre,
        recipientName: card.recipientName ?? null,
        recipientEmail: card.recipientEmail,
        message: card.message ?? null,
        deliverAt: card.deliverAt,
        status: card.status,
        paidAt: card.paidAt ?? null,
        deliveredAt: card.deliveredAt ?? null,
        createdAt: card.createdAt,
      })),
      giftCardsRedeemed: giftCardsRedeemed.map((card) => ({ id: card.id, codeLast4: card.codeLast4, amountOre: card.amountOre, redeemedAt: card.redeemedAt ?? null })),
      coupons: coupons.map((coupon) => ({
        title: coupon.title,
        description: coupon.description,
        percentage: coupon.percentage ?? null,
        amountOre: coupon.amountOre ?? null,
        expiresAt: coupon.expiresAt ?? null,
        spentAt: coupon.spentAt ?? null,
        bookingId: idOf(coupon.reservedBooking),
        createdAt: coupon.createdAt,
      })),
      ledgerEntries: customerLedger.map(ledgerRow),
    },
    ratings: ratings.map((rating) => ({
      id: rating.id,
      providerId: rating.provider.id,
      serviceTitle: rating.serviceTitle ?? null,
      numStars: rating.numStars,
      comment: rating.comment ?? null,
      customerFirstname: rating.customerFirstname ?? null,
      anonymous: rating.anonymous,
      createdAt: rating.createdAt,
    })),
    provider: provider ? await providerPart(em, provider, providerBookings, addonsOf) : null,
    chats: await chatRows(em, userId),
    calls: await callRows(em, userId),
    notifications: await notificationRows(em, userId),
    auditLog: auditLog.map((row) => ({ action: row.action, targetType: row.targetType, targetId: row.targetId, details: row.details ?? null, createdAt: row.createdAt })),
  };
}

async function providerPart(em: EntityManager, provider: ProviderEntity, bookings: BookingEntity[], addonsOf: (booking: BookingEntity) => BookingAddonEntity[]) {
  // One query after the other: an EntityManager fork is not meant for concurrent queries.
  const services = await em.find(ServiceEntity, { provider: provider.id }, { orderBy: { createdAt: 'asc' } });
  const schedule = await em.findOne(ProviderScheduleEntity, { provider: provider.id });
  const ledger = await em.find(LedgerEntryEntity, { booking: { provider: provider.id } }, { orderBy: { createdAt: 'asc' } });
  const addons = services.length > 0 ? await em.find(ServiceAddonEntity, { service: { $in: services.map((service) => service.id) } }, { orderBy: { sortIndex: 'asc' } }) : [];
  // The registration, profile and legal info exactly as the provider's own page shows them.
  const { legalInfo, profile, ...registration } = await loadProviderMe(em, provider);
  return {
    profile: {
      ...registration,
      ...profile,
      locations: provider.locations,
      ratingAverage: provider.ratingAverage ?? null,
      ratingCount: provider.ratingCount,
    },
    legalInfo: { ...legalInfo },
    schedule: schedule ? { isAvailable: schedule.isAvailable, horizonDays: schedule.horizonDays, weekdays: schedule.weekdays, overrides: schedule.overrides, bufferTimeMinutes: schedule.bufferTimeMinutes } : null,
    services: services.map((service) => ({
      id: service.id,
      title: service.title,
      description: service.description,
      tags: service.tags,
      priceType: service.priceType,
      basePriceOre: service.basePriceOre,
      baseDurationMinutes: service.baseDurationMinutes,
      areas: service.areas,
      enabled: service.enabled,
      addons: addons
        .filter((addon) => addon.service.id === service.id)
        .map((addon) => ({ title: addon.title, description: addon.description ?? null, unitType: addon.unitType, unitPriceOre: addon.unitPriceOre, maxUnits: addon.maxUnits })),
      createdAt: service.createdAt,
    })),
    // The provider's own record of its work; the customers' names and addresses are theirs, not the provider's to export.
    bookings: bookings.map((booking) => bookingRow(booking, addonsOf(booking), false)),
    ledgerEntries: ledger.map(ledgerRow),
    customRequestsReached: await requestsReachedRows(em, provider.id),
  };
}
