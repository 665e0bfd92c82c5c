import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ProfileContent } from '#shared/explore/provider.schema.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';

export const emptyProfileContent: ProfileContent = {
  experience: null,
  music: [],
  videos: [],
  socials: { instagram: null, facebook: null, tiktok: null, youtube: null, website: null },
  practicalInfo: null,
};

/**
 * Spec §3 Provider with its public Profile. Only `approved` providers are ever shown to the
 * public (spec §1, manual review). The listing figures (rating, cancel rate, response time,
 * acceptance rate) are kept on the row so explore can sort and filter without aggregating.
 * `workingDays` are ISO weekdays (1 = Monday); explore's date filter uses them until the full
 * schedule exists.
 */
export const ProviderSchema = defineEntity({
  name: 'Provider',
  tableName: 'provider',
  indexes: [
    { properties: ['status', 'popularity', 'id'] },
    { properties: ['category'] },
    { properties: ['locations'], type: 'gin' },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    owner: () => p.manyToOne(UserEntity).unique().deleteRule('restrict'),
    /**
     * `draft` while the person is still filling in the registration, `pending` once it is sent for
     * manual review, then `approved` or `rejected` (with a reason; they may correct and send again).
     */
    status: p.enum(['draft', 'pending', 'approved', 'rejected'] as const).default('draft'),
    /** The registration stage to resume at (1 category, 2 role, 3 details, 4 payout, 5 summary). */
    registrationStage: p.smallint().default(1),
    submittedAt: p.datetime().nullable(),
    approvedAt: p.datetime().nullable(),
    reviewedAt: p.datetime().nullable(),
    rejectionReason: p.text().nullable(),
    orgType: p.enum(['individual', 'company', 'agent'] as const),
    companyName: p.string().nullable(),
    slug: p.string().unique(),
    displayName: p.string(),
    tagline: p.string().nullable(),
    description: p.text().default(''),
    category: () => p.manyToOne(CategoryEntity).deleteRule('restrict'),
    instantBooking: p.boolean().default(false),
    photo: p.string().nullable(),
    coverOriginal: p.string().nullable(),
    coverSquare: p.string().nullable(),
    coverWide: p.string().nullable(),
    /** Both badges follow the rules in ratings/provider-badges.ts, set only by refreshProviderFigures. */
    satisfactionGuarantee: p.boolean().default(false),
    isRecommended: p.boolean().default(false),
    content: p.json<ProfileContent>().default(JSON.stringify(emptyProfileContent)),
    locations: p.array().defaultRaw(`'{}'`),
    workingDays: p.array<number>((value) => Number(value), (value) => String(value)).columnType('smallint[]').defaultRaw(`'{1,2,3,4,5}'`),
    idVerified: p.boolean().default(false),
    serviceFeePercent: p.decimal('number').precision(5).scale(2).default(15),
    /**
     * The figures explore shows, counted from events by refreshProviderFigures (ratings module);
     * a rate or time is null while the provider is too new to have one.
     */
    ratingAverage: p.decimal('number').precision(3).scale(2).nullable(),
    ratingCount: p.integer().default(0),
    cancelRate: p.decimal('number').precision(5).scale(4).nullable(),
    averageResponseTimeSec: p.integer().nullable(),
    acceptanceRate: p.decimal('number').precision(5).scale(4).nullable(),
    /** Explore's "most popular" key: the ranking score in millionths (ratings/ranking.ts). */
    popularity: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ProviderEntity extends ProviderSchema.class {}
ProviderSchema.setClass(ProviderEntity);
