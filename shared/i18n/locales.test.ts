import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';

const localesDir = path.join(import.meta.dirname, 'locales');

/** Every message file name that exists for any language, so a file missing in one is caught too. */
const namespaces = [
  ...new Set(languages.flatMap((language) => readdirSync(path.join(localesDir, language)).filter((file) => file.endsWith('.json')))),
].sort();

type Leaves = Map<string, unknown>;

function leaves(tree: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (tree !== null && typeof tree === 'object') {
    for (const [name, value] of Object.entries(tree)) leaves(value, prefix ? `${prefix}.${name}` : name, into);
  } else {
    into.set(prefix, tree);
  }
  return into;
}

function load(language: string, file: string): Leaves | undefined {
  const filePath = path.join(localesDir, language, file);
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return leaves(JSON.parse(text));
  } catch (error) {
    throw new Error(`${language}/${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** Names of `{{name}}` placeholders, ignoring i18next formats such as `{{count, number}}`. */
function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const names = [...value.matchAll(/\{\{\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

describe.each(namespaces)('locales/*/%s', (file) => {
  const catalogues = languages.map((language) => ({ language, messages: load(language, file) }));

  it('exists in every language', () => {
    const missing = catalogues.filter(({ messages }) => messages === undefined).map(({ language }) => `${language}/${file}`);
    expect(missing, 'message files missing').toEqual([]);
  });

  it('has the same keys in every language', () => {
    const allKeys = new Set(catalogues.flatMap(({ messages }) => [...(messages?.keys() ?? [])]));
    const problems: string[] = [];
    for (const key of allKeys) {
      const present = catalogues.filter(({ messages }) => messages?.has(key)).map(({ language }) => language);
      if (present.length !== catalogues.length) problems.push(`${file}: "${key}" exists only in ${present.join(', ')}`);
    }
    expect(problems, 'keys that are not translated').toEqual([]);
  });

  it('has text in every message', () => {
    const problems: string[] = [];
    for (const { language, messages } of catalogues) {
      for (const [key, value] of messages ?? []) {
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`${language}/${file}: "${key}" is ${JSON.stringify(value)}`);
        }
      }
    }
    expect(problems, 'messages without text').toEqual([]);
  });

  it('uses the same {{placeholders}} in every language', () => {
    const [reference, ...others] = catalogues;
    const problems: string[] = [];
    for (const [key, value] of reference?.messages ?? []) {
      const expected = placeholders(value);
      for (const { language, messages } of others) {
        if (!messages?.has(key)) continue;
        const actual = placeholders(messages.get(key));
        if (actual.join() !== expected.join()) {
          problems.push(
            `${file}: "${key}" uses {{${expected.join('}}, {{')}}} in ${reference?.language} but {{${actual.join('}}, {{')}}} in ${language}`,
          );
        }
      }
    }
    expect(problems, 'placeholders that differ').toEqual([]);
  });
});
