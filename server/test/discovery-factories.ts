import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProfileContent } from '#shared/explore/provider.schema.ts';
import type { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { ServiceAddonEntity } from '#server/modules/catalogue/service-addon.entity.ts';
import { ServicePictureEntity } from '#server/modules/catalogue/service-picture.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { ProviderPictureEntity } from '#server/modules/providers/provider-picture.entity.ts';
import { emptyProfileContent, ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { ProviderRatingEntity } from '#server/modules/ratings/provider-rating.entity.ts';
import { createCategory, createTestUser, unique } from './factories.ts';

export interface ProviderOverrides {
  status: 'pending' | 'approved' | 'rejected';
  displayName: string;
  slug: string;
  tagline: string | null;
  companyName: string | null;
  description: string;
  category: CategoryEntity;
  instantBooking: boolean;
  isRecommended: boolean;
  idVerified: boolean;
  locations: string[];
  workingDays: number[];
  popularity: number;
  ratingAverage: number | null;
  ratingCount: number;
  cancelRate: number | null;
  acceptanceRate: number | null;
  averageResponseTimeSec: number | null;
  content: ProfileContent;
  approvedAt: Date | null;
  photo: string | null;
}

/**
 * A provider with its own owner account, approved unless told otherwise (only approved providers
 * are public). Without a category it gets a fresh one, so tests that filter by category see only
 * their own providers.
 */
export async function createProvider(em: EntityManager, overrides: Partial<ProviderOverrides> = {}): Promise<ProviderEntity> {
  const owner = await createTestUser(em);
  const category = overrides.category ?? (await createCategory(em));
  const slug = overrides.slug ?? unique('leverandor');
  const status = overrides.status ?? 'approved';
  const provider = em.create(ProviderEntity, {
    owner,
    status,
    approvedAt: overrides.approvedAt !== undefined ? overrides.approvedAt : status === 'approved' ? new Date() : null,
    orgType: 'individual',
    companyName: overrides.companyName ?? null,
    slug,
    displayName: overrides.displayName ?? `Leverandør ${slug}`,
    tagline: overrides.tagline ?? null,
    description: overrides.description ?? '',
    category,
    instantBooking: overrides.instantBooking ?? false,
    photo: overrides.photo ?? null,
    coverOriginal: null,
    coverSquare: null,
    coverWide: null,
    satisfactionGuarantee: true,
    isRecommended: overrides.isRecommended ?? false,
    content: overrides.content ?? emptyProfileContent,
    locations: overrides.locations ?? ['oslo'],
    workingDays: overrides.workingDays ?? [1, 2, 3, 4, 5],
    idVerified: overrides.idVerified ?? false,
    serviceFeePercent: 15,
    ratingAverage: overrides.ratingAverage ?? null,
    ratingCount: overrides.ratingCount ?? 0,
    cancelRate: overrides.cancelRate !== undefined ? overrides.cancelRate : null,
    averageResponseTimeSec: overrides.averageResponseTimeSec ?? null,
    acceptanceRate: overrides.acceptanceRate ?? null,
    popularity: overrides.popularity ?? 0,
  });
  await em.flush();
  return provider;
}

export interface ServiceOverrides {
  title: string;
  slug: string;
  description: string;
  category: CategoryEntity;
  tags: string[];
  priceType: 'fixed' | 'from';
  basePriceOre: number;
  baseDurationMinutes: number;
  maxBaseParticipants: number | null;
  included: string[];
  customerChecklist: string[];
  areas: string[];
  enabled: boolean;
  popularity: number;
  subCategoryItems: SubcategoryItemEntity[];
}

/** An enabled service of `provider`, in the provider's category unless told otherwise. */
export async function createService(em: EntityManager, provider: ProviderEntity, overrides: Partial<ServiceOverrides> = {}): Promise<ServiceEntity> {
  const slug = overrides.slug ?? unique('tjeneste');
  const service = em.create(ServiceEntity, {
    provider,
    category: overrides.category ?? provider.category,
    slug,
    title: overrides.title ?? `Tjeneste ${slug}`,
    description: overrides.description ?? '',
    tags: overrides.tags ?? [],
    priceType: overrides.priceType ?? 'fixed',
    basePriceOre: overrides.basePriceOre ?? 100_000,
    baseDurationMinutes: overrides.baseDurationMinutes ?? 60,
    maxBaseParticipants: overrides.maxBaseParticipants ?? null,
    included: overrides.included ?? [],
    customerChecklist: overrides.customerChecklist ?? [],
    areas: overrides.areas ?? ['oslo'],
    enabled: overrides.enabled ?? true,
    popularity: overrides.popularity ?? 0,
    ratingAverage: null,
    ratingCount: 0,
  });
  for (const item of overrides.subCategoryItems ?? []) service.subCategoryItems.add(item);
  await em.flush();
  return service;
}

/** A picture on a service; the lowest sortIndex is the card picture. */
export async function createServicePicture(
  em: EntityManager,
  service: ServiceEntity,
  overrides: Partial<{ sortIndex: number; title: string | null; square: string; wide: string }> = {},
): Promise<ServicePictureEntity> {
  const picture = em.create(ServicePictureEntity, {
    service,
    square: overrides.square ?? `/media/${unique('kvadrat')}.webp`,
    wide: overrides.wide ?? `/media/${unique('bred')}.webp`,
    title: overrides.title ?? null,
    sortIndex: overrides.sortIndex ?? 0,
  });
  await em.flush();
  return picture;
}

/** A gallery picture on a provider profile. */
export async function createProviderPicture(
  em: EntityManager,
  provider: ProviderEntity,
  overrides: Partial<{ sortIndex: number; title: string | null }> = {},
): Promise<ProviderPictureEntity> {
  const picture = em.create(ProviderPictureEntity, {
    provider,
    square: `/media/${unique('kvadrat')}.webp`,
    wide: `/media/${unique('bred')}.webp`,
    title: overrides.title ?? null,
    sortIndex: overrides.sortIndex ?? 0,
  });
  await em.flush();
  return picture;
}

/** An add-on of a service. */
export async function createAddon(
  em: EntityManager,
  service: ServiceEntity,
  overrides: Partial<{ title: string; unitPriceOre: number; sortIndex: number; unitType: 'custom' | 'participant'; maxUnits: number }> = {},
): Promise<ServiceAddonEntity> {
  const addon = em.create(ServiceAddonEntity, {
    service,
    title: overrides.title ?? 'Ekstra time',
    description: null,
    unitType: overrides.unitType ?? 'custom',
    unitPriceOre: overrides.unitPriceOre ?? 50_000,
    unitTimeMinutes: 60,
    maxUnits: overrides.maxUnits ?? 3,
    unitsInBasePrice: 0,
    sortIndex: overrides.sortIndex ?? 0,
  });
  await em.flush();
  return addon;
}

/** A rating of `provider`, by a named customer unless anonymous. */
export async function createRating(
  em: EntityManager,
  provider: ProviderEntity,
  overrides: Partial<{
    numStars: number;
    comment: string | null;
    customerFirstname: string | null;
    anonymous: boolean;
    service: ServiceEntity | null;
    serviceTitle: string | null;
    externalId: string | null;
    createdAt: Date;
  }> = {},
): Promise<ProviderRatingEntity> {
  const rating = em.create(ProviderRatingEntity, {
    provider,
    service: overrides.service ?? null,
    customer: null,
    serviceTitle: overrides.serviceTitle ?? overrides.service?.title ?? null,
    numStars: overrides.numStars ?? 5,
    comment: overrides.comment ?? null,
    customerFirstname: overrides.customerFirstname !== undefined ? overrides.customerFirstname : 'Ola',
    anonymous: overrides.anonymous ?? false,
    externalId: overrides.externalId ?? null,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  await em.flush();
  return rating;
}
