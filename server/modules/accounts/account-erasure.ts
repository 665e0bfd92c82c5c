import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { deletionGraceMs, erasureDueAt, hasObstacles } from '#shared/accounts/account-deletion.ts';
import { LoginCodeEntity } from '#server/modules/auth/login-code.entity.ts';
import { LoginLinkEntity } from '#server/modules/auth/login-link.entity.ts';
import type { SessionStore } from '#server/modules/auth/session-store.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { CalendarFeedEntity } from '#server/modules/bookings/calendar-feed.entity.ts';
import { ServicePictureEntity } from '#server/modules/catalogue/service-picture.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import { deleteStoredUrls } from '#server/modules/media/picture-store.ts';
import { ChatMessageEntity } from '#server/modules/chats/chat-message.entity.ts';
import { NotificationEntity } from '#server/modules/notifications/notification.entity.ts';
import { CustomRequestDraftEntity } from '#server/modules/requests/custom-request-draft.entity.ts';
import { CustomRequestEntity } from '#server/modules/requests/custom-request.entity.ts';
import type { PaymentGateway } from '#server/modules/payments/gateway/payment-gateway.ts';
import { GiftCardEntity } from '#server/modules/payments/gift-card.entity.ts';
import { PaymentCustomerEntity } from '#server/modules/payments/payment-customer.entity.ts';
import { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import { ProviderLegalInfoEntity } from '#server/modules/providers/provider-legal-info.entity.ts';
import { ProviderPictureEntity } from '#server/modules/providers/provider-picture.entity.ts';
import { emptyProfileContent, ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { ProviderRatingEntity } from '#server/modules/ratings/provider-rating.entity.ts';
import { deletionObstacles } from './account-deletion.service.ts';
import { UserIdentityEntity } from './user-identity.entity.ts';
import { UserEntity } from './user.entity.ts';

/** The sweep for requests whose job was lost runs every night, Oslo time. */
export const accountErasureSchedule = { pattern: '30 3 * * *', tz: 'Europe/Oslo' } as const;

/** What erasing reaches outside the database: sessions, the card gateway and stored pictures. */
export interface ErasureServices {
  sessions: Pick<SessionStore, 'destroyAllForUser'>;
  paymentGateway: Pick<PaymentGateway, 'detachCard'>;
  media: MediaStorage;
  privateMedia: MediaStorage;
  /** Told about a step outside the database that failed; the erasure goes on regardless. */
  onWarning?: (message: string, error: unknown) => void;
}

export type ErasureOutcome = 'erased' | 'not_requested' | 'not_due' | 'postponed';

/** The placeholders an erased person's unique columns hold: no one can sign in with them, and the real ones are free again. */
export const erasedPhone = (userId: string) => `erased:${userId}`;
export const erasedEmail = (userId: string) => `erased+${userId}@invalid`;

/** What a provider owned by an erased person shows where its name was. */
const erasedProviderName = 'Slettet bruker';

/**
 * Erases a person's data once their deletion request is 30 days old (docs/architecture.md
 * "Personal data"), in one transaction under a lock on their row, so a cancel committed meanwhile
 * wins and a second run (job and sweep, or a retry) finds `erasedAt` and changes nothing.
 *
 * Erased: name, phone, e-mail, business details, consents, sign-in identities and login codes and
 * links, sessions, saved cards (detached at the gateway too), delivery street and notes on their
 * bookings, what they wrote in chats and the pictures they sent there, gift card recipients they wrote, their name on ratings (which stay, anonymous), and a
 * provider they own is taken down with its pictures, texts and personal legal info. Kept, for the
 * Bookkeeping Act's five years: bookings, invoices as issued, payments, ledger and balance rows,
 * with their amounts, pointing at the user row that remains as a tombstone.
 *
 * Something the person must still settle (a booking made during the grace period, an invoice)
 * postpones the erasure; the daily sweep tries again.
 */
export async function eraseIfDue(em: EntityManager, services: ErasureServices, userId: string, now: Date): Promise<ErasureOutcome> {
  const files: { public: (string | null | undefined)[]; private: string[] } = { public: [], private: [] };
  const outcome = await em.transactional(async (tx): Promise<ErasureOutcome> => {
    const user = await tx.findOne(UserEntity, userId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!user?.deletionRequestedAt || user.erasedAt) return 'not_requested';
    if (erasureDueAt(user.deletionRequestedAt).getTime() > now.getTime()) return 'not_due';
    if (hasObstacles(await deletionObstacles(tx, userId, now))) return 'postponed';

    // Cards: detached at the gateway where it can be done, and forgotten here in any case.
    const cards = await tx.find(SavedCardEntity, { user: userId, removedAt: null });
    for (const card of cards) {
      try {
        await services.paymentGateway.detachCard(card.cardRef);
      } catch (error) {
        services.onWarning?.(`saved card ${card.id} could not be detached at the gateway`, error);
      }
    }
    await tx.nativeDelete(SavedCardEntity, { user: userId });
    await tx.nativeDelete(PaymentCustomerEntity, { user: userId });
    await tx.nativeDelete(UserIdentityEntity, { user: userId });
    await tx.nativeDelete(LoginCodeEntity, { phone: user.phone });
    await tx.nativeDelete(LoginLinkEntity, { email: user.email });

    // Kept for bookkeeping, without the street or what the person wrote.
    await tx.nativeUpdate(BookingEntity, { customer: userId }, { deliveryStreet: '', customerNote: null });
    await tx.nativeUpdate(GiftCardEntity, { buyer: userId }, { recipientName: null, recipientEmail: '', message: null });
    await tx.nativeUpdate(ProviderRatingEntity, { customer: userId }, { anonymous: true, customerFirstname: null });

    // Custom requests are no accounting record: they go with their pictures, offers and the drafts.
    const requests = await tx.find(CustomRequestEntity, { customer: userId }, { fields: ['id', 'files'] });
    files.public.push(...requests.flatMap((request) => request.files.map((file) => file.url)));
    await tx.nativeDelete(CustomRequestEntity, { customer: userId });
    await tx.nativeDelete(CustomRequestDraftEntity, { owner: userId });
    // Notifications name the person's bookings and requests; nothing requires keeping them.
    await tx.nativeDelete(NotificationEntity, { user: userId });
    // What the person wrote and showed in chats goes; the other side keeps the conversation's shape and their own words.
    await tx.nativeUpdate(ChatMessageEntity, { sender: userId, kind: 'text' }, { text: '' });
    const pictures = await tx.find(ChatMessageEntity, { sender: userId, kind: 'picture', picture: { $ne: null } }, { fields: ['id', 'picture'] });
    files.public.push(...pictures.map((message) => message.picture?.url));
    await tx.nativeUpdate(ChatMessageEntity, { sender: userId, kind: 'picture' }, { text: '', picture: null });

    const provider = await tx.findOne(ProviderEntity, { owner: userId });
    if (provider) await takeDownProvider(tx, provider, files);

    tx.assign(user, {
      firstName: '',
      lastName: '',
      phone: erasedPhone(userId),
      email: erasedEmail(userId),
      orgNumber: null,
      companyName: null,
      orderAsBusiness: false,
      consentAnalytics: false,
      consentCrashlytics: false,
      notificationSettings: null,
      blockedMessage: null,
      isAdmin: false,
      erasedAt: now,
    });
    await tx.flush();
    // Signed out everywhere before the commit: a retry after a failed commit does it again.
    await services.sessions.destroyAllForUser(userId);
    return 'erased';
  });
  if (outcome === 'erased') await deleteFiles(services, files);
  return outcome;
}

/** A provider owned by an erased person: no longer public, its pictures, texts and personal legal details gone. */
async function takeDownProvider(tx: EntityManager, provider: ProviderEntity, files: { public: (string | null | undefined)[]; private: string[] }): Promise<void> {
  const pictures = await tx.find(ProviderPictureEntity, { provider: provider.id });
  const services = await tx.find(ServiceEntity, { provider: provider.id }, { fields: ['id'] });
  const servicePictures = await tx.find(ServicePictureEntity, { service: { $in: services.map((service) => service.id) } });
  files.public.push(provider.photo, provider.coverOriginal, provider.coverSquare, provider.coverWide);
  files.public.push(...pictures.flatMap((picture) => [picture.square, picture.wide]), ...servicePictures.flatMap((picture) => [picture.square, picture.wide]));
  await tx.nativeDelete(ProviderPictureEntity, { provider: provider.id });
  await tx.nativeDelete(ServicePictureEntity, { id: { $in: servicePictures.map((picture) => picture.id) } });
  await tx.nativeUpdate(ServiceEntity, { provider: provider.id }, { enabled: false });
  await tx.nativeDelete(CalendarFeedEntity, { provider: provider.id });

  const legal = await tx.findOne(ProviderLegalInfoEntity, { provider: provider.id });
  if (legal) {
    if (legal.idPhotoKey) files.private.push(legal.idPhotoKey);
    // The organisation number and company name are public register facts the payouts were made to; the person's own details go.
    tx.assign(legal, {
      firstName: null,
      lastName: null,
      nationalId: null,
      email: null,
      bankAccountNumber: null,
      invoiceStreet: null,
      invoicePostalCode: null,
      invoicePostalPlace: null,
      idPhotoKey: null,
    });
  }
  tx.assign(provider, {
    status: 'rejected',
    rejectionReason: 'Kontoen er slettet.',
    displayName: erasedProviderName,
    slug: `slettet-${provider.id}`,
    tagline: null,
    description: '',
    content: emptyProfileContent,
    photo: null,
    coverOriginal: null,
    coverSquare: null,
    coverWide: null,
    isRecommended: false,
  });
}

/** Removes the files after the commit; one that cannot be removed now is reported, not fatal. */
async function deleteFiles(services: ErasureServices, files: { public: (string | null | undefined)[]; private: string[] }): Promise<void> {
  try {
    await deleteStoredUrls(services.media, files.public);
  } catch (error) {
    services.onWarning?.('pictures of an erased account could not be removed', error);
  }
  for (const key of files.private) {
    try {
      await services.privateMedia.delete(key);
    } catch (error) {
      services.onWarning?.('an ID photo of an erased account could not be removed', error);
    }
  }
}

/** Erases every request past its 30 days, catching requests whose job was lost. Answers how many it erased. */
export async function sweepDueErasures(em: EntityManager, services: ErasureServices, now: Date): Promise<number> {
  const due = await em.find(
    UserEntity,
    { deletionRequestedAt: { $ne: null, $lte: new Date(now.getTime() - deletionGraceMs) }, erasedAt: null },
    { fields: ['id'], limit: 500, orderBy: { deletionRequestedAt: 'asc' } },
  );
  let erased = 0;
  for (const user of due) {
    if ((await eraseIfDue(em.fork(), services, user.id, now)) === 'erased') erased += 1;
  }
  return erased;
}
