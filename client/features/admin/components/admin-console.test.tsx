// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminProviderDetail } from '#shared/providers/admin.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { fakeApi } from '../../../test/dom.tsx';
import { aBooking as aSharedBooking, aUser, noBookingActions, userJson } from '../../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';

const providerId = '00000000-0000-4000-8000-0000000000b1';
const withdrawnReason = 'Gjentatte klager fra kunder.';

function aRegistration(status: AdminProviderDetail['status']): AdminProviderDetail {
  return {
    id: providerId,
    status,
    displayName: 'Glans Vask',
    orgType: 'individual',
    categoryId: '00000000-0000-4000-8000-0000000000c1',
    ownerId: '00000000-0000-4000-8000-0000000000d1',
    ownerName: 'Ola Hansen',
    ownerEmail: 'ola@eksempel.no',
    ownerPhone: '+4791234567',
    submittedAt: new Date('2026-11-20T13:05:00Z'),
    approvedAt: status === 'approved' || status === 'rejected' ? new Date('2026-11-21T09:00:00Z') : null,
    reviewedAt: null,
    rejectionReason: status === 'rejected' ? withdrawnReason : null,
    slug: 'glans-vask',
    tagline: null,
    description: '',
    legalInfo: {
      orgType: 'individual',
      firstName: 'Ola',
      lastName: 'Hansen',
      companyName: null,
      orgNumber: null,
      nationalId: '15076500565',
      email: 'ola@eksempel.no',
      bankAccountNumber: '12345678903',
      invoiceAddress: { street: 'Storgata 1', postalCode: '0155', postalPlace: 'OSLO' },
      hasIdPhoto: true,
      termsAccepted: true,
      serviceFeePercentage: 15,
    },
  };
}

const aBooking = aSharedBooking({
  id: '00000000-0000-4000-8000-0000000000f1',
  orderNumber: 'AB12CD34',
  status: 'confirmed',
  serviceTitle: 'Flyttevask',
  providerName: 'Glans Vask',
  customerName: 'Kari Nordmann',
  viewerRole: 'admin',
  actions: noBookingActions,
});

function renderAdmin(path: string, isAdmin: boolean, initialStatus: AdminProviderDetail['status'] = 'pending') {
  let status = initialStatus;
  const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
  const api = fakeApi({
    '/api/auth/config': authConfigAnswer,
    '/api/user': { body: userJson(aUser({ isAdmin })) },
    '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
    '/api/admin/providers': (url) => ({ body: json({ data: url.searchParams.get('status') === status ? [aRegistration(status)] : [], next: null }) }),
    [`/api/admin/providers/${providerId}`]: () => ({ body: json(aRegistration(status)) }),
    '/api/admin/audit-log': {
      body: json({
        data: [
          {
            id: '00000000-0000-4000-8000-0000000000e1',
            actorId: '00000000-0000-4000-8000-0000000000a1',
            actorName: 'Ada Admin',
            action: 'user.block',
            targetType: 'user',
            targetId: '00000000-0000-4000-8000-0000000000d2',
            details: { name: 'Nina Sperresen', message: 'Gjentatte uteblivelser.' },
            createdAt: new Date('2026-11-21T09:30:00Z'),
          },
          {
            id: '00000000-0000-4000-8000-0000000000e2',
            actorId: '00000000-0000-4000-8000-0000000000a1',
            actorName: 'Ada Admin',
            action: 'provider.approve',
            targetType: 'provider',
            targetId: providerId,
            details: { displayName: 'Glans Vask', idVerified: true },
            createdAt: new Date('2026-11-21T09:00:00Z'),
          },
        ],
        next: null,
      }),
    },
    '/api/admin/bookings': (url) =>
      url.searchParams.get('orderNumber') === 'AB12CD34' ? { body: json(aBooking) } : { status: 404, body: { message: 'Not found', status: 404 } },
    [`/api/admin/bookings/${aBooking.id}/cancel`]: () => ({ body: json({ ...aBooking, status: 'cancelled', whoCancelled: 'admin' }) }),
    [`/api/admin/bookings/${aBooking.id}/replace-provider`]: () => ({ body: json({ ...aBooking, replacementPending: true }) }),
    [`/api/admin/providers/${providerId}/approve`]: () => {
      status = 'approved';
      return { body: json(aRegistration(status)) };
    },
    [`/api/admin/providers/${providerId}/withdraw`]: () => {
      status = 'rejected';
      return { body: json(aRegistration(status)) };
    },
  });
  const { router } = renderApp(path);
  return { api, router };
}

afterEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe('admin console', () => {
  it('tells someone who is not an admin that they have no access', async () => {
    const { api } = renderAdmin('/admin', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeTruthy();
    expect(api.calls.some((path) => path.startsWith('/api/admin'))).toBe(false);
  });

  it('lists waiting registrations and approves one after confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin', true);

    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Navn', 'Type', 'Eier', 'Sendt', 'Status']);
    const row = within(table).getByRole('row', { name: /Glans Vask/ });
    expect(within(row).getByText('20. november 2026 kl. 14:05')).toBeTruthy();
    expect(api.calls).toContain('/api/admin/providers?status=pending');

    await user.click(within(row).getByRole('link', { name: 'Glans Vask' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Glans Vask' })).toBeTruthy();
    expect(screen.queryByText('15076500565')).toBeNull();
    expect(screen.getByText('•••••••0565')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vis fødselsnummer' }));
    expect(screen.getByText('15076500565')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Legitimasjon for Ola Hansen' }).getAttribute('src')).toBe(`/api/provider/${providerId}/legal/id-photo`);

    await user.click(screen.getByRole('button', { name: 'Godkjenn' }));
    const dialog = screen.getByRole('dialog', { name: 'Godkjenne Glans Vask?' });
    expect(api.requests.some((request) => request.path.endsWith('/approve'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, godkjenn' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.path === `/api/admin/providers/${providerId}/approve`)?.method).toBe('POST');
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Glans Vask er godkjent');
    expect(await screen.findByText('Godkjent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Godkjenn' })).toBeNull();
  });

  it('refuses a rejection reason shorter than 10 characters', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin(`/admin/leverandorer/${providerId}`, true);
    await user.click(await screen.findByRole('button', { name: 'Avvis' }));
    const dialog = screen.getByRole('dialog', { name: 'Avvise Glans Vask?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Uklart');
    await user.click(within(dialog).getByRole('button', { name: 'Avvis registreringen' }));
    expect(await within(dialog).findByText('Minst 10 tegn')).toBeTruthy();
    expect(api.requests.some((request) => request.path.endsWith('/reject'))).toBe(false);
  });

  it("withdraws an approved provider's approval with a reason, and offers to approve it again", async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin(`/admin/leverandorer/${providerId}`, true, 'approved');
    await user.click(await screen.findByRole('button', { name: 'Trekk tilbake godkjenning' }));
    const dialog = screen.getByRole('dialog', { name: 'Trekke tilbake godkjenningen av Glans Vask?' });
    expect(within(dialog).getByText(/skjules for kunder med en gang/)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: 'Begrunnelse' });
    await user.type(reason, 'Klager');
    await user.click(within(dialog).getByRole('button', { name: 'Trekk tilbake godkjenningen' }));
    expect(await within(dialog).findByText('Minst 10 tegn')).toBeTruthy();
    expect(api.requests.some((request) => request.path.endsWith('/withdraw'))).toBe(false);

    await user.clear(reason);
    await user.type(reason, withdrawnReason);
    await user.click(within(dialog).getByRole('button', { name: 'Trekk tilbake godkjenningen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.requests.find((request) => request.path === `/api/admin/providers/${providerId}/withdraw`);
    expect(sent).toMatchObject({ method: 'POST', body: { reason: withdrawnReason } });
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Godkjenningen av Glans Vask er trukket tilbake');
    expect(await screen.findByText('Godkjenning trukket tilbake')).toBeTruthy();
    expect(screen.getByText(withdrawnReason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Trekk tilbake godkjenning' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Avvis' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Godkjenn igjen' }));
    const again = screen.getByRole('dialog', { name: 'Godkjenne Glans Vask igjen?' });
    await user.click(within(again).getByRole('button', { name: 'Ja, godkjenn' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Trekk tilbake godkjenning' })).toBeTruthy();
  });

  it('writes the audit log in words: what was done, to whom, with the details named', async () => {
    renderAdmin('/admin/revisjonslogg', true);
    const table = await screen.findByRole('table', { name: 'Hendelser, nyeste først' });
    const [blocked, approved] = within(table).getAllByRole('row').slice(1);
    expect(within(blocked!).getByText('Sperret bruker')).toBeTruthy();
    expect(within(blocked!).getByText('Bruker: Nina Sperresen')).toBeTruthy();
    expect(within(blocked!).getByText('Melding:')).toBeTruthy();
    expect(within(blocked!).getByText('Gjentatte uteblivelser.')).toBeTruthy();
    expect(within(blocked!).getByText('21. november 2026 kl. 10:30')).toBeTruthy();
    expect(within(approved!).getByText('Godkjente registrering')).toBeTruthy();
    expect(within(approved!).getByText('ID verifisert:')).toBeTruthy();
    expect(within(approved!).getByText('Ja')).toBeTruthy();
    expect(within(approved!).getByRole('link', { name: 'Åpne registreringen' }).getAttribute('href')).toBe(`/admin/leverandorer/${providerId}`);
  });

  it('finds a booking by its order number and cancels it for the provider with a chosen refund', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/bestillinger', true);
    const search = await screen.findByRole('search');
    await user.type(within(search).getByRole('textbox', { name: 'Ordrenummer' }), 'zz99');
    await user.click(within(search).getByRole('button', { name: 'Finn' }));
    expect(await screen.findByText('Ingen bestilling har ordrenummer ZZ99.')).toBeTruthy();

    await user.clear(within(search).getByRole('textbox', { name: 'Ordrenummer' }));
    await user.type(within(search).getByRole('textbox', { name: 'Ordrenummer' }), 'ab12cd34');
    await user.click(within(search).getByRole('button', { name: 'Finn' }));
    expect(await screen.findByRole('heading', { name: 'AB12CD34 · Flyttevask' })).toBeTruthy();
    expect(screen.getByText('Glans Vask')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Avlys bestillingen' }));
    const dialog = screen.getByRole('dialog', { name: 'Avlys bestilling AB12CD34' });
    const refund = within(dialog).getByRole('textbox', { name: 'Refusjon til kunden (kr)' });
    expect((refund as HTMLInputElement).value).toBe('1290');
    await user.clear(refund);
    await user.type(refund, '1 500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Syk');
    await user.click(within(dialog).getByRole('button', { name: 'Avlys bestillingen' }));
    expect(within(dialog).getByText(/Refusjonen kan ikke være mer enn 1\s290\s*kr/)).toBeTruthy();
    expect(within(dialog).getByText('Minimum 10 tegn')).toBeTruthy();
    expect(api.requests.some((request) => request.path.endsWith('/cancel'))).toBe(false);

    await user.clear(refund);
    await user.type(refund, '645,50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'dom er leverandøren borte.');
    await user.click(within(dialog).getByRole('button', { name: 'Avlys bestillingen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.requests.find((request) => request.path === `/api/admin/bookings/${aBooking.id}/cancel`);
    expect(sent?.body).toEqual({ refundOre: 64_550, reason: 'Sykdom er leverandøren borte.' });
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Bestilling AB12CD34 er avlyst');
  });

  it('replaces the provider of a paid booking after asking why', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/bestillinger?ordrenummer=AB12CD34', true);
    expect(await screen.findByRole('heading', { name: 'AB12CD34 · Flyttevask' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Bytt leverandør' }));
    const dialog = screen.getByRole('dialog', { name: 'Bytt leverandør for bestilling AB12CD34' });
    expect(within(dialog).getByText(/Glans Vask tas av bestillingen\. Kunden får en erstatningsforespørsel til samme pris/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Syk');
    await user.click(within(dialog).getByRole('button', { name: 'Bytt leverandør' }));
    expect(within(dialog).getByText('Minimum 10 tegn')).toBeTruthy();
    expect(api.requests.some((request) => request.path.endsWith('/replace-provider'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'dom, kan ikke komme.');
    await user.click(within(dialog).getByRole('button', { name: 'Bytt leverandør' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.requests.find((request) => request.path === `/api/admin/bookings/${aBooking.id}/replace-provider`);
    expect(sent?.body).toEqual({ reason: 'Sykdom, kan ikke komme.' });
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Vi finner en ny leverandør for bestilling AB12CD34');
  });
});
