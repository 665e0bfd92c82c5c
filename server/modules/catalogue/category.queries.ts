import type { EntityManager } from '@mikro-orm/postgresql';
import type { Category } from '#shared/catalogue/category.schema.ts';

/**
 * Explore reads are the hottest path of the marketplace, so categories are read as finished
 * JSON in one round trip: PostgreSQL builds the public shape (spec §3) and no entities are
 * hydrated. Writes still go through the entities.
 */
const categoryJson = `
  select json_build_object(
    'id', c.id, 'name', c.name, 'slug', c.slug,
    'title', json_build_object('nb', c.title_nb, 'en', c.title_en),
    'uiTitle', json_build_object('nb', c.ui_title_nb, 'en', c.ui_title_en),
    'description', json_build_object('nb', c.description_nb, 'en', c.description_en),
    'questionTitleHint', case when c.question_title_hint_nb is null or c.question_title_hint_en is null then null
      else json_build_object('nb', c.question_title_hint_nb, 'en', c.question_title_hint_en) end,
    'image', c.image, 'taxRate', c.tax_rate::float8, 'type', c.type,
    'enableParticipants', c.enable_participants, 'sortIndex', c.sort_index,
    'subcategories', coalesce((
      select json_agg(json_build_object(
        'id', s.id, 'name', s.name, 'titleNo', s.title_no, 'titleEn', s.title_en, 'sortIndex', s.sort_index,
        'subCategoryItems', coalesce((
          select json_agg(json_build_object(
            'id', i.id, 'name', i.name, 'titleNo', i.title_no, 'titleEn', i.title_en, 'sortIndex', i.sort_index
          ) order by i.sort_index, i.name)
          from subcategory_item i where i.subcategory_id = s.id), '[]'::json)
      ) order by s.sort_index, s.name)
      from subcategory s where s.category_id = c.id), '[]'::json)
  ) as category
  from category c`;

/** All categories in display order, each with its subcategories and their items. */
export async function listCategories(em: EntityManager): Promise<Category[]> {
  const rows = await em.execute<Array<{ category: Category }>>(`${categoryJson} order by c.sort_index, c.name`);
  return rows.map((row) => row.category);
}

/** One category by id or slug, or null when there is none. */
export async function findCategory(em: EntityManager, where: { id: string } | { slug: string }): Promise<Category | null> {
  const [column, value] = 'id' in where ? ['c.id', where.id] : ['c.slug', where.slug];
  const rows = await em.execute<Array<{ category: Category }>>(`${categoryJson} where ${column} = ?`, [value]);
  return rows[0]?.category ?? null;
}
