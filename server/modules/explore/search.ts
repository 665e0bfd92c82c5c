import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '#server/lib/clock.ts';
import { searchTokens } from './search-tokens.ts';
import { literal, query, sql, type SqlFragment } from '#server/db/sql.ts';

/** A word of the query and the known words it also stands for (typo fixes, inflections, compounds). */
export interface SearchTerm {
  token: string;
  alternatives: string[];
}

/** Enough for every word customers realistically type; past this the memory is cleared. */
const maxRemembered = 10_000;
/** New words enter the lexicon as providers write; a remembered expansion is refreshed after this. */
const rememberMs = 60_000;
const maxAlternatives = 8;
const minimumStemLength = 4;
const wordOnly = /^[\p{L}\p{M}\p{Nd}]+$/u;

/**
 * Shorter forms of a word down to four letters: "vasking" → "vaskin", "vaski", "vask". A known
 * word among them is the word's stem as people write it, which the Norwegian stemmer does not
 * always find ("vasking" stays "vasking").
 */
export function stemCandidates(token: string): string[] {
  const letters = [...token];
  const candidates: string[] = [];
  for (let length = letters.length - 1; length >= minimumStemLength; length -= 1) candidates.push(letters.slice(0, length).join(''));
  return candidates;
}

/**
 * Search over the documents the database keeps per service and per provider (`service_search`,
 * `provider_search`, see the migrations). Every word of the query must match the Norwegian
 * full-text document as a prefix ("vask" finds "vasking", "vaskehjelp") or through one of its
 * alternatives from the lexicon of words that occur in titles, tags, categories and provider
 * names (`search_word`):
 * - similar spellings by trigram similarity, for typos ("rengjøing" → "rengjøring");
 * - compounds that contain the word ("vask" → "flyttevask", "vindusvask");
 * - a shorter known form of the word ("vasking" → "vask").
 * The expansion is one indexed query on a small table; the documents are then matched by their
 * GIN index alone, so a rare word costs no more than a common one. Norwegian stop words ("og",
 * "i", "på") are left out, as the full-text search itself would.
 */
export class TextSearch {
  readonly #remembered = new Map<string, { term: SearchTerm | null; at: number }>();
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** The terms of `text` that take part in matching; empty when nothing does. */
  async terms(em: EntityManager, text: string | undefined): Promise<SearchTerm[]> {
    const tokens = text ? searchTokens(text) : [];
    const now = this.#clock.now().getTime();
    const unknown = tokens.filter((token) => {
      const entry = this.#remembered.get(token);
      return !entry || now - entry.at > rememberMs;
    });
    if (unknown.length > 0) {
      const rows = await query<{ token: string; stop: boolean; similar: string[] }>(
        em,
        sql`select t.token,
              numnode(to_tsquery('norwegian', t.token || ':*')) = 0 as stop,
              array(
                select w.word from search_word w
                where (w.word % t.token and similarity(w.word, t.token) >= 0.4)
                   or w.word %> t.token
                   or w.word = any(t.stems)
                order by greatest(similarity(w.word, t.token), word_similarity(t.token, w.word)) desc, w.word
                limit ${maxAlternatives}
              ) as similar
            from jsonb_to_recordset(${JSON.stringify(unknown.map((token) => ({ token, stems: stemCandidates(token) })))}::jsonb)
              as t(token text, stems text[])`,
      );
      if (this.#remembered.size + rows.length > maxRemembered) this.#remembered.clear();
      for (const row of rows) {
        const alternatives = row.similar.filter((word) => word !== row.token && wordOnly.test(word));
        this.#remembered.set(row.token, { term: row.stop ? null : { token: row.token, alternatives }, at: now });
      }
    }
    return tokens.map((token) => this.#remembered.get(token)?.term).filter((term): term is SearchTerm => Boolean(term));
  }
}

/** The text-search query for the terms: every term, each as itself or any alternative, as prefixes. */
export function textQuery(terms: readonly SearchTerm[]): string {
  return terms.map((term) => `(${[term.token, ...term.alternatives].map((word) => `${word}:*`).join(' | ')})`).join(' & ');
}

/**
 * The condition that a search document matches every term. Terms and alternatives hold only
 * letters and digits (searchTokens, wordOnly), so the query text is always well formed. It is
 * written into the statement as a literal: how many documents match decides the plan (a common
 * word reads the list in its order, a rare one starts from the full-text index).
 */
export function documentMatches(alias: 'ss' | 'ps', terms: readonly SearchTerm[]): SqlFragment {
  const document = alias === 'ss' ? sql`ss.document` : sql`ps.document`;
  return sql`${document} @@ to_tsquery('norwegian', ${literal(textQuery(terms))})`;
}
