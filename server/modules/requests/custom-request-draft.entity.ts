import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';

/**
 * The custom-request wizard's draft kept on the server (spec §3: stage, dto), so a visitor can
 * sign in at "send" and go on on another device. A visitor's draft is found by its random id
 * alone; once someone signed in saves it, only they can read it.
 */
export const CustomRequestDraftSchema = defineEntity({
  name: 'CustomRequestDraft',
  tableName: 'custom_request_draft',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    owner: () => p.manyToOne(UserEntity).nullable().deleteRule('cascade'),
    stage: p.smallint().default(1),
    dto: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class CustomRequestDraftEntity extends CustomRequestDraftSchema.class {}
CustomRequestDraftSchema.setClass(CustomRequestDraftEntity);
