import { emptyProfileContent } from '#server/modules/providers/provider.entity.ts';
import { sql, type SqlFragment } from '#server/db/sql.ts';

/** A page of rows already serialized by PostgreSQL, and the cursor of the page after it. */
export interface JsonPage {
  items: string[];
  next: string | null;
}

/** The page as the JSON text of `pagedSchema(...)`, without parsing the items again. */
export function pageJson(page: JsonPage): string {
  return `{"data":[${page.items.join(',')}],"next":${JSON.stringify(page.next)}}`;
}

/**
 * The public shapes of shared/explore built by PostgreSQL (see category.queries.ts for why): the
 * rows never become entities, and the text goes to the client as it is. Each fragment names the
 * table aliases it reads; the queries join them under those names.
 */

/** categoryRefSchema of the provider's own category, aliased `pc` (a service's is in its card). */
const providerCategoryRef = sql`json_build_object('id', pc.id, 'name', pc.name, 'slug', pc.slug, 'title', json_build_object('nb', pc.title_nb, 'en', pc.title_en),
  'taxRate', pc.tax_rate::float8, 'enableParticipants', pc.enable_participants)`;

/** pictureSchema of a `service_picture` or `provider_picture` row aliased `pic`. */
const picture = sql`json_build_object('id', pic.id, 'square', pic.square, 'wide', pic.wide, 'title', pic.title, 'sortIndex', pic.sort_index)`;

/**
 * A rate kept as a fraction, clamped so one bad row cannot break the 0..1 contract; null stays
 * null (greatest and least would turn it into 0).
 */
const fraction = (column: SqlFragment) => sql`case when ${column} is null then null else least(greatest(${column}, 0), 1)::float8 end`;

/** providerListingSchema of provider `p` whose own category is joined as `pc`. */
export const providerListingJson = sql`json_build_object(
  'id', p.id, 'slug', p.slug,
  'profile', json_build_object(
    'displayName', p.display_name, 'tagline', p.tagline, 'photo', p.photo,
    'coverSquare', p.cover_square, 'coverWide', p.cover_wide, 'category', ${providerCategoryRef},
    'instantBooking', p.instant_booking, 'satisfactionGuarantee', p.satisfaction_guarantee,
    'isRecommended', p.is_recommended),
  'minPriceOre', (select min(ms.base_price_ore) from service ms where ms.provider_id = p.id and ms.enabled),
  'rating', json_build_object('average', round(p.rating_average, 1)::float8, 'count', p.rating_count),
  'cancelRate', ${fraction(sql`p.cancel_rate`)},
  'averageResponseTimeSec', p.average_response_time_sec,
  'acceptanceRate', ${fraction(sql`p.acceptance_rate`)},
  'idVerified', p.id_verified,
  'locations', p.locations)`;

/**
 * serviceCardSchema of service `s`, as JSON text: each service's card is kept in `service_card`
 * (joined as `sc`) by triggers on every table it reads (see the service card migration), so lists
 * read cards rather than build them.
 */
export const storedCard = sql`sc.card`;

/** An ISO-8601 UTC instant with milliseconds, the contract's date-time form. */
export const isoInstant = (column: SqlFragment) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same instant with PostgreSQL's full microseconds, for cursors that must land exactly. */
export const cursorInstant = (column: SqlFragment) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** publicServiceSchema of service `s` (its stored card `sc`, category `c`, provider `p` with its category `pc`). */
export const publicServiceJson = sql`((${storedCard})::jsonb || jsonb_build_object(
  'description', s.description,
  'maxBaseParticipants', s.max_base_participants,
  'included', s.included,
  'customerChecklist', s.customer_checklist,
  'pictures', coalesce((select jsonb_agg(${picture} order by pic.sort_index, pic.id) from service_picture pic where pic.service_id = s.id), '[]'::jsonb),
  'addons', coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', a.id, 'title', a.title, 'description', a.description, 'unitType', a.unit_type,
      'unitPriceOre', a.unit_price_ore, 'unitTimeMinutes', a.unit_time_minutes, 'maxUnits', a.max_units,
      'unitsInBasePrice', a.units_in_base_price, 'sortIndex', a.sort_index
    ) order by a.sort_index, a.title, a.id)
    from service_addon a where a.service_id = s.id), '[]'::jsonb),
  'subCategoryItems', coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', i.id, 'name', i.name, 'titleNo', i.title_no, 'titleEn', i.title_en, 'sortIndex', i.sort_index
    ) order by i.sort_index, i.name, i.id)
    from service_subcategory_item si join subcategory_item i on i.id = si.subcategory_item_id
    where si.service_id = s.id), '[]'::jsonb),
  -- The card's short provider gives way to the listing.
  'provider', ${providerListingJson},
  -- Kept in step with cancellationPolicyFor (shared/bookings/cancellation-policy.ts).
  'cancellationPolicy', case when c.type = 'event' then 'strict' else 'simple' end,
  'created', ${isoInstant(sql`s.created_at`)}))`;

/** publicProviderSchema of provider `p` (own category `pc`). */
export const publicProviderJson = sql`(${providerListingJson})::jsonb || jsonb_build_object(
  'description', p.description,
  -- Sections a profile has never filled in answer as empty rather than missing.
  'content', ${JSON.stringify(emptyProfileContent)}::jsonb || p.content,
  'pictures', coalesce((select jsonb_agg(${picture} order by pic.sort_index, pic.id) from provider_picture pic where pic.provider_id = p.id), '[]'::jsonb),
  'workingDays', coalesce((
    select jsonb_agg((array['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])[d] order by d)
    from (select distinct unnest(p.working_days) as d) days where d between 1 and 7), '[]'::jsonb),
  'memberSince', ${isoInstant(sql`coalesce(p.approved_at, p.created_at)`)})`;
