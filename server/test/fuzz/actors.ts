import type { FastifyInstance } from 'fastify';
import type { ResourceKind } from '#server/access/route-access.ts';
import { AddonOfferEntity } from '#server/modules/bookings/addon-offer.entity.ts';
import { insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { RescheduleRequestEntity } from '#server/modules/bookings/reschedule-request.entity.ts';
import { NotificationEntity } from '#server/modules/notifications/notification.entity.ts';
import { openChat, sendMessage } from '#server/modules/chats/chat.service.ts';
import { inviteCall } from '#server/modules/calls/call.service.ts';
import { ProviderRatingEntity } from '#server/modules/ratings/provider-rating.entity.ts';
import { SubscriptionVisitEntity } from '#server/modules/subscriptions/subscription-visit.entity.ts';
import { SubscriptionEntity } from '#server/modules/subscriptions/subscription.entity.ts';
import { InvoiceEntity } from '#server/modules/payments/invoice.entity.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import { CustomRequestDraftEntity } from '#server/modules/requests/custom-request-draft.entity.ts';
import { CustomRequestRecipientEntity } from '#server/modules/requests/custom-request-recipient.entity.ts';
import { CustomRequestEntity } from '#server/modules/requests/custom-request.entity.ts';
import { PriceOfferEntity } from '#server/modules/requests/price-offer.entity.ts';
import { createProvider, createProviderPicture, createService, createServicePicture } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor, unique } from '#server/test/factories.ts';

export type CallerName = 'signedOut' | 'customer' | 'provider' | 'admin' | 'blocked' | 'otherCustomer' | 'otherProvider';

/**
 * The people a test calls as, and resources that belong to customer A and provider A: a
 * category, provider A with a service and its picture, a booking of customer A with
 * provider A with an add-on offer and a proposal to move it, and their chat. `other*` own nothing of A's. `victim` is a user only admin routes
 * name, so no route ever blocks or changes the people the test calls as.
 */
