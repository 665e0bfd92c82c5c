/**
 * Builds `postal-codes.tsv` (postal code, postal place, municipality number, municipality,
 * category) from Bring's postal code register. docs/integrations.md, "Postal codes and delivery
 * areas", says where the inputs come from and when to run it.
 *
 *   node server/modules/locations/data/build-postal-codes.ts --register Postnummerregister-ansi.txt
 *   node server/modules/locations/data/build-postal-codes.ts \
 *     --places <norway-postal-codes>/converted/postal-codes-simple.js \
 *     --municipalities <postnummer>/src/resources/postnummer.json
 *
 * The first form reads Bring's own file (Latin-1, tab-separated: code, place, municipality
 * number, municipality, category). The second combines two npm copies of it: the newer list of
 * codes and places, and an older one that still carries municipality numbers. Either way, old
 * municipality numbers are mapped to today's (`municipalities.ts`), and the build stops when a
 * number or a code's municipality cannot be accounted for, so the file never ships a guess.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { municipalityNames, postalCodeMunicipality, renumbered } from './municipalities.ts';

export interface RegisterRow {
  code: string;
  place: string;
  municipality: string | null;
  category: string;
}

/** Bring writes places in capitals; people read "Bærums Verk", "Mo i Rana", "Kristiansand S". */
export function placeCase(place: string): string {
  return place
    .toLocaleLowerCase('nb-NO')
    .split(' ')
    .map((word, index) => {
      if (index > 0 && ['i', 'og', 'på', 'ved'].includes(word)) return word;
      if (index > 0 && word.length === 1) return word.toLocaleUpperCase('nb-NO');
      return word.replace(/(^|-)(\p{L})/gu, (_match, dash: string, letter: string) => dash + letter.toLocaleUpperCase('nb-NO'));
    })
    .join(' ');
}

/** Bring's register file: Latin-1, one tab-separated line per code. */
export function readRegister(path: string): RegisterRow[] {
  const text = new TextDecoder('latin1').decode(readFileSync(path));
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => {
      const [code = '', place = '', municipality = '', , category = ''] = line.split('\t');
      return { code, place, municipality, category };
    });
}

export function readNpmCopies(placesPath: string, municipalitiesPath: string): RegisterRow[] {
  const placesSource = readFileSync(placesPath, 'utf8').replace(/^module\.exports\s*=\s*/, '').replace(/;?\s*$/, '');
  const places = JSON.parse(placesSource) as Record<string, string>;
  const older = JSON.parse(readFileSync(municipalitiesPath, 'utf8')) as Record<
    string,
    { poststed: string; kommunenummer: string; kategori: string }
  >;
  // A place name found in exactly one municipality in the older list tells a new code's municipality.
  const municipalitiesByPlace = new Map<string, Set<string>>();
  for (const entry of Object.values(older)) {
    const known = municipalitiesByPlace.get(entry.poststed) ?? new Set<string>();
    known.add(entry.kommunenummer);
    municipalitiesByPlace.set(entry.poststed, known);
  }
  return Object.entries(places).map(([code, place]) => {
    const previous = older[code];
    const byPlace = municipalitiesByPlace.get(place);
    const municipality = previous?.kommunenummer ?? (byPlace?.size === 1 ? [...byPlace][0]! : null);
    // Codes added after the older list are street addresses unless they say otherwise.
    return { code, place, municipality, category: previous?.kategori ?? 'G' };
  });
}

/** The municipality number a row has today; throws rather than guess. */
export function currentMunicipality(row: RegisterRow): string {
  const number = postalCodeMunicipality[row.code] ?? (row.municipality && (renumbered[row.municipality] ?? row.municipality));
  if (!number) throw new Error(`${row.code} ${row.place}: no municipality; add it to postalCodeMunicipality`);
  if (!municipalityNames[number]) throw new Error(`${row.code} ${row.place}: unknown municipality ${number}; update municipalities.ts`);
  return number;
}

/** The lines of `postal-codes.tsv`, sorted by code, with today's municipality numbers and names. */
export function toTsvLines(rows: readonly RegisterRow[]): string[] {
  return rows
    .filter((row) => /^\d{4}$/.test(row.code))
    .toSorted((a, b) => a.code.localeCompare(b.code))
    .map((row) => {
      const number = currentMunicipality(row);
      return [row.code, placeCase(row.place), number, municipalityNames[number], row.category].join('\t');
    });
}

function main() {
  const { values } = parseArgs({
    options: {
      register: { type: 'string' },
      places: { type: 'string' },
      municipalities: { type: 'string' },
      out: { type: 'string', default: fileURLToPath(new URL('./postal-codes.tsv', import.meta.url)) },
    },
  });
  let rows: RegisterRow[];
  if (values.register) rows = readRegister(values.register);
  else if (values.places && values.municipalities) rows = readNpmCopies(values.places, values.municipalities);
  else throw new Error('Give --register, or --places and --municipalities');

  const lines = toTsvLines(rows);
  writeFileSync(values.out, `${lines.join('\n')}\n`);
  console.info(`${lines.length} postal codes written to ${values.out}`);
}

if (import.meta.main) main();
