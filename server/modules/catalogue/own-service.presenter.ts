import type { EntityManager } from '@mikro-orm/postgresql';
import type { Picture } from '#shared/explore/common.schema.ts';
import type { Addon } from '#shared/explore/service.schema.ts';
import type { OwnService } from '#shared/providers/offering.schema.ts';
import { ServiceAddonEntity } from './service-addon.entity.ts';
import { ServicePictureEntity } from './service-picture.entity.ts';
import type { ServiceEntity } from './service.entity.ts';

export function presentServicePicture(picture: ServicePictureEntity): Picture {
  return { id: picture.id, square: picture.square, wide: picture.wide, title: picture.title ?? null, sortIndex: picture.sortIndex };
}

export function presentAddon(addon: ServiceAddonEntity): Addon {
  return {
    id: addon.id,
    title: addon.title,
    description: addon.description ?? null,
    unitType: addon.unitType,
    unitPriceOre: addon.unitPriceOre,
    unitTimeMinutes: addon.unitTimeMinutes,
    maxUnits: addon.maxUnits,
    unitsInBasePrice: addon.unitsInBasePrice,
    sortIndex: addon.sortIndex,
  };
}

/** Pictures of one service in gallery order (the first is the card picture). */
export async function loadServicePictures(em: EntityManager, serviceId: string): Promise<Picture[]> {
  const pictures = await em.find(ServicePictureEntity, { service: serviceId }, { orderBy: { sortIndex: 'asc', createdAt: 'asc', id: 'asc' } });
  return pictures.map(presentServicePicture);
}

/**
 * Services as their provider edits them (spec §3 Service with add-ons and pictures), every one
 * whether enabled or not, in the order given. Add-ons, pictures and subcategory items are read in
 * one query each for the whole list.
 */
export async function loadOwnServices(em: EntityManager, services: readonly ServiceEntity[]): Promise<OwnService[]> {
  if (services.length === 0) return [];
  const ids = services.map((service) => service.id);
  await em.populate(services as ServiceEntity[], ['subCategoryItems'], { refresh: true });
  const addons = await em.find(ServiceAddonEntity, { service: { $in: ids } }, { orderBy: { sortIndex: 'asc', id: 'asc' } });
  const pictures = await em.find(ServicePictureEntity, { service: { $in: ids } }, { orderBy: { sortIndex: 'asc', createdAt: 'asc', id: 'asc' } });
  return services.map((service) => ({
    id: service.id,
    slug: service.slug,
    title: service.title,
    description: service.description,
    categoryId: service.category.id,
    subCategoryItemIds: service.subCategoryItems.getItems().map((item) => item.id),
    tags: service.tags,
    priceType: service.priceType,
    basePriceOre: service.basePriceOre,
    baseDurationMinutes: service.baseDurationMinutes,
    maxBaseParticipants: service.maxBaseParticipants ?? null,
    included: service.included,
    customerChecklist: service.customerChecklist,
    areas: service.areas,
    enabled: service.enabled,
    addons: addons.filter((addon) => addon.service.id === service.id).map(presentAddon),
    pictures: pictures.filter((picture) => picture.service.id === service.id).map(presentServicePicture),
    created: service.createdAt,
    updated: service.updatedAt,
  }));
}

export async function loadOwnService(em: EntityManager, service: ServiceEntity): Promise<OwnService> {
  const [present] = await loadOwnServices(em, [service]);
  return present!;
}
