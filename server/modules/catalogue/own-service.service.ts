import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import type { ErrorKey } from '#shared/errors/error-catalogue.ts';
import { areasAllowedFor } from '#shared/locations/areas.ts';
import type { Offering } from '#shared/providers/offering.schema.ts';
import { slugWithSuffix } from '#shared/text/slug.ts';
import { fieldError, forbidden, notFound } from '#server/lib/app-error.ts';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import { deleteStoredUrls } from '#server/modules/media/picture-store.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { CategoryEntity } from './category.entity.ts';
import { ServiceAddonEntity } from './service-addon.entity.ts';
import { ServicePictureEntity } from './service-picture.entity.ts';
import { ServiceEntity } from './service.entity.ts';
import { SubcategoryItemEntity } from './subcategory-item.entity.ts';

const invalid = (path: string, key: ErrorKey) => fieldError(path, key, errorMessage(key, 'en'));

/**
 * A service the signed-in provider may change.
 * @throws AppError 404 unknown service, 403 another provider's (or the caller has no provider).
 */
export async function requireOwnService(
  em: EntityManager,
  provider: ProviderEntity | null,
  serviceId: string,
): Promise<{ provider: ProviderEntity; service: ServiceEntity }> {
  const service = await em.findOne(ServiceEntity, { id: serviceId });
  if (!service) throw notFound();
  if (!provider || service.provider.id !== provider.id) throw forbidden();
  return { provider, service };
}

