import { createHash } from 'node:crypto';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';

/**
 * A piece of SQL and the values it binds, in order. Values never become SQL text by string
 * building: each one is a `?` the driver quotes (MikroORM's `execute`), so whatever a customer
 * types stays a value.
 */
export interface Sql {
  readonly text: string;
  readonly params: readonly unknown[];
}

const sqlTag = Symbol('sql');
type Fragment = Sql & { readonly [sqlTag]: true };

function fragment(text: string, params: readonly unknown[]): Fragment {
  return { text, params, [sqlTag]: true };
}

function isFragment(value: unknown): value is Fragment {
  return typeof value === 'object' && value !== null && sqlTag in value;
}

/**
 * Tagged template: `sql\`s.price <= ${max}\`` binds `max`; a nested `sql` fragment is spliced in
 * with its own values. A literal `?` in the text would be read as a placeholder, so it is refused.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Fragment {
  if (strings.some((part) => part.includes('?'))) throw new Error('A literal "?" in SQL text would be read as a placeholder');
  let text = strings[0] ?? '';
  const params: unknown[] = [];
  values.forEach((value, index) => {
    if (isFragment(value)) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[index + 1] ?? '';
  });
  return fragment(text, params);
}

/** Fragments joined by a separator such as `' and '`; `empty` when there are none. */
export function joinSql(parts: readonly Fragment[], separator: string, empty: Fragment = sql``): Fragment {
  if (parts.length === 0) return empty;
  return fragment(parts.map((part) => part.text).join(separator), parts.flatMap((part) => part.params));
}

/** Every condition must hold; `true` when there are none. */
export const allOf = (conditions: readonly Fragment[]) => joinSql(conditions.map((condition) => sql`(${condition})`), ' and ', sql`true`);

/** Ids as one bound value (`in ${idList(ids)}`), so a list of hundreds is still one parameter. */
export const idList = (ids: readonly string[]) => sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Runs a statement and answers its rows. */
export function query<Row>(em: EntityManager, statement: Sql): Promise<Row[]> {
  return em.execute<Row[]>(statement.text, [...statement.params]);
}

/** A prepared statement's text with `$1, $2, …` and its name, per statement text. */
const preparedTexts = new Map<string, { name: string; text: string }>();

function prepared(text: string): { name: string; text: string } {
  let known = preparedTexts.get(text);
  if (!known) {
    let index = 0;
    const numbered = text.replace(/\?/g, () => `$${++index}`);
    known = { name: `q_${createHash('sha256').update(numbered).digest('hex').slice(0, 24)}`, text: numbered };
    preparedTexts.set(text, known);
  }
  return known;
}

/**
 * Runs a statement of a hot path (storing a chat message) as a named prepared statement straight
 * on the connection pool: PostgreSQL then parses and plans it once per connection, not on every
 * call as it does for `query`, whose values MikroORM writes into the text. Inside a transaction it
 * runs on the transaction's connection like `query`. Errors are the driver's own (`code` is the
 * SQLSTATE), not MikroORM's exceptions.
 */
export async function preparedQuery<Row>(em: EntityManager, statement: Sql): Promise<Row[]> {
  if (em.isInTransaction()) return query<Row>(em, statement);
  const { name, text } = prepared(statement.text);
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query({ name, text, values: [...statement.params] });
  return result.rows as Row[];
}

/** The SQLSTATE of a failed statement, from MikroORM's exceptions or the driver's errors. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export type { Fragment as SqlFragment };
