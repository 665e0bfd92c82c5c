// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aUser, userJson } from '../../../test/fixtures.ts';
import { useAuthStore } from '../store.ts';
import { CreateAccountForm } from './create-account-form.tsx';

function renderForm(onLinkExpired = vi.fn()) {
  const onCreated = vi.fn();
  renderWithProviders(
    <CreateAccountForm
      source={{ kind: 'link', token: 'tok-1' }}
      prefill={{ email: 'ny@eksempel.no' }}
      emailLocked
      onCreated={onCreated}
      onLinkExpired={onLinkExpired}
    />,
  );
  return { onCreated, onLinkExpired };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { terms = true } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Fornavn' }), 'Kari');
  await user.type(screen.getByRole('textbox', { name: 'Etternavn' }), 'Nordmann');
  await user.type(screen.getByRole('textbox', { name: 'Mobilnummer' }), '912 34 567');
  if (terms) await user.click(screen.getByRole('checkbox', { name: /Jeg godtar brukervilkårene/ }));
}

/** The texts a field points `aria-describedby` at: its hint and its error. */
function messagesOf(field: HTMLElement): (string | null | undefined)[] {
  return (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
}

afterEach(() => {
  useAuthStore.setState({ asBusiness: false });
});

describe('CreateAccountForm', () => {
  it('shows the e-mail from the link and does not let it be changed', () => {
    fakeApi({});
    renderForm();
    const email = screen.getByRole('textbox', { name: 'E-postadresse' }) as HTMLInputElement;
    expect(email.value).toBe('ny@eksempel.no');
    expect(email.readOnly).toBe(true);
  });

  it('will not create the account until the terms are accepted', async () => {
    const api = fakeApi({ '/api/auth/ott/user': { body: userJson(aUser()) } });
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    await fillIn(user, { terms: false });
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));

    const terms = screen.getByRole('checkbox', { name: /Jeg godtar brukervilkårene/ });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(messagesOf(terms)).toContain('Du må godta vilkårene for å gå videre.');
    expect(api.calls).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();

    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
  });

  it('marks every empty required field with "Feltet er påkrevd"', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(messagesOf(screen.getByRole('textbox', { name: 'Fornavn' }))).toContain('Feltet er påkrevd');
    expect(messagesOf(screen.getByRole('textbox', { name: 'Etternavn' }))).toContain('Feltet er påkrevd');
    expect(messagesOf(screen.getByRole('textbox', { name: 'Mobilnummer' }))).toContain('Skriv inn et norsk mobilnummer med 8 siffer.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Fornavn' })));
  });

  it('sends the new user with the link token, the number in E.164 and the chosen language', async () => {
    const kari = aUser({ email: 'ny@eksempel.no' });
    const api = fakeApi({ '/api/auth/ott/user': { body: userJson(kari) } });
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(kari));
    const request = api.requests.find((entry) => entry.path.startsWith('/api/auth/ott/user'));
    expect(request?.path).toBe('/api/auth/ott/user?ott=tok-1');
    expect(request?.body).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '+4791234567',
      email: 'ny@eksempel.no',
      language: 'nb_no',
      asBusiness: false,
      acceptTerms: true,
    });
  });

  it('asks a business for its organisation number and shows the register\'s answer under that field', async () => {
    fakeApi({
      '/api/auth/ott/user': apiErrorAnswer(400, 'error.validation.failed', 'Validation failed', {
        issues: [{ path: ['orgNumber'], key: 'error.org_number.not_found', message: 'Could not find a business with this organisation number.' }],
      }),
    });
    const user = userEvent.setup();
    const { onCreated } = renderForm();
    expect(screen.queryByRole('textbox', { name: 'Organisasjonsnummer' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Bedrift' }));
    const orgNumber = screen.getByRole('textbox', { name: 'Organisasjonsnummer' });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(messagesOf(orgNumber)).toContain('Skriv inn et gyldig organisasjonsnummer');

    await user.type(orgNumber, '923 609 016');
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    await waitFor(() =>
      expect(messagesOf(orgNumber)).toContain('Vi fant ingen virksomhet med dette organisasjonsnummeret.'),
    );
    expect(messagesOf(screen.getByRole('textbox', { name: 'Mobilnummer' }))).not.toContain(
      'Vi fant ingen virksomhet med dette organisasjonsnummeret.',
    );
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('puts "already registered" under the mobile number', async () => {
    fakeApi({
      '/api/auth/ott/user': apiErrorAnswer(409, 'error.auth.phone_registered', 'This mobile number is already registered.'),
    });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    const phone = screen.getByRole('textbox', { name: 'Mobilnummer' });
    await waitFor(() =>
      expect(messagesOf(phone)).toContain('Dette mobilnummeret er allerede registrert. Logg inn med det i stedet.'),
    );
  });

  it('reports a link that ran out while the form was open', async () => {
    fakeApi({ '/api/auth/ott/user': apiErrorAnswer(410, 'error.auth.link_expired', 'The link has expired.') });
    const user = userEvent.setup();
    const { onLinkExpired } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    await waitFor(() => expect(onLinkExpired).toHaveBeenCalled());
  });
});
