import { defineEntity, p } from '@mikro-orm/core';
import { textLengths } from '#shared/validation/text-lengths.ts';

/**
 * One e-mail login link (spec §4: valid 15 minutes). Only a hash of the token is stored, so the
 * table cannot be used to sign in. `expiredAt` is set by the expiry job; the check also compares
 * `expiresAt` with the clock, so a late job never extends a link.
 */
export const LoginLinkSchema = defineEntity({
  name: 'LoginLink',
  tableName: 'login_link',
  indexes: [{ properties: ['email', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    tokenHash: p.string().unique(),
    email: p.string(),
    returnTo: p.string().length(textLengths.returnTo).nullable(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    expiredAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class LoginLinkEntity extends LoginLinkSchema.class {}
LoginLinkSchema.setClass(LoginLinkEntity);
