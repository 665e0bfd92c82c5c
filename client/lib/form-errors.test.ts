import { describe, expect, it } from 'vitest';
import { newUserSchema } from '#shared/accounts/user.schema.ts';
import { ApiError } from './api-error.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, splitFieldErrors } from './form-errors.ts';

describe('field errors', () => {
  it('keeps the first problem per field of a failed parse, keyed by the catalogue', () => {
    const result = newUserSchema.safeParse({ firstName: ' ', lastName: 'N', phone: '123', email: 'x', acceptTerms: false });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromZod(result.error!);
    expect(errors.firstName?.key).toBe('common.field.required');
    expect(errors.phone?.key).toBe('error.phone.invalid');
    expect(errors.email?.key).toBe('error.email.invalid');
    expect(errors.acceptTerms?.key).toBe('error.auth.terms_required');
    expect(errors.lastName).toBeUndefined();
  });

  it('reads the issues of a 400 answer, with array or dotted paths', () => {
    const error = new ApiError(400, 'Validation failed', {
      issues: [
        { path: ['orgNumber'], key: 'error.org_number.not_found', message: 'Could not find a business.' },
        { path: 'items.0.title', key: 'common.field.required', message: 'Field is required' },
        { path: ['orgNumber'], key: 'error.org_number.invalid', message: 'Second problem, same field' },
      ],
    });
    expect(fieldErrorsFromApi(error)).toEqual({
      orgNumber: { key: 'error.org_number.not_found', message: 'Could not find a business.' },
      'items.0.title': { key: 'common.field.required', message: 'Field is required' },
    });
    expect(fieldErrorsFromApi(new ApiError(409, 'Conflict', { key: 'error.auth.email_registered' }))).toBeNull();
    expect(fieldErrorsFromApi(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('sets aside problems with fields the form does not show', () => {
    const { fields, other } = splitFieldErrors(
      { phone: { key: 'error.phone.invalid' }, asBusiness: { key: 'error.zod.invalid_type' } },
      ['phone', 'email'],
    );
    expect(fields).toEqual({ phone: { key: 'error.phone.invalid' } });
    expect(other).toEqual({ key: 'error.zod.invalid_type' });
  });
});
