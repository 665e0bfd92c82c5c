import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createUser } from '#server/modules/accounts/user.service.ts';
import { newSessionId } from '#server/modules/auth/session-store.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { SubcategoryEntity } from '#server/modules/catalogue/subcategory.entity.ts';

/** A unique suffix so tests sharing the run's database never collide on unique columns. */
export const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** A category with one subcategory and one item, persisted. */
export async function createCategory(
  em: EntityManager,
  overrides: Partial<{ name: string; slug: string; titleNb: string; titleEn: string; sortIndex: number; taxRate: number; type: 'event' | 'dailylife' }> = {},
): Promise<CategoryEntity> {
  const slug = overrides.slug ?? unique('kategori');
  const category = em.create(CategoryEntity, {
    name: overrides.name ?? slug,
    slug,
    titleNb: overrides.titleNb ?? 'Hagearbeid',
    titleEn: overrides.titleEn ?? 'Gardening',
    uiTitleNb: 'Grønnere hage',
    uiTitleEn: 'A greener garden',
    descriptionNb: 'Plenklipp og hekk.',
    descriptionEn: 'Lawns and hedges.',
    questionTitleHintNb: null,
    questionTitleHintEn: null,
    image: null,
    taxRate: overrides.taxRate ?? 25,
    type: overrides.type ?? 'dailylife',
    enableParticipants: false,
    sortIndex: overrides.sortIndex ?? 1000,
  });
  const subcategory = em.create(SubcategoryEntity, { category, name: 'lawn', titleNo: 'Plen', titleEn: 'Lawn', sortIndex: 0 });
  em.create(SubcategoryItemEntity, { subcategory, name: 'mowing', titleNo: 'Klipping', titleEn: 'Mowing', sortIndex: 0 });
  await em.flush();
  return category;
}

/** A Norwegian mobile number no other test uses. */
export const uniquePhone = () => `+479${String(randomUUID().replace(/\D/g, '')).padEnd(7, '0').slice(0, 7)}`;
export const uniqueEmail = (label = 'kunde') => `${unique(label)}@eksempel.no`;

/**
 * The category named 'cleaning' (subscriptions and the estimator are for it by name), made once
 * per test database: test files running beside each other share it rather than racing to create it.
 */
export async function cleaningCategory(em: EntityManager): Promise<CategoryEntity> {
  await em.getConnection().execute(
    `insert into category (id, name, slug, title_nb, title_en, ui_title_nb, ui_title_en, description_nb, description_en, tax_rate, type, enable_participants, sort_index, created_at, updated_at)
     values (gen_random_uuid(), 'cleaning', 'rengjoring-test', 'Rengjøring', 'Cleaning', 'Rent hjem', 'A clean home', 'Vask.', 'Cleaning.', 25, 'dailylife', false, 1000, now(), now())
     on conflict do nothing`,
  );
  return em.fork().findOneOrFail(CategoryEntity, { name: 'cleaning' });
}

/** A customer account, persisted. */
export async function createTestUser(
  em: EntityManager,
  overrides: Partial<{ firstName: string; email: string; phone: string; language: 'nb_no' | 'en_us'; isBlocked: boolean; blockedMessage: string }> = {},
): Promise<UserEntity> {
  const create = (phone: string) =>
    createUser(
      em,
      {
        firstName: overrides.firstName ?? 'Kari',
        lastName: 'Nordmann',
        phone,
        email: overrides.email ?? uniqueEmail(),
        language: overrides.language ?? 'nb_no',
        asBusiness: false,
        acceptTerms: true,
      },
      new Date(),
    );
  let user: UserEntity | undefined;
  // A Norwegian mobile number leaves 7 free digits, and a whole run creates thousands of people
  // in one database: a drawn number is sometimes taken already, so draw another.
  for (let attempt = 1; !user; attempt += 1) {
    try {
      user = await create(overrides.phone ?? uniquePhone());
    } catch (error) {
      const taken = error instanceof AppError && error.key === 'error.auth.phone_registered';
      if (!taken || overrides.phone || attempt >= 5) throw error;
    }
  }
  if (overrides.isBlocked) {
    em.assign(user, { isBlocked: true, blockedMessage: overrides.blockedMessage ?? null });
    await em.flush();
  }
  return user;
}

/** A signed-in session for a user without going through a sign-in flow; returns the cookie value. */
export async function sessionCookieFor(app: FastifyInstance, userId: string): Promise<string> {
  const id = newSessionId();
  const now = app.clock.now().getTime();
  await app.sessions.save(id, { userId, createdAt: now, lastSeenAt: now });
  return id;
}

/**
 * The body of a booking or a request (`POST /api/booking`, `POST /api/custom-request/service`):
 * to Storgata 1, 0155 Oslo, no add-ons, paid by card with the terms accepted; `extra` overrides.
 */
export const bookingRequestBody = (serviceId: string, startTime: string, extra: Record<string, unknown> = {}) => ({
  serviceId,
  startTime,
  deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
  addons: [],
  paymentMethod: 'card',
  acceptTerms: true,
  ...extra,
});
