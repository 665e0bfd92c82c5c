import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from './user.entity.ts';

/** A third-party login (OpenID Connect issuer + subject) linked to a user. */
export const UserIdentitySchema = defineEntity({
  name: 'UserIdentity',
  tableName: 'user_identity',
  uniques: [{ properties: ['issuer', 'subject'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade').index(),
    issuer: p.string(),
    subject: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class UserIdentityEntity extends UserIdentitySchema.class {}
UserIdentitySchema.setClass(UserIdentityEntity);
