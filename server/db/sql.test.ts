import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectOrm } from './database.ts';
import { idList, literal, preparedQuery, query, sql, textArrayLiteral } from './sql.ts';

let orm: MikroORM;
let em: EntityManager;
beforeAll(async () => {
  orm = await connectOrm(inject('databaseUrl'));
  em = orm.em.fork() as EntityManager;
});
afterAll(() => orm.close());

describe('sql', () => {
  it('writes only safe text as a literal, so a value can never close the quotes', () => {
    expect(literal('(vask:* | flyttevask:*) & oslo').text).toBe("'(vask:* | flyttevask:*) & oslo'");
    expect(literal(21).text).toBe('21');
    expect(textArrayLiteral(['oslo', 'oslo-alna']).text).toBe("array['oslo', 'oslo-alna']::text[]");
    for (const unsafe of ["o'hare", 'a\\b', 'what?', 'x;drop']) expect(() => literal(unsafe)).toThrow('Not a safe SQL literal');
    expect(() => literal(1.5)).toThrow('Not a safe SQL literal');
  });

  it('answers the same rows prepared and unprepared, with lists of any length', async () => {
    for (const areas of [[], ['oslo'], ['oslo', 'bergen', 'oslo']]) {
      const statement = sql`select count(*)::int as n, ${literal('x')} as tag from unnest(array[${areas}]::text[]) a where a = any(array[${['oslo', 'bergen']}]::text[])`;
      const [plain] = await query<{ n: number; tag: string }>(em, statement);
      const [prepared] = await preparedQuery<{ n: number; tag: string }>(em, statement);
      expect(prepared).toEqual(plain);
      expect(prepared).toEqual({ n: areas.filter((area) => area === 'oslo' || area === 'bergen').length, tag: 'x' });
    }
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const counted = await preparedQuery<{ n: number }>(em, sql`select count(*)::int as n from ${idList(ids)} i(value)`);
    expect(counted).toEqual([{ n: 2 }]);
  });

  it('keeps one plan per prepared statement, for the values that only narrow it', async () => {
    const pool = await (em.getConnection() as unknown as { getNativeClient(): Promise<{ query(text: string): Promise<{ rows: Array<{ plan_cache_mode: string }> }> }> }).getNativeClient();
    const { rows } = await pool.query('show plan_cache_mode');
    expect(rows[0]?.plan_cache_mode).toBe('force_generic_plan');
  });
});
