// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aUser, userJson } from '../../../test/fixtures.ts';
import { AddBusinessDialog } from './add-business-dialog.tsx';

function renderDialog() {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <>
      <AddBusinessDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
  return { onOpenChange, ...view };
}

afterEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe('AddBusinessDialog', () => {
  it('asks for 9 digits before calling the register', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Organisasjonsnummer' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(await screen.findByText('Skriv inn et gyldig organisasjonsnummer')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows the register\'s "not found" in Norwegian under the field', async () => {
    fakeApi({
      '/api/user/add-business': apiErrorAnswer(400, 'error.validation.failed', 'Validation failed', {
        issues: [{ path: ['orgNumber'], key: 'error.org_number.not_found', message: 'Could not find a business with this organisation number.' }],
      }),
    });
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Organisasjonsnummer' }), '974 760 673');
    await user.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(await screen.findByText('Vi fant ingen virksomhet med dette organisasjonsnummeret.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('adds the business, updates the user and says so in a toast', async () => {
    const business = aUser({ orgNumber: '923609016', companyName: 'EQUINOR ASA', orderAsBusiness: true });
    const api = fakeApi({ '/api/user/add-business': { body: userJson(business) } });
    const user = userEvent.setup();
    const { onOpenChange, queryClient } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Organisasjonsnummer' }), '923 609 016');
    await user.click(screen.getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText('EQUINOR ASA er lagt til. Nå bestiller du som bedrift.')).toBeTruthy();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/user/add-business?orgNumber=923609016' });
    expect(queryClient.getQueryData(['user'])).toEqual(business);
  });
});
