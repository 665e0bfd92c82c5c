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

/** What a literal may hold: letters, digits and the punctuation of search queries and ids, no quotes. */
const literalText = /^[\p{L}\p{M}\p{Nd} :*|&()_.-]*$/u;

/**
 * A value written into the statement's text rather than bound, for the few values that decide a
 * plan's shape (which words, which areas, how many rows): a prepared statement is then planned per such value
 * and its plan can be kept for the values that only narrow it (a price). Only text of a safe
 * alphabet is accepted, so it can never close the quotes; anything else is a programming error.
 */
export function literal(value: string | number): Fragment {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error('Not a safe SQL literal');
    return fragment(String(value), []);
  }
  if (!literalText.test(value)) throw new Error('Not a safe SQL literal');
  return fragment(`'${value}'`, []);
}

/** A text array written into the statement's text (see `literal`). */
export function textArrayLiteral(values: readonly string[]): Fragment {
  return values.length === 0 ? sql`array[]::text[]` : sql`array[${joinSql(values.map(literal), ', ')}]::text[]`;
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

/** A prepared statement's text with `$1, $2, …` and its name, per statement text and array lengths. */
const preparedTexts = new Map<string, { name: string; text: string }>();
/** Past this many statements a process stops remembering new ones (each connection keeps its own). */
const maxPreparedTexts = 2_000;

/**
 * The statement as the driver takes it. An array value stands for a list of values (`in (?)`,
 * `array[?]`), as in `query`, so it becomes one placeholder per element: the statement's name then
 * depends on the array's length, which takes few values per call site (areas of a place, a page).
 */
function prepared(statement: Sql): { name: string; text: string; values: unknown[] } {
  const lengths = statement.params.map((value) => (Array.isArray(value) ? value.length : -1));
  const key = `${lengths.join(',')}|${statement.text}`;
  const values = statement.params.flatMap((value) => (Array.isArray(value) ? value : [value]));
  let known = preparedTexts.get(key);
  if (!known) {
    let index = 0;
    let param = 0;
    const numbered = statement.text.replace(/\?/g, () => {
      const length = lengths[param++] ?? -1;
      if (length < 0) return `$${++index}`;
      // An empty list leaves nothing, as `query` writes it (`array[]::text[]` is an empty array).
      if (length === 0) return '';
      return Array.from({ length }, () => `$${++index}`).join(', ');
    });
    known = { name: `q_${createHash('sha256').update(numbered).digest('hex').slice(0, 24)}`, text: numbered };
    if (preparedTexts.size < maxPreparedTexts) preparedTexts.set(key, known);
  }
  return { ...known, values };
}

/**
 * Runs a statement of a hot path (storing a chat message, an explore page) as a named prepared
 * statement straight on the connection pool: PostgreSQL then parses it once per connection and
 * can keep its plan, where `query`, whose values MikroORM writes into the text, is parsed and
 * planned on every call. Inside a transaction it runs on the transaction's connection like
 * `query`. Errors are the driver's own (`code` is the SQLSTATE), not MikroORM's exceptions.
 */
export async function preparedQuery<Row>(em: EntityManager, statement: Sql): Promise<Row[]> {
  if (em.isInTransaction()) return query<Row>(em, statement);
  const { name, text, values } = prepared(statement);
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query({ name, text, values });
  return result.rows as Row[];
}

/** The SQLSTATE of a failed statement, from MikroORM's exceptions or the driver's errors. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export type { Fragment as SqlFragment };
