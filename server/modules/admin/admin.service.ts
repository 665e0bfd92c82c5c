import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminProviderDetail, AdminProviderSummary, AdminUser, AuditLogEntry } from '#shared/providers/admin.schema.ts';
import type { ProviderStatus } from '#shared/providers/provider-me.schema.ts';
import type { Paged } from '#shared/explore/paged.schema.ts';
import { AppError, conflict, notFound } from '#server/lib/app-error.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { ProviderLegalInfoEntity } from '#server/modules/providers/provider-legal-info.entity.ts';
import { presentLegalInfo } from '#server/modules/providers/provider-me.presenter.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { endOpenBookingsOfOwner } from '#server/modules/bookings/provider-withdrawal.ts';
import type { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { refreshProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';
import { AuditLogEntity } from './audit-log.entity.ts';
import { recordAdminAction } from './audit-log.ts';

const providerPageSize = 50;
const userSearchLimit = 50;
const auditPageSize = 50;

export function presentSummary(provider: ProviderEntity): AdminProviderSummary {
  const owner = provider.owner;
  return {
    id: provider.id,
    status: provider.status,
    displayName: provider.displayName,
    orgType: provider.orgType,
    categoryId: provider.category.id,
    ownerId: owner.id,
    ownerName: `${owner.firstName} ${owner.lastName}`.trim(),
    ownerEmail: owner.email,
    ownerPhone: owner.phone,
    submittedAt: provider.submittedAt ?? null,
    approvedAt: provider.approvedAt ?? null,
    reviewedAt: provider.reviewedAt ?? null,
    rejectionReason: provider.rejectionReason ?? null,
  };
}

/**
 * The review queue for one status, oldest submission first so nobody waits longest by accident
 * (drafts, never sent, by when they were started), a page at a time (keyset on time and id).
 */
export async function listProvidersForReview(em: EntityManager, status: ProviderStatus, next?: string): Promise<Paged<AdminProviderSummary>> {
  const time = status === 'draft' ? 'createdAt' : 'submittedAt';
  const order = `admin-providers:${status}`;
  let where: Record<string, unknown> = { status };
  if (next) {
    const [after, id] = decodeCursor(next, order, cursorKeys.timeId);
    const at = new Date(after);
    where = { status, $or: [{ [time]: { $gt: at } }, { [time]: at, id: { $gt: id } }] };
  }
  const providers = await em.find(ProviderEntity, where, {
    populate: ['owner'],
    orderBy: { [time]: 'asc', id: 'asc' },
    limit: providerPageSize + 1,
  });
  const page = providers.slice(0, providerPageSize);
  const last = page.at(-1);
  const lastTime = last ? (last[time] ?? last.createdAt) : null;
  return {
    data: page.map(presentSummary),
    next: providers.length > providerPageSize && last && lastTime ? encodeCursor(order, [cursorTimestamp(lastTime), last.id]) : null,
  };
}

export async function findProviderForAdmin(em: EntityManager, id: string): Promise<ProviderEntity> {
  const provider = await em.findOne(ProviderEntity, { id }, { populate: ['owner'] });
  if (!provider) throw notFound();
  return provider;
}

/** One registration with its legal info; reading someone's legal info is itself logged. */
export async function providerDetailForAdmin(em: EntityManager, admin: UserEntity, id: string): Promise<AdminProviderDetail> {
  const provider = await findProviderForAdmin(em, id);
  const legal = await em.findOne(ProviderLegalInfoEntity, { provider: provider.id });
  recordAdminAction(em, admin, 'provider.legal_info.view', { type: 'provider', id: provider.id }, { displayName: provider.displayName });
  await em.flush();
  return {
    ...presentSummary(provider),
    legalInfo: presentLegalInfo(provider, legal),
    slug: provider.slug,
    tagline: provider.tagline ?? null,
    description: provider.description,
  };
}

/**
 * A provider whose approval an admin withdrew (`withdrawApproval`): rejected after having been
 * approved (`approvedAt` stays), and not an erased account's provider, which is taken down for good.
 */
export function approvalWithdrawn(provider: ProviderEntity): boolean {
  return provider.status === 'rejected' && provider.approvedAt != null && provider.owner.erasedAt == null;
}

/** Never decided by the person who sent it. */
function requireNotOwnRegistration(provider: ProviderEntity, admin: UserEntity): void {
  if (provider.owner.id === admin.id) throw conflict('error.admin.cannot_review_self');
}

/** Only a registration under review is decided, and never by the person who sent it. */
function requireReviewable(provider: ProviderEntity, admin: UserEntity): void {
  requireNotOwnRegistration(provider, admin);
  if (provider.status !== 'pending') throw conflict('error.provider.already_reviewed');
}

/**
 * Approves a registration under review, or approves again a provider whose approval was withdrawn
 * (it is public again at once). The ID counts as verified when the review had something to check
 * it against: an ID photo, or an organisation number found in the business register.
 * @throws AppError 409 `error.provider.already_reviewed` unless the provider is pending or its
 *   approval was withdrawn, 409 `error.admin.cannot_review_self` for the admin's own registration.
 */
export async function approveProvider(em: EntityManager, admin: UserEntity, id: string, now: Date): Promise<ProviderEntity> {
  const provider = await findProviderForAdmin(em, id);
  if (approvalWithdrawn(provider)) requireNotOwnRegistration(provider, admin);
  else requireReviewable(provider, admin);
  const legal = await em.findOne(ProviderLegalInfoEntity, { provider: provider.id });
  const idVerified = Boolean(legal?.idPhotoKey || legal?.orgNumber);
  em.assign(provider, { status: 'approved', approvedAt: now, reviewedAt: now, rejectionReason: null, idVerified: idVerified || provider.idVerified });
  recordAdminAction(em, admin, 'provider.approve', { type: 'provider', id: provider.id }, { displayName: provider.displayName, idVerified });
  await em.flush();
  // ID verified and the approval date decide the badges and the new provider's turns in the ranking.
  await refreshProviderFigures(em, [provider.id], now);
  return provider;
}

/** Rejects a registration under review with a reason the provider is sent and sees in the app. */
export async function rejectProvider(em: EntityManager, admin: UserEntity, id: string, reason: string, now: Date): Promise<ProviderEntity> {
  const provider = await findProviderForAdmin(em, id);
  requireReviewable(provider, admin);
  em.assign(provider, { status: 'rejected', reviewedAt: now, rejectionReason: reason });
  recordAdminAction(em, admin, 'provider.reject', { type: 'provider', id: provider.id }, { displayName: provider.displayName, reason });
  await em.flush();
  return provider;
}

/**
 * Withdraws an approved provider's approval (spec §1): it becomes `rejected` with the reason, which
 * the provider is e-mailed and sees on its dashboard, so it is no longer public (public-provider.ts).
 * In the same transaction as the change and its audit row, its unanswered requests and unpaid
 * bookings end for the customers exactly as on a block (endOpenBookingsOfOwner); the caller tells
 * them after the commit. Confirmed bookings stay for support (listBookingsNeedingAttention).
 * `approveProvider` makes it public again. The row is locked, so two withdrawals at once do it once.
 * @throws AppError 409 `error.provider.not_approved` unless approved, 409
 *   `error.admin.cannot_review_self` for the admin's own provider.
 */
export async function withdrawApproval(
  em: EntityManager,
  admin: UserEntity,
  id: string,
  reason: string,
  now: Date,
): Promise<{ provider: ProviderEntity; ended: BookingEntity[] }> {
  return em.transactional(async (tx) => {
    const provider = await tx.findOne(ProviderEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!provider) throw notFound();
    await tx.populate(provider, ['owner']);
    requireNotOwnRegistration(provider, admin);
    if (provider.status !== 'approved') throw conflict('error.provider.not_approved');
    tx.assign(provider, { status: 'rejected', reviewedAt: now, rejectionReason: reason });
    recordAdminAction(tx, admin, 'provider.withdraw_approval', { type: 'provider', id: provider.id }, { displayName: provider.displayName, reason });
    await tx.flush();
    const ended = await endOpenBookingsOfOwner(tx, provider.owner.id, now);
    return { provider, ended };
  });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

async function presentUsers(em: EntityManager, users: UserEntity[]): Promise<AdminUser[]> {
  const providers = users.length > 0 ? await em.find(ProviderEntity, { owner: { $in: users.map((user) => user.id) } }) : [];
  const providerByOwner = new Map(providers.map((provider) => [provider.owner.id, provider.id]));
  return users.map((user) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    isBlocked: user.isBlocked,
    blockedMessage: user.blockedMessage ?? null,
    isAdmin: user.isAdmin,
    providerId: providerByOwner.get(user.id) ?? null,
    createdAt: user.createdAt,
  }));
}

/** Users whose name, e-mail or phone contains the words typed (all of them), newest first. */
export async function searchUsers(em: EntityManager, query: string | undefined): Promise<Paged<AdminUser>> {
  const words = (query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const where = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    // Phones are stored as +47…; a number typed without the country code still matches.
    return {
      $or: [
        { firstName: { $ilike: pattern } },
        { lastName: { $ilike: pattern } },
        { email: { $ilike: pattern } },
        { phone: { $ilike: `%${escapeLike(word.replace(/\s+/g, ''))}%` } },
      ],
    };
  });
  const users = await em.find(UserEntity, where.length > 0 ? { $and: where } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: userSearchLimit });
  return { data: await presentUsers(em, users), next: null };
}