export async function createActors(app: FastifyInstance) {
  const em = app.orm.em.fork();
  const category = await createCategory(em);
  const provider = await createProvider(em, { category, instantBooking: true });
  const service = await createService(em, provider, { areas: ['oslo'] });
  const picture = await createServicePicture(em, service);
  const otherProvider = await createProvider(em, { category });
  await createService(em, otherProvider, { areas: ['oslo'] });
  const customer = await createTestUser(em);
  const otherCustomer = await createTestUser(em);
  const admin = await createTestUser(em);
  admin.isAdmin = true;
  const blocked = await createTestUser(em, { isBlocked: true });
  const victim = await createTestUser(em);
  await em.flush();
  const now = app.clock.now();
  const startsAt = new Date(now.getTime() + 10 * 24 * 3_600_000);
  const booking = await insertBooking(em, {
    customer: customer.id,
    provider,
    service,
    status: 'awaiting_provider',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    bufferMinutes: 0,
    priceOre: 100_000,
    vatOre: 20_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now,
  });

  // Customer A's money around the booking, and provider A's gallery picture.
  const payment = em.create(PaymentEntity, {
    purpose: 'booking',
    booking,
    customer,
    amountOre: 100_000,
    gateway: 'local',
    gatewayRef: unique('cs'),
    status: 'created',
    idempotencyKey: unique('payment'),
  });
  const savedCard = em.create(SavedCardEntity, { user: customer, gateway: 'local', cardRef: unique('card'), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
  const invoiceNumber = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  const invoice = em.create(InvoiceEntity, {
    number: invoiceNumber,
    kid: `9${invoiceNumber}`,
    booking,
    customer,
    amountOre: 100_000,
    vatOre: 20_000,
    lines: [],
    issuedAt: now,
    dueAt: new Date(now.getTime() + 14 * 24 * 3_600_000),
  });
  // Customer A's custom request, which reached provider A, with provider A's offer; and A's draft.
  const customRequest = em.create(CustomRequestEntity, {
    customer,
    category,
    title: 'Hekk som må klippes',
    description: 'Om lag 20 meter hekk.',
    files: [],
    answers: [],
    startsAt,
    deliveryStreet: 'Storgata 1',
    deliveryPostalCode: '0155',
    deliveryPlace: 'Oslo',
    deliveryAreaId: 'oslo',
    broadcastAt: new Date(now.getTime() + 24 * 3_600_000),
    createdAt: now,
    updatedAt: now,
  });
  em.create(CustomRequestRecipientEntity, { request: customRequest, provider, via: 'chosen', reachedAt: now });
  const priceOffer = em.create(PriceOfferEntity, { request: customRequest, provider, amountOre: 150_000, expiresAt: new Date(now.getTime() + 5 * 24 * 3_600_000), createdAt: now, updatedAt: now });
  const customRequestDraft = em.create(CustomRequestDraftEntity, { owner: customer, stage: 2, dto: { title: 'Utkast' }, createdAt: now, updatedAt: now });
  // Provider A's add-on offer on the booking, and customer A's proposal to move it.
  const addonOffer = em.create(AddonOfferEntity, { booking, title: 'Vindusvask', description: 'Alle vinduer innvendig', unitPriceOre: 50_000, createdAt: now, updatedAt: now });
  const rescheduleRequest = em.create(RescheduleRequestEntity, {
    booking,
    requestedBy: customer,
    requesterRole: 'customer',
    currentStartsAt: startsAt,
    proposedStartsAt: new Date(startsAt.getTime() + 24 * 3_600_000),
    proposedEndsAt: new Date(startsAt.getTime() + 25 * 3_600_000),
    expiresAt: new Date(now.getTime() + 72 * 3_600_000),
    createdAt: now,
  });
  // Customer A's subscription to provider A's service, with one coming visit whose time was taken.
  const subscription = em.create(SubscriptionEntity, {
    customer,
    provider,
    service,
    serviceTitle: service.title,
    frequency: 'every_two_weeks',
    firstDay: '2030-01-04',
    startMinutes: 600,
    durationMinutes: 180,
    priceOre: 180_000,
    vatOre: 36_000,
    cancellationPolicy: 'simple',
    deliveryStreet: 'Storgata 1',
    deliveryPostalCode: '0155',
    deliveryPlace: 'Oslo',
    deliveryAreaId: 'oslo',
    savedCard,
    generatedUntil: now,
    createdAt: now,
    updatedAt: now,
  });
  const subscriptionVisit = em.create(SubscriptionVisitEntity, { subscription, booking: null, plannedStartsAt: startsAt, state: 'collided', priceOre: 180_000, chargeAt: startsAt, createdAt: now, updatedAt: now });
  // Customer A's rating of provider A, not yet answered.
  const rating = em.create(ProviderRatingEntity, { provider, service, customer, serviceTitle: service.title, numStars: 4, comment: 'Bra.', customerFirstname: 'Anna', createdAt: now });
  const notification = em.create(NotificationEntity, { user: customer, key: 'notifications:booking.confirmedCustomer', params: { service: 'Hekk' }, link: '/account/bestillinger', createdAt: now });
  await em.flush();
  const providerPicture = await createProviderPicture(em, provider);
  // Customer A's chat with provider A, with a message in it.
  const { chatId } = await openChat(em, { customerId: customer.id, providerId: provider.id, now });
  await sendMessage(em, { chatId, senderId: customer.id, clientId: crypto.randomUUID(), text: 'Hei! Er du ledig neste uke?', now });
  // A call in that chat the customer made and the provider missed (nobody's device was online).
  const { call } = await inviteCall(em, { callId: crypto.randomUUID(), chatId, userId: customer.id, partyId: 'fuzz-party-a', video: false, now }, async () => false);

  const users = { customer, provider: provider.owner, admin, blocked, otherCustomer, otherProvider: otherProvider.owner } as const;
  const cookies = new Map<CallerName, string | null>([['signedOut', null]]);
  for (const [name, user] of Object.entries(users)) cookies.set(name as CallerName, await sessionCookieFor(app, user.id));

  /** A fresh session for a caller whose session a call may have ended (sign-out). */
  async function renewSession(name: CallerName): Promise<void> {
    if (name === 'signedOut') return;
    cookies.set(name, await sessionCookieFor(app, users[name].id));
  }

  /** Real ids of A's resources by kind; kinds without a fixture get none (callers use a random uuid). */
  const resources: Partial<Record<ResourceKind, string>> = {
    booking: booking.id,
    service: service.id,
    servicePicture: picture.id,
    provider: provider.id,
    user: victim.id,
    category: category.id,
    paymentGateway: 'local',
    payment: payment.id,
    savedCard: savedCard.id,
    invoice: invoice.id,
    providerPicture: providerPicture.id,
    customRequest: customRequest.id,
    customRequestDraft: customRequestDraft.id,
    priceOffer: priceOffer.id,
    notification: notification.id,
    chat: chatId,
    addonOffer: addonOffer.id,
    call: call.id,
    rescheduleRequest: rescheduleRequest.id,
    subscription: subscription.id,
    subscriptionVisit: subscriptionVisit.id,
    rating: rating.id,
  };
  return { users, cookies, renewSession, resources, ids: { category, provider, service, picture, booking, customer, victim } };
}

export type Actors = Awaited<ReturnType<typeof createActors>>;
