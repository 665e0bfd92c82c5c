import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import type { LegalInfo } from '#shared/providers/registration.schema.ts';
import type { OwnProfile } from '#shared/providers/profile.schema.ts';
import { ProviderLegalInfoEntity } from './provider-legal-info.entity.ts';
import { ProviderPictureEntity } from './provider-picture.entity.ts';
import type { ProviderEntity } from './provider.entity.ts';

/**
 * The legal info as its owner and admins see it. A provider that has not reached the details
 * stage has no row yet; it reads as all empty so the forms can start blank.
 */
export function presentLegalInfo(provider: ProviderEntity, legal: ProviderLegalInfoEntity | null): LegalInfo {
  const hasAddress = legal?.invoiceStreet != null && legal.invoicePostalCode != null;
  return {
    orgType: legal?.orgType ?? null,
    firstName: legal?.firstName ?? null,
    lastName: legal?.lastName ?? null,
    companyName: legal?.companyName ?? null,
    orgNumber: legal?.orgNumber ?? null,
    nationalId: legal?.nationalId ?? null,
    email: legal?.email ?? null,
    bankAccountNumber: legal?.bankAccountNumber ?? null,
    invoiceAddress: hasAddress
      ? { street: legal.invoiceStreet!, postalCode: legal.invoicePostalCode!, postalPlace: legal.invoicePostalPlace ?? null }
      : null,
    hasIdPhoto: legal?.idPhotoKey != null,
    termsAccepted: legal?.termsAcceptedAt != null,
    serviceFeePercentage: Number(provider.serviceFeePercent),
  };
}

export async function loadLegalInfo(em: EntityManager, provider: ProviderEntity): Promise<LegalInfo> {
  const legal = await em.findOne(ProviderLegalInfoEntity, { provider: provider.id });
  return presentLegalInfo(provider, legal);
}

export async function loadOwnProfile(em: EntityManager, provider: ProviderEntity): Promise<OwnProfile> {
  const pictures = await em.find(ProviderPictureEntity, { provider: provider.id }, { orderBy: { sortIndex: 'asc', createdAt: 'asc' } });
  return {
    slug: provider.slug,
    displayName: provider.displayName,
    tagline: provider.tagline ?? null,
    description: provider.description,
    categoryId: provider.category.id,
    instantBooking: provider.instantBooking,
    photo: provider.photo ?? null,
    coverOriginal: provider.coverOriginal ?? null,
    coverSquare: provider.coverSquare ?? null,
    coverWide: provider.coverWide ?? null,
    satisfactionGuarantee: provider.satisfactionGuarantee,
    isRecommended: provider.isRecommended,
    content: provider.content,
    pictures: pictures.map((picture) => ({
      id: picture.id,
      square: picture.square,
      wide: picture.wide,
      title: picture.title ?? null,
      sortIndex: picture.sortIndex,
    })),
  };
}

/** `GET /api/provider/me`: the provider with its legal info, which only the owner and admins see. */
export async function loadProviderMe(em: EntityManager, provider: ProviderEntity): Promise<ProviderMe> {
  // One after the other: an EntityManager fork is not meant for concurrent queries.
  const legalInfo = await loadLegalInfo(em, provider);
  const profile = await loadOwnProfile(em, provider);
  return {
    id: provider.id,
    status: provider.status,
    registrationStage: provider.registrationStage,
    rejectionReason: provider.rejectionReason ?? null,
    submittedAt: provider.submittedAt ?? null,
    approvedAt: provider.approvedAt ?? null,
    orgType: provider.orgType,
    legalInfo,
    profile,
    serviceFeePercent: Number(provider.serviceFeePercent),
    created: provider.createdAt,
  };
}
