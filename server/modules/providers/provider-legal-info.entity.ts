import { defineEntity, p } from '@mikro-orm/core';
import { EncryptedTextType } from '#server/db/types/encrypted-text.type.ts';
import { ProviderEntity } from './provider.entity.ts';

/**
 * Spec §3 legalInfo: who the provider is in law and where the money goes. Visible only to the
 * provider and to admins, never in a public payload. Columns are nullable because a registration
 * is saved stage by stage; `POST /api/provider/{id}/legal` checks the whole set before review.
 * The ID photo is a key in the private media storage, which is never served under `/media`.
 */
export const ProviderLegalInfoSchema = defineEntity({
  name: 'ProviderLegalInfo',
  tableName: 'provider_legal_info',
  properties: {
    provider: () => p.oneToOne(ProviderEntity).primary().owner().deleteRule('cascade'),
    orgType: p.enum(['individual', 'company', 'agent'] as const).nullable(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    companyName: p.string().nullable(),
    orgNumber: p.string().nullable(),
    /** Encrypted at rest: a database dump alone does not reveal it. */
    nationalId: p.type(EncryptedTextType).nullable(),
    email: p.string().nullable(),
    bankAccountNumber: p.type(EncryptedTextType).nullable(),
    invoiceStreet: p.string().nullable(),
    invoicePostalCode: p.string().nullable(),
    invoicePostalPlace: p.string().nullable(),
    idPhotoKey: p.string().nullable(),
    termsAcceptedAt: p.datetime().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ProviderLegalInfoEntity extends ProviderLegalInfoSchema.class {}
ProviderLegalInfoSchema.setClass(ProviderLegalInfoEntity);
