import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { textLengths } from '#shared/validation/text-lengths.ts';
import { ServiceEntity } from './service.entity.ts';

/** A service picture in the square and wide crops; the lowest `sortIndex` is the card picture. */
export const ServicePictureSchema = defineEntity({
  name: 'ServicePicture',
  tableName: 'service_picture',
  indexes: [{ properties: ['service', 'sortIndex'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    service: () => p.manyToOne(ServiceEntity).deleteRule('cascade'),
    square: p.string(),
    wide: p.string(),
    title: p.string().length(textLengths.pictureTitle).nullable(),
    sortIndex: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ServicePictureEntity extends ServicePictureSchema.class {}
ServicePictureSchema.setClass(ServicePictureEntity);
