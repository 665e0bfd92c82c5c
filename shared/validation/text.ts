import { z } from 'zod';

/**
 * C0 control characters except tab, line feed and carriage return, and DEL. Nobody types them;
 * they arrive from broken copies, binary pasted as text or probes, and PostgreSQL refuses NUL in
 * text outright. Tab and line breaks are normal in longer text and stay allowed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the purpose of this pattern
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Key of the issue for text holding a control character (spec §8). */
export const controlCharactersKey = 'error.text.control_characters';

/** Whether a text holds a character no field accepts (see `controlCharacters`). */
export function hasControlCharacters(value: string): boolean {
  return controlCharacters.test(value);
}

/**
 * The paths of every string in a request part (params, query, a JSON body, at any depth) that
 * holds a control character, object keys included: a refused key has its own path. Walks with
 * its own stack so a deeply nested body cannot overflow the call stack.
 */
export function controlCharacterPaths(input: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key)) found.push([...path, key]);
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found.reverse();
}

/** The zod issues for `controlCharacterPaths`, under `error.text.control_characters`. */
export function controlCharacterIssues(input: unknown): z.core.$ZodIssue[] {
  return controlCharacterPaths(input).map((path) => ({ code: 'custom', path, message: controlCharactersKey, input: undefined }));
}

/**
 * Free text a person writes (spec §8): surrounding spaces removed, no control characters, at
 * most `max` characters (the column's length, from the same constant as the entity). Client
 * forms and the server use the same schema, so a form refuses exactly what the API would.
 * Add `.min(1)` (or use `requiredText`) where the text may not be empty.
 */
export function textSchema(options: { max: number }) {
  return z
    .string()
    .trim()
    .refine((value) => !hasControlCharacters(value), { error: controlCharactersKey })
    .max(options.max, { error: 'error.text.too_long' });
}
