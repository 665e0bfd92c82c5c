import type { EntityManager } from '@mikro-orm/postgresql';
import { searchTokens } from './search-tokens.ts';
import { query, sql, joinSql, type SqlFragment } from './sql.ts';

/** Enough for every word customers realistically type; past this the memory is cleared. */
const maxRemembered = 10_000;

/**
 * Search over the documents the database keeps per service and per provider (`service_search`,
 * `provider_search`, see the discovery migration). Every word of the query must match, each in
 * one of two ways: Norwegian full-text with prefixes (`vask` finds "vasking", "vasker",
 * "vaskene"), or trigram word similarity on the short words (titles, tags, category, provider
 * name), which forgives typos ("rengjøing" finds "rengjøring"). Norwegian stop words ("og",
 * "i", "på") are left out, as the full-text search itself would.
 *
 * Whether a word is a stop word is asked of PostgreSQL (`numnode(to_tsquery(...)) = 0`) once
 * per word and remembered: left in the query as a third alternative it would be the same rule,
 * but an OR arm no index can answer, which turns every search into a scan of all documents.
 */
export class TextSearch {
  readonly #stopWords = new Map<string, boolean>();

  /** The words of `text` that take part in matching; empty when nothing does. */
  async terms(em: EntityManager, text: string | undefined): Promise<string[]> {
    const tokens = text ? searchTokens(text) : [];
    const unknown = tokens.filter((token) => !this.#stopWords.has(token));
    if (unknown.length > 0) {
      const rows = await query<{ token: string; stop: boolean }>(
        em,
        sql`select t as token, numnode(to_tsquery('norwegian', t || ':*')) = 0 as stop from unnest(array[${unknown}]::text[]) t`,
      );
      if (this.#stopWords.size + rows.length > maxRemembered) this.#stopWords.clear();
      for (const row of rows) this.#stopWords.set(row.token, row.stop);
    }
    return tokens.filter((token) => this.#stopWords.get(token) === false);
  }
}

/**
 * The condition that a search document (`alias.document`, `alias.words`) matches every term.
 * Terms hold only letters and digits (searchTokens), so `term:*` is a well-formed prefix query.
 */
export function documentMatches(alias: 'ss' | 'ps', terms: readonly string[]): SqlFragment {
  const document = alias === 'ss' ? sql`ss.document` : sql`ps.document`;
  const words = alias === 'ss' ? sql`ss.words` : sql`ps.words`;
  return joinSql(
    terms.map((term) => sql`(${document} @@ to_tsquery('norwegian', ${`${term}:*`}) or ${term} <% ${words})`),
    ' and ',
    sql`true`,
  );
}