export async function presentUser(em: EntityManager, user: UserEntity): Promise<AdminUser> {
  const [presented] = await presentUsers(em, [user]);
  return presented!;
}

/**
 * Blocks a user with the message they will see (spec §2: a blocked person stays signed in, confined
 * to the account area; the block applies from their next request on every device). A blocked
 * owner's provider is no longer public (public-provider.ts), and in the same transaction its
 * unanswered requests and unpaid bookings end for the customers (endOpenBookingsOfOwner); the
 * caller tells them after the commit, and the person's chats (`changed`: they were not blocked
 * before). Its confirmed bookings stay for support (listBookingsNeedingAttention).
 * @throws AppError 409 `error.admin.cannot_block_self`.
 */
export async function blockUser(em: EntityManager, admin: UserEntity, id: string, message: string, now: Date): Promise<{ user: UserEntity; ended: BookingEntity[]; changed: boolean }> {
  if (id === admin.id) throw new AppError(409, 'error.admin.cannot_block_self');
  return em.transactional(async (tx) => {
    const user = await tx.findOne(UserEntity, { id });
    if (!user) throw notFound();
    const changed = !user.isBlocked;
    tx.assign(user, { isBlocked: true, blockedMessage: message });
    recordAdminAction(tx, admin, 'user.block', { type: 'user', id: user.id }, { name: `${user.firstName} ${user.lastName}`, message });
    await tx.flush();
    const ended = await endOpenBookingsOfOwner(tx, user.id, now);
    return { user, ended, changed };
  });
}

