import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { SubcategoryEntity } from '#server/modules/catalogue/subcategory.entity.ts';

/** A unique suffix so tests sharing the run's database never collide on unique columns. */
export const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** A category with one subcategory and one item, persisted. */
export async function createCategory(
  em: EntityManager,
  overrides: Partial<{ name: string; slug: string; titleNb: string; titleEn: string; sortIndex: number; taxRate: number }> = {},
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
    type: 'dailylife',
    enableParticipants: false,
    sortIndex: overrides.sortIndex ?? 1000,
  });
  const subcategory = em.create(SubcategoryEntity, { category, name: 'lawn', titleNo: 'Plen', titleEn: 'Lawn', sortIndex: 0 });
  em.create(SubcategoryItemEntity, { subcategory, name: 'mowing', titleNo: 'Klipping', titleEn: 'Mowing', sortIndex: 0 });
  await em.flush();
  return category;
}
