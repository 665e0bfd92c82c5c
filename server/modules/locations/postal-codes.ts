import { readFileSync } from 'node:fs';

/**
 * Bring's postal code register (docs/integrations.md, "Postal codes and delivery areas"), read
 * once when the server starts: about 5,100 codes, each with its postal place and municipality.
 */

/**
 * Bring's category: G street addresses, P post boxes, B both, S service codes (a business with
 * its own code), F several uses.
 */
export type PostalCodeCategory = 'G' | 'P' | 'B' | 'S' | 'F';

export interface PostalCode {
  postalCode: string;
  /** As a person writes it: "Oslo", "Bærums Verk", "Mo i Rana". */
  place: string;
  /** Kommunenummer, as numbered since 2024 ("0301", "3201"). */
  municipalityNumber: string;
  municipality: string;
  category: PostalCodeCategory;
}

function load(): Map<string, PostalCode> {
  const text = readFileSync(new URL('./data/postal-codes.tsv', import.meta.url), 'utf8');
  const codes = new Map<string, PostalCode>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [postalCode = '', place = '', municipalityNumber = '', municipality = '', category = ''] = line.split('\t');
    codes.set(postalCode, { postalCode, place, municipalityNumber, municipality, category: category as PostalCodeCategory });
  }
  return codes;
}

const byCode = load();

export function findPostalCode(postalCode: string): PostalCode | undefined {
  return byCode.get(postalCode);
}

export function allPostalCodes(): IterableIterator<PostalCode> {
  return byCode.values();
}