/** Lifts a block; `changed` is false when the user was not blocked (nothing to tell their chats). */
export async function unblockUser(em: EntityManager, admin: UserEntity, id: string): Promise<{ user: UserEntity; changed: boolean }> {
  const user = await em.findOne(UserEntity, { id });
  if (!user) throw notFound();
  const changed = user.isBlocked;
  em.assign(user, { isBlocked: false, blockedMessage: null });
  recordAdminAction(em, admin, 'user.unblock', { type: 'user', id: user.id }, { name: `${user.firstName} ${user.lastName}` });
  await em.flush();
  return { user, changed };
}


const auditOrder = 'audit';

/** The audit log, newest first, one page at a time (keyset on time and id, api-contract Paging). */
export async function listAuditLog(em: EntityManager, next: string | undefined): Promise<Paged<AuditLogEntry>> {
  let where = {};
  if (next) {
    const [time, id] = decodeCursor(next, auditOrder, cursorKeys.timeId);
    const at = new Date(time);
    where = { $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }] };
  }
  const rows = await em.find(AuditLogEntity, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: auditPageSize + 1 });
  const page = rows.slice(0, auditPageSize);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      id: row.id,
      actorId: row.actor?.id ?? null,
      actorName: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details ?? null,
      createdAt: row.createdAt,
    })),
    next: rows.length > auditPageSize && last ? encodeCursor(auditOrder, [cursorTimestamp(last.createdAt), last.id]) : null,
  };
}
