import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';

/** One value of a sort key as it travels in a cursor. */
export type CursorValue = string | number;

/** The 400 a cursor the server did not hand out gets (api-contract: Paging). */
export const invalidCursor = () => new AppError(400, 'error.paging.invalid_cursor', { data: { field: 'next' } });

/**
 * A cursor is the sort key of the last row a page showed, tagged with the order it belongs to:
 * base64url of the JSON array `[order, ...key]`. The next page starts strictly after that key
 * (keyset paging), so rows inserted meanwhile neither repeat nor push rows out of the walk.
 */
export function encodeCursor(order: string, key: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify([order, ...key])).toString('base64url');
}

/**
 * The key a cursor carries, checked against the shape of the order's key. Anything else — text
 * that is not base64url JSON, another order's cursor, a key of the wrong shape, or a cursor
 * edited by hand (it no longer re-encodes to itself) — is refused with 400
 * `error.paging.invalid_cursor`.
 */
export function decodeCursor<Key extends z.ZodTuple>(cursor: string, order: string, key: Key): z.infer<Key> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded[0] !== order) throw invalidCursor();
  const parsed = key.safeParse(decoded.slice(1));
  if (!parsed.success || encodeCursor(order, decoded.slice(1)) !== cursor) throw invalidCursor();
  return parsed.data;
}

/**
 * A moment as PostgreSQL keeps it (microseconds, UTC), as a real calendar date: the value goes
 * into SQL as a timestamp, and an impossible date there would be a server error, not a 400.
 */
const microTimestamp = z
  .string()
  .regex(/^(19[7-9]\d|2\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((value) => {
    const date = new Date(value);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
  });

/**
 * A JavaScript date as a cursor's microsecond timestamp (`cursorKeys.timeId`). Rows written from
 * JavaScript have whole milliseconds, so the last three digits are zero.
 */
export function cursorTimestamp(date: Date): string {
  return date.toISOString().replace('Z', '000Z');
}

/** Cursor key shapes shared by the lists. */
export const cursorKeys = {
  /** An integer sort value (popularity, price in øre, stars) and the row id. */
  intId: z.tuple([z.number().int().min(-2_147_483_648).max(2_147_483_647), z.uuid()]),
  /** A timestamp with microseconds (as PostgreSQL keeps it) and the row id. */
  timeId: z.tuple([microTimestamp, z.uuid()]),
  /** Stars, then a timestamp with microseconds, then the row id. */
  starsTimeId: z.tuple([z.number().int().min(1).max(5), microTimestamp, z.uuid()]),
};
