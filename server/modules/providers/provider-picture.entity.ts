import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { textLengths } from '#shared/validation/text-lengths.ts';
import { ProviderEntity } from './provider.entity.ts';

/** A gallery picture on the provider profile (the hero images), in square and wide crops. */
export const ProviderPictureSchema = defineEntity({
  name: 'ProviderPicture',
  tableName: 'provider_picture',
  indexes: [{ properties: ['provider', 'sortIndex'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('cascade'),
    square: p.string(),
    wide: p.string(),
    title: p.string().length(textLengths.pictureTitle).nullable(),
    sortIndex: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ProviderPictureEntity extends ProviderPictureSchema.class {}
ProviderPictureSchema.setClass(ProviderPictureEntity);
