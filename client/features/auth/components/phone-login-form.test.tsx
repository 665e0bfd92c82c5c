// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginCodeResendSeconds } from '#shared/auth/auth.schema.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aUser, userJson } from '../../../test/fixtures.ts';
import { PhoneLoginForm } from './phone-login-form.tsx';

function renderForm() {
  const onSignedIn = vi.fn();
  const onUseEmail = vi.fn();
  renderWithProviders(<PhoneLoginForm captcha={{ provider: 'local' }} onSignedIn={onSignedIn} onUseEmail={onUseEmail} />);
  return { onSignedIn, onUseEmail };
}

async function askForCode(user: ReturnType<typeof userEvent.setup>, phone = '912 34 567') {
  await user.type(screen.getByRole('textbox', { name: 'Mobilnummer' }), phone);
  await user.click(screen.getByRole('button', { name: 'Send kode' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PhoneLoginForm', () => {
  it('sends the code to the number in E.164 with the captcha token and asks for the code in one field', async () => {
    const api = fakeApi({ '/api/auth/otp/new': { body: { nonce: 'n-1' } } });
    const user = userEvent.setup();
    renderForm();
    await askForCode(user);

    const code = await screen.findByRole('textbox', { name: 'Kode på 6 siffer' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);
    expect(screen.getByText('Vi har sendt en kode på SMS til +47 912 34 567. Skriv den inn her.')).toBeTruthy();
    expect(api.requests.find((request) => request.path === '/api/auth/otp/new')?.body).toEqual({
      username: '+4791234567',
      captchaToken: 'local',
    });
  });

  it(`offers "Send ny kode" only after a visible countdown of ${loginCodeResendSeconds} seconds`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = fakeApi({ '/api/auth/otp/new': { body: { nonce: 'n-1' } } });
    const user = userEvent.setup();
    renderForm();
    await askForCode(user);

    const resend = await screen.findByRole('button', { name: 'Send ny kode' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(`Du kan be om en ny kode om ${loginCodeResendSeconds} sekunder.`)).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime((loginCodeResendSeconds - 1) * 1000);
    });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Du kan be om en ny kode om 1 sekund.')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect((resend as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/Du kan be om en ny kode om/)).toBeNull();

    await user.click(resend);
    expect(await screen.findByText('Vi har sendt deg en ny kode.')).toBeTruthy();
    expect(api.calls.filter((path) => path === '/api/auth/otp/new')).toHaveLength(2);
    // The countdown starts again after each new code.
    expect((screen.getByRole('button', { name: 'Send ny kode' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows "Koden er feil eller har utløpt" under the code field when the server rejects it', async () => {
    fakeApi({
      '/api/auth/otp/new': { body: { nonce: 'n-1' } },
      '/api/auth/otp/verify': apiErrorAnswer(400, 'error.auth.code_wrong_or_expired', 'Entered code wrong or is expired'),
    });
    const user = userEvent.setup();
    const { onSignedIn } = renderForm();
    await askForCode(user);
    const code = await screen.findByRole('textbox', { name: 'Kode på 6 siffer' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));

    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const described = (code.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Koden er feil eller har utløpt');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    fakeApi({
      '/api/auth/otp/new': { body: { nonce: 'n-1' } },
      '/api/auth/otp/verify': apiErrorAnswer(400, 'error.auth.code_wrong_or_expired', 'Entered code wrong or is expired'),
    });
    const user = userEvent.setup();
    renderWithProviders(<PhoneLoginForm captcha={{ provider: 'local' }} onSignedIn={vi.fn()} onUseEmail={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '91234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Entered code wrong or is expired')).toBeTruthy();
  });

  it('signs in with the right code and hands over the user', async () => {
    const kari = aUser();
    const api = fakeApi({
      '/api/auth/otp/new': { body: { nonce: 'n-1' } },
      '/api/auth/otp/verify': { body: userJson(kari) },
    });
    const user = userEvent.setup();
    const { onSignedIn } = renderForm();
    await askForCode(user, '+47 912 34 567');
    await user.type(await screen.findByRole('textbox', { name: 'Kode på 6 siffer' }), '482913');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(kari));
    expect(api.requests.find((request) => request.path === '/api/auth/otp/verify')?.body).toEqual({
      username: '+4791234567',
      code: '482913',
      nonce: 'n-1',
    });
  });

  it('checks the number before sending anything', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderForm();
    await askForCode(user, '2212 3456');
    expect(await screen.findByText('Dette ser ut som et fasttelefonnummer. Skriv inn et mobilnummer (starter med 4 eller 9).')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('explains an unknown number and offers the e-mail sign-up', async () => {
    fakeApi({
      '/api/auth/otp/new': apiErrorAnswer(404, 'error.auth.phone_unknown', 'We could not find a user with that phone number.'),
    });
    const user = userEvent.setup();
    const { onUseEmail } = renderForm();
    await askForCode(user);
    expect(
      await screen.findByText('Vi fant ingen bruker med det telefonnummeret. Last ned appen for å registrere deg'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Logg inn med e-post' }));
    expect(onUseEmail).toHaveBeenCalled();
  });

  it('tells how long to wait when codes are asked for too often', async () => {
    fakeApi({
      '/api/auth/otp/new': apiErrorAnswer(429, 'error.http.rate_limited_seconds', 'Too many requests', { retryAfterSeconds: 42 }),
    });
    const user = userEvent.setup();
    renderForm();
    await askForCode(user);
    expect(await screen.findByText('For mange forespørsler. Vent 42 sekunder og prøv igjen.')).toBeTruthy();
  });
});
