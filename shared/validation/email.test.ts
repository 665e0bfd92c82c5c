import { describe, expect, it } from 'vitest';
import { emailSchema } from './email.ts';

const domain = '@example.no';

/** A valid address of exactly `length` characters. */
function addressOfLength(length: number): string {
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

describe('emailSchema', () => {
  it.each([
    ['ola@example.no', 'ola@example.no'],
    ['  Ola.Nordmann@Example.NO ', 'ola.nordmann@example.no'],
    ['kari+booking@post.example.com', 'kari+booking@post.example.com'],
    ['TRYGVE@FIRMA.NO', 'trygve@firma.no'],
    [addressOfLength(254), addressOfLength(254)],
    [`  ${addressOfLength(254)}  `, addressOfLength(254)],
  ])('accepts %j as %j', (input, expected) => {
    expect(emailSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['ola', 'no @'],
    ['ola@', 'no domain'],
    ['@example.no', 'no local part'],
    ['ola@example', 'no top-level domain'],
    ['ola nordmann@example.no', 'a space inside'],
    ['ola@@example.no', 'two @'],
    ['', 'empty'],
    ['   ', 'only spaces'],
    [addressOfLength(255), 'longer than 254 characters'],
    [42, 'not text'],
    [undefined, 'missing'],
  ])('rejects %j (%s) with error.email.invalid', (input, _reason) => {
    const result = emailSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['error.email.invalid']);
  });
});
