import { describe, expect, it } from 'vitest';
import { errorKeys, errorMessage, interpolate, isErrorKey, type ErrorKey } from './error-catalogue.ts';

// Other programs compare these sentences, so they stay exactly as the spec writes them (spec §8).
const specSentences: Array<[ErrorKey, string]> = [
  ['common.field.required', 'Field is required'],
  ['common.field.number', 'Must be a number'],
  ['error.zod.time_span.from_greater_than_to', "From can't be greater than to."],
  ['error.field.min_length', 'Minimum {{count}} characters'],
  ['error.org_number.invalid', 'Oops! Is should be a organisation number.'],
  ['error.org_number.provide_valid', 'Provide a valid org number'],
  ['error.org_number.not_found', 'Could not find a business with this organisation number.'],
  ['error.booking.address_required', 'Please choose an address'],
  ['error.booking.date_required', 'Please pick a date'],
  ['error.booking.time_already_booked', 'Time is already booked.'],
  ['error.booking.address_not_delivered', 'Provider does not deliver to the selected address.'],
  ['error.booking.service_unavailable', 'Service is not available'],
  ['error.upload.images_too_large', 'Too larges images'],
  ['error.offer.expired', 'Offer has expired.'],
  ['error.offer.expiry_after_delivery', 'The expiry date cannot be set after the scheduled delivery time.'],
  ['error.auth.code_wrong_or_expired', 'Entered code wrong or is expired'],
  ['error.auth.email_registered', 'E-mail is already registered'],
  ['error.auth.phone_unknown', 'We could not find a user with that phone number. Download the app to register'],
  ['error.promo.used_or_missing', 'The code has already been used or does not exist.'],
  ['error.payment.failed', 'Something went wrong processing your payment!'],
  ['error.payment.check_method', 'Please check your payment method and try again.'],
  ['error.provider.legal_failed', 'Something went wrong. Please review and try again.'],
  ['error.estimate.size_unsupported', 'Cannot give an estimated price on the given size.'],
  ['error.location.unsupported', 'Delivery outside Oslo, Trondheim and Bergen unsupported'],
  ['error.generic.unexpected', 'Oops, something went wrong'],
  ['error.generic.retry', 'Try again'],
  ['error.http.resource_not_found', 'We could not find what you were looking for.'],
  ['error.validation.failed', 'Some fields are not filled in correctly.'],
];

// Keys that servers and clients refer to by name; each must exist with a message in both languages.
const requiredKeys = [
  'error.zod.invalid_type',
  'error.zod.too_small',
  'error.zod.too_big',
  'error.zod.invalid_format',
  'error.zod.invalid_value',
  'error.zod.unrecognized_keys',
  'error.zod.custom',
  'error.national_id.invalid',
  'error.bank_account.invalid',
  'error.phone.invalid',
  'error.phone.landline',
  'error.phone.not_mobile',
  'error.price.required',
  'error.price.too_low',
  'error.price.too_high',
  'error.email.invalid',
  'error.time_of_day.invalid',
  'error.auth.link_expired',
  'error.http.not_found',
  'error.http.unauthorized',
  'error.http.forbidden',
  'error.http.cross_site',
  'error.http.rate_limited',
  'error.http.rate_limited_seconds',
  'error.http.payload_too_large',
  'error.http.unsupported_media_type',
  'error.http.malformed_json',
  'error.http.method_not_allowed',
  'error.http.service_unavailable',
  'error.user.blocked',
  ...specSentences.map(([key]) => key),
];

describe('error catalogue', () => {
  it.each(specSentences)('%s is the spec sentence in English', (key, sentence) => {
    expect(errorMessage(key, 'en')).toBe(sentence);
  });

  it.each(requiredKeys)('%s has its own message in both languages', (key) => {
    expect(isErrorKey(key)).toBe(true);
    if (!isErrorKey(key)) return;
    const en = errorMessage(key, 'en');
    const nb = errorMessage(key, 'nb');
    expect(en).not.toBe(key);
    expect(nb).not.toBe(key);
    expect(nb).not.toBe(en);
  });

  it.each([
    ['common.field.required', 'Feltet er påkrevd'],
    ['error.zod.time_span.from_greater_than_to', 'Fra-tidspunktet må være før til-tidspunktet.'],
    ['error.auth.link_expired', 'Lenken har utløpt. Lenker gjelder i 15 minutter, så be om en ny.'],
  ] satisfies Array<[ErrorKey, string]>)('%s reads naturally in bokmål', (key, sentence) => {
    expect(errorMessage(key, 'nb')).toBe(sentence);
  });

  it.each([
    ['error.field.min_length', 'en', { count: 3 }, 'Minimum 3 characters'],
    ['error.field.min_length', 'nb', { count: 3 }, 'Minst 3 tegn'],
    ['error.http.rate_limited_seconds', 'en', { seconds: 30 }, 'Too many requests. Wait 30 seconds and try again.'],
    ['error.http.rate_limited_seconds', 'nb', { seconds: '30' }, 'For mange forespørsler. Vent 30 sekunder og prøv igjen.'],
    ['error.zod.too_big', 'en', { maximum: 10, unused: 'x' }, 'The value is too large (limit: 10).'],
    ['error.http.rate_limited', 'en', { seconds: 30 }, 'Too many requests. Wait a moment and try again.'],
  ] satisfies Array<[ErrorKey, 'nb' | 'en', Record<string, string | number>, string]>)(
    '%s in %s with %j reads %j',
    (key, language, params, expected) => {
      expect(errorMessage(key, language, params)).toBe(expected);
    },
  );

  it('leaves a placeholder visible when its value is missing', () => {
    expect(errorMessage('error.field.min_length', 'en')).toBe('Minimum {{count}} characters');
  });

  it('shows the key itself for a key the catalogue does not know', () => {
    expect(errorMessage('error.not.in.catalogue' as ErrorKey, 'nb')).toBe('error.not.in.catalogue');
  });

  it.each([
    ['error.phone.invalid', true],
    ['common.field.required', true],
    ['error.zod.time_span.from_greater_than_to', true],
    ['error.zod.time_span', false],
    ['error', false],
    ['error.phone.invalid.extra', false],
    ['Field is required', false],
    ['', false],
  ])('isErrorKey(%j) is %s', (value, expected) => {
    expect(isErrorKey(value)).toBe(expected);
  });

  it('lists every key once', () => {
    expect(new Set(errorKeys).size).toBe(errorKeys.length);
    expect(errorKeys).toContain('error.user.blocked');
  });

  it.each([
    ['{{ name }} and {{name}}', { name: 'Kari' }, 'Kari and Kari'],
    ['{{a}}{{b}}', { a: 1, b: 0 }, '10'],
    ['no placeholders', { a: 1 }, 'no placeholders'],
    ['{{toString}}', {}, '{{toString}}'],
  ])('interpolate(%j, %j) is %j', (template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });
});
