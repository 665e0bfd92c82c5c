// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newUserSchema, type NewUser } from '#shared/accounts/user.schema.ts';
import '../test/dom.tsx';
import { ApiError } from './api-error.ts';
import { useSchemaForm } from './use-schema-form.ts';

type Values = { firstName: string; lastName: string; phone: string; email: string; acceptTerms: boolean };

const valid: Values = { firstName: 'Kari', lastName: 'Nordmann', phone: '912 34 567', email: 'kari@eksempel.no', acceptTerms: true };

/** A sign-up form that has no place for the terms: a problem with them is the form's problem. */
function renderForm(initialValues: Values, onValid: (data: NewUser) => Promise<void> | void = () => {}) {
  const onProblem = vi.fn();
  const onValidSpy = vi.fn(onValid);
  const view = renderHook(() =>
    useSchemaForm({
      schema: newUserSchema,
      initialValues,
      shownFields: ['firstName', 'lastName', 'phone', 'email'],
      onValid: onValidSpy,
      onProblem,
    }),
  );
  const submit = async () => {
    let went = false;
    await act(async () => {
      went = await view.result.current.submit();
    });
    return went;
  };
  return { ...view, submit, onValid: onValidSpy, onProblem };
}

describe('useSchemaForm', () => {
  it('puts schema problems under the fields the form shows, and does not send', async () => {
    const form = renderForm({ ...valid, firstName: ' ', phone: '123' });
    expect(await form.submit()).toBe(false);

    expect(form.result.current.fieldError('firstName')).toBe('Feltet er påkrevd');
    expect(form.result.current.fieldError('phone')).toBe('Skriv inn et norsk mobilnummer med 8 siffer.');
    expect(form.result.current.fieldError('email')).toBeUndefined();
    expect(form.result.current.problem).toBeNull();
    expect(form.onValid).not.toHaveBeenCalled();
    expect(form.onProblem).toHaveBeenCalledTimes(1);
  });

  it('makes a problem with a field the form does not show the problem of the whole form', async () => {
    const form = renderForm({ ...valid, acceptTerms: false });
    await form.submit();

    expect(form.result.current.problemText).toBe('Du må godta vilkårene for å gå videre.');
    expect(form.result.current.fieldError('firstName')).toBeUndefined();
    expect(form.onValid).not.toHaveBeenCalled();
  });

  it('clears a field\'s problem when its value changes, and only that field\'s', async () => {
    const form = renderForm({ ...valid, firstName: '', phone: '123' });
    await form.submit();
    act(() => form.result.current.set('firstName', 'Kari'));

    expect(form.result.current.values.firstName).toBe('Kari');
    expect(form.result.current.fieldError('firstName')).toBeUndefined();
    expect(form.result.current.fieldError('phone')).toBe('Skriv inn et norsk mobilnummer med 8 siffer.');
  });

  it('sends the parsed data once the values pass, and prevents the browser submit', async () => {
    const form = renderForm(valid);
    const event = { preventDefault: vi.fn() } as unknown as FormEvent;
    await act(async () => form.result.current.onSubmit(event));

    expect(event.preventDefault).toHaveBeenCalled();
    expect(form.onValid).toHaveBeenCalledWith(expect.objectContaining({ phone: '+4791234567', language: 'nb_no', asBusiness: false }));
    expect(form.result.current.submitting).toBe(false);
    expect(form.onProblem).not.toHaveBeenCalled();
  });

  it('puts the issues of a 400 answer under their fields, and one without a field on the form', async () => {
    const form = renderForm(valid, () => {
      throw new ApiError(400, 'Validation failed', {
        key: 'error.validation.failed',
        issues: [
          { path: ['email'], key: 'error.auth.email_registered', message: 'E-mail is already registered' },
          { path: ['orgNumber'], key: 'error.org_number.not_found', message: 'Could not find a business.' },
        ],
      });
    });
    expect(await form.submit()).toBe(false);

    expect(form.result.current.fieldError('email')).toBe('E-postadressen er allerede registrert');
    expect(form.result.current.problemText).toBe('Vi fant ingen virksomhet med dette organisasjonsnummeret.');
    expect(form.onProblem).toHaveBeenCalledTimes(1);
  });

  it('keeps any other failure as the problem of the whole form', async () => {
    const conflict = new ApiError(409, 'Conflict', { key: 'error.auth.email_registered' });
    const form = renderForm(valid, () => Promise.reject(conflict));
    await form.submit();

    expect(form.result.current.problem).toBe(conflict);
    expect(form.result.current.problemText).toBe('E-postadressen er allerede registrert');
    expect(form.result.current.fieldError('email')).toBeUndefined();

    form.onValid.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await form.submit();
    expect(form.result.current.problemText).toBe('Oi, noe gikk galt');
  });

  it('drops problems from the last answer once the values pass again', async () => {
    const form = renderForm(valid, () => {
      throw new ApiError(400, 'Validation failed', {
        issues: [{ path: ['email'], key: 'error.auth.email_registered', message: 'E-mail is already registered' }],
      });
    });
    await form.submit();
    expect(form.result.current.fieldError('email')).toBe('E-postadressen er allerede registrert');

    form.onValid.mockImplementation(() => new Promise(() => {}));
    act(() => {
      void form.result.current.submit();
    });
    expect(form.result.current.submitting).toBe(true);
    expect(form.result.current.fieldError('email')).toBeUndefined();
  });
});
