import { sql, type SqlFragment } from '#server/db/sql.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path value is an id rather than a slug (pages are addressed by either). */
export const isUuid = (value: string) => uuidPattern.test(value);

const idAndSlug = {
  s: [sql`s.id`, sql`s.slug`],
  p: [sql`p.id`, sql`p.slug`],
  owner: [sql`owner.id`, sql`owner.slug`],
} as const;

/**
 * The row aliased `alias` is the one addressed by `idOrSlug`. One comparison, on the id or on the
 * slug, so either unique index answers it (an `or` of both, or the id compared as text, would not).
 */
export function byIdOrSlug(alias: keyof typeof idAndSlug, idOrSlug: string): SqlFragment {
  const [id, slug] = idAndSlug[alias];
  return isUuid(idOrSlug) ? sql`${id} = ${idOrSlug}::uuid` : sql`${slug} = ${idOrSlug}`;
}

/** The ids of the category named by its name, slug or id (none when unknown). */
export function namedCategoryIds(nameSlugOrId: string): SqlFragment {
  const byId = isUuid(nameSlugOrId) ? sql` or c2.id = ${nameSlugOrId}::uuid` : sql``;
  return sql`select c2.id from category c2 where c2.slug = ${nameSlugOrId} or c2.name = ${nameSlugOrId}${byId}`;
}