/** Every service of the provider, enabled or not, oldest first. */
export async function listOwnServices(em: EntityManager, provider: ProviderEntity): Promise<ServiceEntity[]> {
  return em.find(ServiceEntity, { provider: provider.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

/**
 * Keeps `provider.locations` the distinct areas of its enabled services, which explore's provider
 * filter reads. `changed` is the service being written (its unflushed values count), `removed` one
 * being deleted; the caller flushes, so the provider row changes with the services.
 */
async function syncProviderLocations(em: EntityManager, provider: ProviderEntity, changed: ServiceEntity, removed = false): Promise<void> {
  const others = await em
    .getConnection()
    .execute<Array<{ areas: string[] }>>('select areas from service where provider_id = ? and enabled and id <> ?', [provider.id, changed.id]);
  const areas = new Set(others.flatMap((row) => row.areas));
  if (!removed && changed.enabled) for (const area of changed.areas) areas.add(area);
  provider.locations = [...areas].sort();
}

/**
 * Checks what a schema cannot know: subcategory items of the provider's category and areas that
 * category delivers in (only cleaning reaches around Oslo).
 * @throws AppError 400 field errors `error.service.subcategory_item_unknown`, `error.service.area_not_allowed`.
 */
async function resolveOffering(em: EntityManager, provider: ProviderEntity, offering: Offering) {
  const category = await em.findOneOrFail(CategoryEntity, { id: provider.category.id });
  const itemIds = [...new Set(offering.subCategoryItemIds)];
  const items = itemIds.length ? await em.find(SubcategoryItemEntity, { id: { $in: itemIds }, subcategory: { category: category.id } }) : [];
  const unknown = offering.subCategoryItemIds.findIndex((id) => !items.some((item) => item.id === id));
  if (unknown >= 0) throw invalid(`subCategoryItemIds.${unknown}`, 'error.service.subcategory_item_unknown');
  const allowed = new Set(areasAllowedFor(category.name).map((area) => area.id));
  const refused = offering.areas.findIndex((area) => !allowed.has(area));
  if (refused >= 0) throw invalid(`areas.${refused}`, 'error.service.area_not_allowed');
  // Ids in the order the provider chose them, without repeats.
  const orderedItems = itemIds.map((id) => items.find((item) => item.id === id)!);
  return { category, items: orderedItems };
}

function serviceFields(offering: Offering) {
  return {
    title: offering.title,
    description: offering.description,
    tags: [...new Set(offering.tags)],
    priceType: offering.priceType,
    basePriceOre: offering.basePriceOre,
    baseDurationMinutes: offering.baseDurationMinutes,
    maxBaseParticipants: offering.maxBaseParticipants,
    included: offering.included,
    customerChecklist: offering.customerChecklist,
    areas: [...new Set(offering.areas)],
    enabled: offering.enabled,
  };
}

function addonFields(addon: Offering['addons'][number], sortIndex: number) {
  return {
    title: addon.title,
    description: addon.description || null,
    unitType: addon.unitType,
    unitPriceOre: addon.unitPriceOre,
    unitTimeMinutes: addon.unitTimeMinutes,
    maxUnits: addon.maxUnits,
    unitsInBasePrice: addon.unitsInBasePrice,
    sortIndex,
  };
}

/** A slug no service has: the title and a short random tail, as the demo data makes them. */
async function freeSlug(em: EntityManager, title: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const slug = slugWithSuffix(title || 'tjeneste', randomBytes(4).readUInt32BE().toString(36).slice(0, attempt < 5 ? 4 : 7));
    if ((await em.count(ServiceEntity, { slug })) === 0) return slug;
  }
}

/**
 * Spec §7 `POST /api/service`: a new service in the provider's own category, with its add-ons in
 * the order given. Prices are øre.
 */
export async function createOwnService(em: EntityManager, provider: ProviderEntity, offering: Offering): Promise<ServiceEntity> {
  const { category, items } = await resolveOffering(em, provider, offering);
  const service = em.create(ServiceEntity, {
    provider,
    category,
    slug: await freeSlug(em, offering.title),
    ...serviceFields(offering),
    popularity: 0,
    ratingAverage: null,
    ratingCount: 0,
    subCategoryItems: items,
  });
  offering.addons.forEach((addon, index) => {
    if (addon.id) throw invalid(`addons.${index}.id`, 'error.http.resource_not_found');
    em.create(ServiceAddonEntity, { service, ...addonFields(addon, index) });
  });
  await syncProviderLocations(em, provider, service);
  await em.flush();
  return service;
}

/**
 * Spec §7 `PUT /api/service/{id}`: replaces the service's fields. Add-ons with an id are kept and
 * updated (bookings refer to them), new ones created, and those left out removed.
 * @throws AppError 400 when an add-on id is not one of this service's.
 */
export async function updateOwnService(em: EntityManager, provider: ProviderEntity, service: ServiceEntity, offering: Offering): Promise<void> {
  const { category, items } = await resolveOffering(em, provider, offering);
  const existing = await em.find(ServiceAddonEntity, { service: service.id });
  const kept = new Set<string>();
  offering.addons.forEach((addon, index) => {
    if (!addon.id) {
      em.create(ServiceAddonEntity, { service, ...addonFields(addon, index) });
      return;
    }
    const row = existing.find((candidate) => candidate.id === addon.id);
    if (!row || kept.has(row.id)) throw invalid(`addons.${index}.id`, 'error.http.resource_not_found');
    kept.add(row.id);
    em.assign(row, addonFields(addon, index));
  });
  for (const row of existing) if (!kept.has(row.id)) em.remove(row);
  em.assign(service, { category, ...serviceFields(offering) });
  service.subCategoryItems.set(items);
  await syncProviderLocations(em, provider, service);
  await em.flush();
}

/**
 * Spec §7 `PATCH /api/service/{id}/enabled`. A service without areas cannot be switched on: no
 * customer could find it (a change of category may have left it without any).
 * @throws AppError 400 field error `areas` / `error.service.areas_required`.
 */
export async function setServiceEnabled(em: EntityManager, provider: ProviderEntity, service: ServiceEntity, enabled: boolean): Promise<void> {
  if (enabled && service.areas.length === 0) throw invalid('areas', 'error.service.areas_required');
  service.enabled = enabled;
  await syncProviderLocations(em, provider, service);
  await em.flush();
}

/** Deletes a service; the database removes its add-ons and pictures, and their uploaded files go after. */
export async function deleteOwnService(em: EntityManager, storage: MediaStorage, provider: ProviderEntity, service: ServiceEntity): Promise<void> {
  const pictures = await em.find(ServicePictureEntity, { service: service.id });
  const urls = pictures.flatMap((picture) => [picture.square, picture.wide]);
  await syncProviderLocations(em, provider, service, true);
  em.remove(service);
  await em.flush();
  await deleteStoredUrls(storage, urls);
}

/**
 * A provider that changes category takes its services along: subcategory items belong to the old
 * category and are dropped, areas the new category does not deliver in are removed, and a service
 * left without any area is switched off until the provider chooses new ones. The caller flushes,
 * so the provider and its services change together.
 */
export async function moveServicesToCategory(em: EntityManager, provider: ProviderEntity, category: CategoryEntity): Promise<void> {
  const services = await em.find(ServiceEntity, { provider: provider.id }, { populate: ['subCategoryItems'] });
  const allowed = new Set(areasAllowedFor(category.name).map((area) => area.id));
  const locations = new Set<string>();
  for (const service of services) {
    service.category = category;
    service.subCategoryItems.removeAll();
    service.areas = service.areas.filter((area) => allowed.has(area));
    if (service.areas.length === 0) service.enabled = false;
    if (service.enabled) for (const area of service.areas) locations.add(area);
  }
  provider.locations = [...locations].sort();
}
