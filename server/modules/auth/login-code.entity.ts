import { defineEntity, p } from '@mikro-orm/core';

/**
 * One SMS login code (spec §4 login code). The id is the nonce the client holds; only an HMAC of
 * nonce and code is stored. Single use, 10 minutes, at most 5 wrong tries.
 */
export const LoginCodeSchema = defineEntity({
  name: 'LoginCode',
  tableName: 'login_code',
  indexes: [{ properties: ['phone', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    phone: p.string(),
    codeHash: p.string(),
    failedAttempts: p.integer().default(0),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class LoginCodeEntity extends LoginCodeSchema.class {}
LoginCodeSchema.setClass(LoginCodeEntity);
