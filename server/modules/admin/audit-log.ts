import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { AuditLogEntity } from './audit-log.entity.ts';

/** What admins do that the log keeps (spec §1: admin roles are never shown, but they are accountable). */
export type AdminAction =
  | 'provider.approve'
  | 'provider.reject'
  | 'provider.withdraw_approval'
  | 'provider.legal_info.view'
  | 'provider.id_photo.view'
  | 'user.block'
  | 'user.unblock'
  | 'booking.cancel'
  | 'booking.refund'
  | 'booking.replace_provider'
  | 'invoice.mark_paid'
  | 'chat.deactivate'
  | 'chat.reactivate'
  | 'rating.hide';

export interface AuditTarget {
  type: 'provider' | 'user' | 'booking' | 'invoice' | 'chat' | 'rating';
  id: string;
}

/**
 * Adds one audit log row to the unit of work. It is written by the caller's next flush, together
 * with the change it records, so a change is never saved without its row (nor the other way round).
 */
export function recordAdminAction(
  em: EntityManager,
  actor: UserEntity,
  action: AdminAction,
  target: AuditTarget,
  details: Record<string, unknown> | null = null,
): AuditLogEntity {
  return em.create(AuditLogEntity, {
    actor,
    actorName: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}
