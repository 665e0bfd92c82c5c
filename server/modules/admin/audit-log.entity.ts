import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';

/**
 * Every admin action (who, what, when, on what). Rows are only ever inserted. The actor is kept
 * even if the admin's account is later removed: the name is copied into `actorName`.
 */
export const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'admin_audit_log',
  indexes: [{ properties: ['createdAt'] }, { properties: ['targetType', 'targetId'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    actor: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    actorName: p.string(),
    action: p.string(),
    targetType: p.string(),
    targetId: p.string(),
    details: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AuditLogEntity extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLogEntity);
