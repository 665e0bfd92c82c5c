import type { EntityManager } from '@mikro-orm/postgresql';
import type { RatingSort } from '#shared/explore/rating.schema.ts';
import { cursorKeys, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { cursorInstant, isoInstant, type JsonPage } from '#server/modules/explore/explore-json.ts';
import { byIdOrSlug } from '#server/modules/explore/lookups.ts';
import { allOf, query, sql, type SqlFragment } from '#server/db/sql.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';

/** providerRatingSchema of rating `r`; the customer's name only when they did not ask to stay anonymous. */
const ratingJson = sql`json_build_object(
  'id', r.id, 'numStars', r.num_stars,
  'serviceTitle', coalesce(r.service_title, rs.title),
  'comment', r.comment,
  'customerFirstname', case when r.anonymous then null else coalesce(r.customer_firstname, ru.first_name) end,
  'created', ${isoInstant(sql`r.created_at`)},
  'externalId', r.external_id,
  'reply', case when r.reply is null then null else json_build_object('text', r.reply, 'created', ${isoInstant(sql`r.replied_at`)}) end)`;

interface RatingRow {
  id: string;
  stars: number;
  created: string;
  rating: string;
}

/**
 * Each order (spec §2 Provider profile: latest, oldest, high-low, low-high) ends in the creation
 * time and the id so it is total. Equal stars show the newest first either way.
 */
const ratingOrders: Record<RatingSort, { orderBy: SqlFragment; after: (cursor: string) => SqlFragment; key: (row: RatingRow) => (string | number)[] }> = {
  latest: {
    orderBy: sql`r.created_at desc, r.id desc`,
    after: (cursor) => {
      const [created, id] = decodeCursor(cursor, 'latest', cursorKeys.timeId);
      return sql`(r.created_at, r.id) < (${created}::timestamptz, ${id}::uuid)`;
    },
    key: (row) => [row.created, row.id],
  },
  oldest: {
    orderBy: sql`r.created_at asc, r.id asc`,
    after: (cursor) => {
      const [created, id] = decodeCursor(cursor, 'oldest', cursorKeys.timeId);
      return sql`(r.created_at, r.id) > (${created}::timestamptz, ${id}::uuid)`;
    },
    key: (row) => [row.created, row.id],
  },
  high_low: {
    orderBy: sql`r.num_stars desc, r.created_at desc, r.id desc`,
    after: (cursor) => {
      const [stars, created, id] = decodeCursor(cursor, 'high_low', cursorKeys.starsTimeId);
      return sql`(r.num_stars, r.created_at, r.id) < (${stars}, ${created}::timestamptz, ${id}::uuid)`;
    },
    key: (row) => [row.stars, row.created, row.id],
  },
  low_high: {
    orderBy: sql`r.num_stars asc, r.created_at desc, r.id desc`,
    after: (cursor) => {
      const [stars, created, id] = decodeCursor(cursor, 'low_high', cursorKeys.starsTimeId);
      return sql`(r.num_stars > ${stars} or (r.num_stars = ${stars} and (r.created_at, r.id) < (${created}::timestamptz, ${id}::uuid)))`;
    },
    key: (row) => [row.stars, row.created, row.id],
  },
};

/**
 * Spec §2 Provider profile, ratings: one page of an approved provider's ratings (provider by id
 * or slug), or of one of its services' (the service page), or null when there is no such approved
 * provider.
 */
export async function listProviderRatings(
  em: EntityManager,
  providerIdOrSlug: string,
  options: { sort: RatingSort; max: number; next?: string | undefined; service?: string | undefined },
): Promise<JsonPage | null> {
  const order = ratingOrders[options.sort];
  // A rating support hid is out of every public list.
  const conditions: SqlFragment[] = [sql`r.provider_id = p.id`, sql`r.hidden_at is null`];
  if (options.service) conditions.push(sql`r.service_id = ${options.service}::uuid`);
  if (options.next) conditions.push(order.after(options.next));
  // One round trip answers both "is there such a provider" (a row) and the page (its ratings).
  const rows = await query<{ [Field in keyof RatingRow]: RatingRow[Field] | null }>(
    em,
    sql`select page.id, page.stars, page.created, page.rating
      from provider p
      left join lateral (
        select r.id, r.num_stars as stars, ${cursorInstant(sql`r.created_at`)} as created, ${ratingJson}::text as rating
        from provider_rating r
        left join service rs on rs.id = r.service_id
        left join app_user ru on ru.id = r.customer_id
        where ${allOf(conditions)}
        order by ${order.orderBy}
        limit ${options.max + 1}
      ) page on true
      where ${byIdOrSlug('p', providerIdOrSlug)} and ${providerIsPublic()}`,
  );
  if (rows.length === 0) return null;
  const found = rows.filter((row): row is RatingRow => row.id !== null);
  const shown = found.slice(0, options.max);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => row.rating),
    next: found.length > options.max && last ? encodeCursor(options.sort, order.key(last)) : null,
  };
}
