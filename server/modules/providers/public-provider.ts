import { sql, type SqlFragment } from '#server/db/sql.ts';
import { AppError } from '#server/lib/app-error.ts';

/**
 * Spec §1 and §2: who the public may see and book. A provider is public when its registration is
 * approved and its owner is not blocked by an admin. Every public read (explore lists, promo,
 * search, service and provider pages, ratings, page heads, the sitemap, location lookups,
 * availability) and every new booking asks this one question, so withdrawing an approval or
 * blocking the owner hides the provider everywhere at once, and lifting the block brings it back.
 *
 * The block is read from `app_user` on each query rather than copied to the provider: a copy would
 * need every path that blocks (admin console, CLI, a future job) to remember it. The anti-join
 * reads the blocked users from their own partial index (`app_user_blocked_index`), so it costs
 * next to nothing; measured in docs/architecture.md.
 */
const publicProviderSql = {
  p: sql`(p.status = 'approved' and not exists (select 1 from app_user bu where bu.id = p.owner_id and bu.is_blocked))`,
  owner: sql`(owner.status = 'approved' and not exists (select 1 from app_user bu where bu.id = owner.owner_id and bu.is_blocked))`,
} as const;

/** The provider row aliased `alias` is public (approved, owner not blocked). */
export function providerIsPublic(alias: keyof typeof publicProviderSql = 'p'): SqlFragment {
  return publicProviderSql[alias];
}

/**
 * The answer to anything new asked of a provider that is not public (a booking, a request, the
 * days and times to book or move to): 409 "Service is not available".
 */
export const serviceUnavailable = () => new AppError(409, 'error.booking.service_unavailable');
