import type { EntityManager } from '@mikro-orm/postgresql';
import type { AttentionBooking } from '#shared/bookings/booking.schema.ts';
import type { Paged } from '#shared/explore/paged.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';

export const attentionPageSize = 50;
const order = 'admin-bookings-attention';

type Row = Omit<AttentionBooking, 'startsAt' | 'endsAt'> & { startsAt: Date; endsAt: Date };

/**
 * Confirmed bookings yet to start whose provider is no longer public (its owner blocked, its
 * approval withdrawn): paid for, but nobody will come unless support arranges it. Soonest first,
 * a page at a time (keyset on start and id). "Public" is the one predicate of public-provider.ts,
 * so this list holds exactly the confirmed bookings explore no longer shows a provider for.
 */
export async function listBookingsNeedingAttention(em: EntityManager, now: Date, next: string | undefined): Promise<Paged<AttentionBooking>> {
  let after = sql``;
  if (next) {
    const [time, id] = decodeCursor(next, order, cursorKeys.timeId);
    after = sql` and (b.starts_at, b.id) > (${time}::timestamptz, ${id}::uuid)`;
  }
  const rows = await query<Row>(
    em,
    sql`select b.id, b.order_number as "orderNumber", b.service_title as "serviceTitle", b.starts_at as "startsAt",
        b.ends_at as "endsAt", b.price_ore as "priceOre",
        trim(c.first_name || ' ' || c.last_name) as "customerName", c.email as "customerEmail", c.phone as "customerPhone",
        p.id as "providerId", p.display_name as "providerName",
        case when o.is_blocked then 'provider_blocked' else 'provider_not_approved' end as reason
      from booking b
      join provider p on p.id = b.provider_id
      join app_user o on o.id = p.owner_id
      join app_user c on c.id = b.customer_id
      where b.status = 'confirmed' and b.starts_at > ${now} and not ${providerIsPublic()}${after}
      order by b.starts_at, b.id
      limit ${attentionPageSize + 1}`,
  );
  const page = rows.slice(0, attentionPageSize);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({ ...row, startsAt: new Date(row.startsAt).toISOString(), endsAt: new Date(row.endsAt).toISOString(), priceOre: Number(row.priceOre) })),
    next: rows.length > attentionPageSize && last ? encodeCursor(order, [cursorTimestamp(new Date(last.startsAt)), last.id]) : null,
  };
}
