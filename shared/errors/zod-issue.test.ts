import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { emailSchema } from '#shared/validation/email.ts';
import { orgNumberSchema } from '#shared/validation/org-number.ts';
import { norwegianMobileSchema } from '#shared/validation/phone.ts';
import { requiredText } from '#shared/validation/required-text.ts';
import { timeOfDaySchema } from '#shared/validation/time-of-day.ts';
import { timeSpanSchema } from '#shared/validation/time-span.ts';
import { describeIssues, issueKey, issueParams } from './zod-issue.ts';

const bookingFormSchema = z.object({
  name: requiredText(2),
  email: emailSchema,
  phone: norwegianMobileSchema,
  orgNumber: orgNumberSchema,
  address: z.object({ street: requiredText(), postalCode: z.string().regex(/^\d{4}$/) }),
  items: z.array(z.object({ title: requiredText(3), quantity: z.number().int().min(1).max(10) })),
  period: timeSpanSchema,
  startTime: timeOfDaySchema,
  kind: z.enum(['event', 'dailylife']),
});

const invalidBooking = {
  name: 'K',
  email: 'kari@',
  phone: '22123456',
  orgNumber: '923 609 017',
  address: { street: '   ', postalCode: '12' },
  items: [
    { title: 'Kake', quantity: 2 },
    { title: '', quantity: 0 },
    { title: 'Is', quantity: 11 },
  ],
  period: { from: '2025-06-01T12:00:00Z', to: '2025-06-01T10:00:00Z' },
  startTime: '24:00',
  kind: 'party',
  extra: 'ignored',
};

function describeInvalidBooking(language: 'nb' | 'en') {
  const result = bookingFormSchema.safeParse(invalidBooking);
  if (result.success) throw new Error('expected the booking to be invalid');
  return describeIssues(result.error, language);
}

describe('describeIssues', () => {
  it.each([
    ['name', 'error.field.min_length', 'Minimum 2 characters', 'Minst 2 tegn'],
    ['email', 'error.email.invalid', 'Enter a valid e-mail address.', 'Skriv inn en gyldig e-postadresse.'],
    [
      'phone',
      'error.phone.landline',
      'This looks like a landline number. Enter a mobile number (starting with 4 or 9).',
      'Dette ser ut som et fasttelefonnummer. Skriv inn et mobilnummer (starter med 4 eller 9).',
    ],
    [
      'orgNumber',
      'error.org_number.invalid',
      'Oops! Is should be a organisation number.',
      'Ugyldig organisasjonsnummer. Sjekk at du har skrevet alle 9 siffer riktig.',
    ],
    ['address.street', 'common.field.required', 'Field is required', 'Feltet er påkrevd'],
    ['address.postalCode', 'error.zod.invalid_format', 'The format is not valid.', 'Formatet er ugyldig.'],
    ['items.1.title', 'common.field.required', 'Field is required', 'Feltet er påkrevd'],
    ['items.1.quantity', 'error.zod.too_small', 'The value is too small (limit: 1).', 'Verdien er for liten (grense: 1).'],
    ['items.2.title', 'error.field.min_length', 'Minimum 3 characters', 'Minst 3 tegn'],
    ['items.2.quantity', 'error.zod.too_big', 'The value is too large (limit: 10).', 'Verdien er for stor (grense: 10).'],
    [
      'period.from',
      'error.zod.time_span.from_greater_than_to',
      "From can't be greater than to.",
      'Fra-tidspunktet må være før til-tidspunktet.',
    ],
    [
      'startTime',
      'error.time_of_day.invalid',
      'Enter a time between 00:00 and 23:59.',
      'Skriv inn et klokkeslett mellom 00:00 og 23:59.',
    ],
    ['kind', 'error.zod.invalid_value', 'Choose one of the allowed values.', 'Velg en av de tillatte verdiene.'],
  ])('%s fails with %s: %j / %j', (path, key, en, nb) => {
    expect(describeInvalidBooking('en')).toContainEqual({ path, key, message: en });
    expect(describeInvalidBooking('nb')).toContainEqual({ path, key, message: nb });
  });

  it('reports each broken field once and nothing for valid fields', () => {
    const paths = describeInvalidBooking('en').map((issue) => issue.path);
    expect(paths).toHaveLength(13);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('items.0.title');
  });

  it('uses an empty path for a problem with the whole value', () => {
    const result = z.object({ name: z.string() }).strict().safeParse({ name: 'Kari', age: 30 });
    expect(describeIssues(result.error!, 'en')).toEqual([
      { path: '', key: 'error.zod.unrecognized_keys', message: 'The request contains unknown fields.' },
    ]);
  });
});

function firstIssue(schema: z.ZodType, input: unknown): z.core.$ZodIssue {
  const issue = schema.safeParse(input).error?.issues[0];
  if (!issue) throw new Error('expected an issue');
  return issue;
}

describe('issueKey', () => {
  it.each([
    ['a key as message', z.string().min(5, { error: 'error.phone.invalid' }), 'abc', 'error.phone.invalid'],
    ['an empty string where one character is needed', z.string().min(1), '', 'common.field.required'],
    ['a non-empty string that is too short', z.string().min(4), 'abc', 'error.field.min_length'],
    ['a number that is too small', z.number().min(1), 0, 'error.zod.too_small'],
    ['an array that is too short', z.array(z.string()).min(1), [], 'error.zod.too_small'],
    ['a wrong type', z.string(), 5, 'error.zod.invalid_type'],
    ['a missing value', z.string(), undefined, 'error.zod.invalid_type'],
    ['a bad format', z.uuid(), 'nope', 'error.zod.invalid_format'],
    ['a literal', z.literal('yes'), 'no', 'error.zod.invalid_value'],
    ['a multiple', z.number().multipleOf(5), 7, 'error.zod.not_multiple_of'],
    ['English text as message', z.string().refine(() => false, { error: 'Nope' }), 'x', 'error.zod.custom'],
    ['a union no option matches (no key of its own)', z.union([z.string(), z.number()]), true, 'error.zod.custom'],
  ])('maps %s to %s', (_, schema, input, expected) => {
    expect(issueKey(firstIssue(schema, input))).toBe(expected);
  });
});

describe('issueParams', () => {
  it.each([
    ['a string minimum', z.string().min(3), 'ab', { count: 3, minimum: 3 }],
    ['a number maximum', z.number().max(10), 11, { count: 10, maximum: 10 }],
    ['a bigint minimum', z.bigint().min(5n), 1n, { count: '5', minimum: '5' }],
    [
      'a date minimum',
      z.date().min(new Date('2025-01-01T00:00:00Z')),
      new Date('2024-12-31T00:00:00Z'),
      { count: '2025-01-01T00:00:00.000Z', minimum: '2025-01-01T00:00:00.000Z' },
    ],
    ['a multiple', z.number().multipleOf(5), 7, { divisor: 5 }],
    ['a wrong type', z.string(), 5, {}],
  ])('gives %s as %j', (_, schema, input, expected) => {
    expect(issueParams(firstIssue(schema, input))).toEqual(expected);
  });
});
