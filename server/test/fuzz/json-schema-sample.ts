import type { SeededRandom } from '#server/db/seeded-random.ts';

/** The part of JSON Schema (OpenAPI 3.1, as zod writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  [key: string]: unknown;
}

/**
 * Strings our schemas' patterns often want (times, postal codes, phones, org numbers, slugs,
 * codes). A pattern takes the first that matches; none matching gives a plain word, which the
 * validator then refuses, which is still a fair request.
 */
const patternCandidates = [
  '10:00', '0155', '+4790000000', '90000000', '923609016', '2026-12-10', '2026-12-10T09:00:00.000Z', '12/30', '123',
  '4242424242424242', 'MONDAY', 'abc', 'kategori', 'ABC123', 'hage-og-plen', 'a', '1', 'nb_no', 'https://example.com/',
  '01010112345', '12345678903', 'ABCD-EFGH-JKLM', '#ffffff', 'Storgata 1',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');
const sampleDay = (random: SeededRandom) => `2027-0${random.int(1, 9)}-${twoDigits(random.int(1, 28))}`;

const formatSamples: Record<string, (random: SeededRandom) => string> = {
  uuid: () => '6f1c2b0e-8f3a-4c1d-9b2e-7a5d4c3b2a10',
  'date-time': (random) => `${sampleDay(random)}T${twoDigits(random.int(6, 20))}:${random.pick(['00', '30'])}:00.000Z`,
  date: (random) => sampleDay(random),
  time: () => '10:00:00',
  email: () => 'kari.nordmann@eksempel.no',
  uri: () => 'https://example.com/',
  url: () => 'https://example.com/',
};

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Resolves local `$ref`s (`#/components/schemas/X`, `#/$defs/X`) against the document. */
export function resolve(schema: JsonSchema, root: unknown): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    let target: unknown = root;
    for (const part of parts) target = (target as Record<string, unknown> | undefined)?.[part];
    if (!target) return {};
    current = target as JsonSchema;
  }
  return current;
}

/** Property names that want a calendar day even where the schema checks it in code. */
const dayNames = /^(day|date|deliverOn|.*Date)$/;

function sampleString(schema: JsonSchema, random: SeededRandom, name?: string): string {
  if (schema.format && formatSamples[schema.format]) return formatSamples[schema.format]!(random);
  if (!schema.pattern && name && dayNames.test(name) && random.chance(0.8)) return sampleDay(random);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 24);
  if (schema.pattern) {
    const fitting = patternCandidates.filter((candidate) => matches(schema.pattern!, candidate) && candidate.length >= min && candidate.length <= max);
    if (fitting.length) return random.pick(fitting);
  }
  const length = Math.min(max, Math.max(min, random.int(min, Math.min(max, min + 20))));
  const words = 'Kari Ola hage plen vask rengjøring Oslo Bergen konsert fest hjelp'.split(' ');
  let text = '';
  while (text.length < length) text += (text ? ' ' : '') + random.pick(words);
  text = text.slice(0, length).trimEnd();
  while (text.length < min) text += 'a';
  return text;
}

function sampleNumber(schema: JsonSchema, random: SeededRandom, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Math.max(low, 100));
  const value = integer ? random.int(Math.ceil(low), Math.floor(Math.min(high, low + 1000))) : random.float(low, Math.min(high, low + 1000));
  if (schema.multipleOf) return Math.max(low, Math.round(value / schema.multipleOf) * schema.multipleOf);
  return value;
}

/**
 * A value the schema should accept: required properties always, optional ones half the time.
 * Depth-bounded, so recursive schemas end.
 */
export function sampleValid(schema: JsonSchema, random: SeededRandom, root: unknown, depth = 0, name?: string): unknown {
  const resolved = resolve(schema, root);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return random.pick(resolved.enum);
  if (resolved.default !== undefined && random.chance(0.3)) return resolved.default;
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices?.length) {
    const nonNull = choices.filter((choice) => resolve(choice, root).type !== 'null');
    return sampleValid(random.pick(nonNull.length ? nonNull : choices), random, root, depth + 1, name);
  }
  if (resolved.allOf?.length) {
    return Object.assign({}, ...resolved.allOf.map((part) => sampleValid(part, random, root, depth + 1)));
  }
  const types = typesOf(resolved).filter((type) => type !== 'null');
  const type = types.length ? random.pick(types) : typesOf(resolved)[0];
  switch (type) {
    case 'string':
      return sampleString(resolved, random, name);
    case 'integer':
      return sampleNumber(resolved, random, true);
    case 'number':
      return sampleNumber(resolved, random, false);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      if (resolved.prefixItems) return resolved.prefixItems.map((item) => sampleValid(item, random, root, depth + 1));
      const min = resolved.minItems ?? 0;
      const count = depth > 4 ? min : random.int(min, Math.min(resolved.maxItems ?? min + 2, min + 2));
      return Array.from({ length: count }, () => sampleValid(resolved.items ?? {}, random, root, depth + 1));
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(resolved.required ?? []);
      for (const [name, property] of Object.entries(resolved.properties ?? {})) {
        if (required.has(name) || (depth < 4 && random.chance(0.5))) result[name] = sampleValid(property, random, root, depth + 1, name);
      }
      return result;
    }
    default:
      return random.pick(['x', 1, true]);
  }
}

/** Hostile values by name, so a failure says what was sent. */
export const nastyValues: ReadonlyArray<readonly [string, unknown]> = [
  ['empty string', ''],
  ['huge string', 'å'.repeat(100_000)],
  ['long string (300)', 'x'.repeat(300)],
  ['NUL', 'abc\u0000def'],
  ['control characters', '\u0001\u0007\b\u001b[31m\r\n\t'],
  ['emoji', '🧹🎉👩🏽‍🔧'],
  ['RTL', '\u202eعربي\u202c שלום'],
  ['combining marks', 'Z̴̡̛a̷l̸g̶o̵ e\u0301'],
  ['lone surrogate', '\ud800x'],
  ['whitespace only', '   \u00a0 '],
  ['negative number', -1],
  ['zero', 0],
  ['negative zero', -0],
  ['huge number', 1e308],
  ['max safe integer + 2', Number.MAX_SAFE_INTEGER + 2],
  ['fraction', 0.5],
  ['NaN as text', 'NaN'],
  ['Infinity as text', 'Infinity'],
  ['number as text', '12'],
  ['true', true],
  ['null', null],
  ['empty object', {}],
  ['empty array', []],
  ['nested array', [[[]]]],
  ['object with prototype keys', JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}')],
  ['uuid', '6f1c2b0e-8f3a-4c1d-9b2e-7a5d4c3b2a10'],
  ['date far ahead', '9999-12-31T23:59:59.999Z'],
  ['date far back', '0001-01-01T00:00:00.000Z'],
  ['invalid date', '2026-02-30T25:61:00Z'],
  ['SQL text', "' OR 1=1; --"],
];

/** Every path to a property in a sample, for choosing what to break. */
export function pathsOf(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 5 || value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  const nested = entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key], depth + 1));
  return prefix.length ? [prefix, ...nested] : nested;
}

/** A copy of `value` with the value at `path` replaced. */
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  (copy as Record<string, unknown>)[head] = replaceAt((copy as Record<string, unknown>)[head], rest, replacement);
  return copy;
}
