import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { cursorKeys, decodeCursor, encodeCursor } from './cursor.ts';

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('cursor codec', () => {
  const id = randomUUID();

  it('gives back the key it encoded, for the order it belongs to', () => {
    const cursor = encodeCursor('popularity', [42, id]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'popularity', cursorKeys.intId)).toEqual([42, id]);

    const timeCursor = encodeCursor('latest', ['2026-03-29T01:30:00.123456Z', id]);
    expect(decodeCursor(timeCursor, 'latest', cursorKeys.timeId)).toEqual(['2026-03-29T01:30:00.123456Z', id]);
  });

  it.each([
    ['not base64 JSON', 'bm90IGpzb24'],
    ['another order', encodeCursor('price_low_high', [42, randomUUID()])],
    ['a key of the wrong type', forge(['popularity', '42', randomUUID()])],
    ['a key too short', forge(['popularity', 42])],
    ['a key too long', forge(['popularity', 42, randomUUID(), 'extra'])],
    ['a fractional number', forge(['popularity', 4.5, randomUUID()])],
    ['an id that is no uuid', forge(['popularity', 42, "x' or 1=1"])],
    ['an object', forge({ order: 'popularity' })],
    ['JSON edited by hand', Buffer.from(`["popularity", 42, "${randomUUID()}"]`).toString('base64url')],
  ])('refuses %s with 400 error.paging.invalid_cursor', (_label, cursor) => {
    const error = refusal(() => decodeCursor(cursor, 'popularity', cursorKeys.intId));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, key: 'error.paging.invalid_cursor' });
  });

  it.each(['2026-02-30T00:00:00.000000Z', '2026-01-01T24:00:00.000000Z', '0000-01-01T00:00:00.000000Z', '2026-01-01T00:00:00Z'])(
    'refuses the impossible or malformed time %s',
    (time) => {
      const error = refusal(() => decodeCursor(encodeCursor('latest', [time, randomUUID()]), 'latest', cursorKeys.timeId));
      expect(error).toMatchObject({ status: 400, key: 'error.paging.invalid_cursor' });
    },
  );
});
