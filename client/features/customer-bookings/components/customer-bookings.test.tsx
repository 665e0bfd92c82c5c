// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi } from '../../../test/dom.tsx';
import { aUser, userJson } from '../../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';
import { fixTodayAt } from '../../../test/fixed-today.ts';
import { aBooking, aBookingRow } from '../customer-bookings.fixtures.ts';

// The bookings are in December 2026: today is fixed before them, so their days are still to come.
fixTodayAt('2026-11-26T10:00:00Z');

const signedIn = {
  '/api/auth/config': authConfigAnswer,
  '/api/user': { body: userJson(aUser({ firstName: 'Ola' })) },
  '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
  '/api/explore/categories': { body: [] },
};

const hour = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('customer bookings list', () => {
  it('loads each tab when it is opened, shows the time the provider has left and loads more', async () => {
    const user = userEvent.setup();
    const request = aBookingRow({ providerAnswerBy: fromNow(50 * hour + 30_000) });
    const accepted = aBookingRow({
      id: '00000000-0000-4000-8000-00000000b002',
      status: 'awaiting_payment',
      serviceTitle: 'Hovedrengjøring',
      providerAnswerBy: null,
      paymentDueBy: '2026-12-01T13:30:00.000Z',
    });
    const older = aBookingRow({ id: '00000000-0000-4000-8000-00000000b003', status: 'confirmed', serviceTitle: 'Vindusvask', providerAnswerBy: null });
    const api = fakeApi({
      ...signedIn,
      '/api/booking/customer': (url) => {
        const tab = url.searchParams.get('tab');
        if (tab === 'requests') return { body: { data: [request], next: null } };
        if (tab === 'archive') return { body: { data: [], next: null } };
        return url.searchParams.get('next') === 'page-2'
          ? { body: { data: [older], next: null } }
          : { body: { data: [accepted], next: 'page-2' } };
      },
    });
    renderApp('/account/bestillinger');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mine bestillinger' })).toBeTruthy();
    const active = await screen.findByRole('link', { name: 'Hovedrengjøring' });
    const row = active.closest('li') as HTMLElement;
    expect(within(row).getByText('Venter på betaling')).toBeTruthy();
    expect(within(row).getByText('Hos Kari Vask')).toBeTruthy();
    expect(within(row).getByText('fre. 4. des., 10:00–13:00')).toBeTruthy();
    expect(within(row).getByText('1 290 kr', { exact: false })).toBeTruthy();
    expect(within(row).getByText('Betal innen tir. 1. des. kl. 14:30')).toBeTruthy();
    expect(api.calls).not.toContain('/api/booking/customer?tab=requests');

    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByRole('link', { name: 'Vindusvask' })).toBeTruthy();
    expect(api.calls).toContain('/api/booking/customer?tab=active&next=page-2');
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Forespørsler' }));
    const requestLink = await screen.findByRole('link', { name: 'Flyttevask av leilighet' });
    expect(within(requestLink.closest('li') as HTMLElement).getByText('Leverandøren har 2 dager og 2 timer på å svare')).toBeTruthy();
    expect(requestLink.getAttribute('href')).toBe(`/account/bestillinger/${request.id}`);

    await user.click(screen.getByRole('tab', { name: 'Arkiv' }));
    expect(await screen.findByRole('heading', { name: 'Arkivet er tomt' })).toBeTruthy();
  });

  it('opens the tab named in the address', async () => {
    fakeApi({ ...signedIn, '/api/booking/customer': { body: { data: [], next: null } } });
    renderApp('/account/bestillinger?fane=foresporsler');
    expect(await screen.findByRole('heading', { name: 'Ingen forespørsler' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Forespørsler' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('customer booking details', () => {
  it('shows the booking with its price, policy and lists', async () => {
    const booking = aBooking();
    fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
    renderApp(`/account/bestillinger/${booking.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeTruthy();
    expect(screen.getByText('Ordrenummer TT100231')).toBeTruthy();
    expect(screen.getByText('Storgata 1, 0155 Oslo')).toBeTruthy();
    expect(screen.getByText('940 kr', { exact: false })).toBeTruthy();
    expect(screen.getByText('Vask av kjøleskap × 1')).toBeTruthy();
    expect(screen.getByText('258 kr', { exact: false })).toBeTruthy();
    expect(screen.getByText('Gratis avbestilling frem til 48 timer før start.')).toBeTruthy();
    expect(screen.getByText('Tøm skapene')).toBeTruthy();
    expect(screen.getByText('Vask av alle rom')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Betal og bekreft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Endre dato' })).toBeNull();
  });

  it('tells the customer of a confirmed booking until when cancelling is free, or what it costs now', async () => {
    // Today is 26 November 10:00 UTC; the simple policy is free until 48 hours before the start.
    const later = aBooking({ status: 'confirmed', providerAnswerBy: null, startsAt: '2026-12-04T09:00:00.000Z' });
    fakeApi({ ...signedIn, [`/api/booking/${later.id}`]: { body: later } });
    const first = renderApp(`/account/bestillinger/${later.id}`);
    expect((await screen.findByTestId('cancellation-outlook')).textContent).toBe('Du kan avbestille gratis til ons. 2. des. kl. 10:00, om 5 dager og 23 timer.');
    // Paid and confirmed: "free until it is paid" no longer applies.
    expect(screen.queryByText('Før bestillingen er betalt og bekreftet, kan du avbestille gratis.')).toBeNull();
    first.unmount();

    const soon = aBooking({ status: 'confirmed', providerAnswerBy: null, startsAt: '2026-11-27T09:00:00.000Z', endsAt: '2026-11-27T12:00:00.000Z' });
    fakeApi({ ...signedIn, [`/api/booking/${soon.id}`]: { body: soon } });
    renderApp(`/account/bestillinger/${soon.id}`);
    // Money is written with no-break spaces.
    expect((await screen.findByTestId('cancellation-outlook')).textContent?.replace(/\s/g, ' ')).toBe(
      'Den gikk ut ons. 25. nov. kl. 10:00. Avbestiller du nå, betaler du 1 290 kr (100 %).',
    );
  });

  it('leaves out the checklist and the cancellation terms once the booking is over', async () => {
    for (const status of ['done', 'cancelled', 'request_denied', 'expired'] as const) {
      const booking = aBooking({ status, providerAnswerBy: null });
      fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
      const { unmount } = renderApp(`/account/bestillinger/${booking.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeTruthy();
      expect(screen.getByText('Vask av alle rom')).toBeTruthy();
      expect(screen.queryByText('Tøm skapene')).toBeNull();
      expect(screen.queryByText('Gratis avbestilling frem til 48 timer før start.')).toBeNull();
      unmount();
    }
  });

  it.each([
    ['customer', 'Avbestilt', 'Du har avbestilt bestillingen', 'Cancelled', 'You cancelled the booking'],
    ['provider', 'Avlyst av leverandøren', 'Leverandøren har avlyst bestillingen', 'Cancelled by the provider', 'The provider cancelled the booking'],
    ['admin', 'Avlyst av kundeservice', 'Kundeservice har avlyst bestillingen', 'Cancelled by customer service', 'Customer service cancelled the booking'],
    [null, 'Avbestilt', 'Bestillingen er avbestilt', 'Cancelled', 'The booking is cancelled'],
  ] as const)('names who called it off (%s): "%s", "%s"', async (whoCancelled, badge, heading, englishBadge, englishHeading) => {
    const booking = aBooking({ status: 'cancelled', providerAnswerBy: null, whoCancelled });
    fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
    renderApp(`/account/bestillinger/${booking.id}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'Flyttevask av leilighet' });
    const header = title.parentElement!;
    expect(within(header).getByText(badge)).toBeTruthy();
    expect(screen.getByText(heading)).toBeTruthy();
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(within(header).getByText(englishBadge)).toBeTruthy();
      expect(screen.getByText(englishHeading)).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('nb'));
    }
  });

  it('links to the receipt of a paid booking and to the service to book it again', async () => {
    const booking = aBooking({ status: 'done', providerAnswerBy: null, receiptAvailable: true, publicServiceSlug: 'flyttevask-leilighet-3f9a2c' });
    fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
    renderApp(`/account/bestillinger/${booking.id}`);
    expect((await screen.findByRole('link', { name: 'Se kvittering' })).getAttribute('href')).toBe(`/account/betalinger/kvitteringer/${booking.id}`);
    expect(screen.getByRole('link', { name: 'Bestill igjen' }).getAttribute('href')).toBe('/service/flyttevask-leilighet-3f9a2c');
    // A finished booking has nothing left to put in a calendar.
    expect(screen.queryByRole('link', { name: 'Legg til i kalender' })).toBeNull();
  });

  it('shows a visit of a recurring cleaning with its subscription and the visits so far', async () => {
    const subscriptionId = '00000000-0000-4000-8000-0000000000f1';
    const earlier = '00000000-0000-4000-8000-0000000000f2';
    const booking = aBooking({
      status: 'awaiting_payment',
      providerAnswerBy: null,
      subscription: {
        id: subscriptionId,
        frequency: 'every_two_weeks',
        deliveries: [
          { startsAt: '2026-12-18T09:00:00.000Z', state: 'skipped', bookingId: null },
          { startsAt: '2026-12-04T09:00:00.000Z', state: 'paid', bookingId: earlier },
        ],
      },
    });
    fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
    renderApp(`/account/bestillinger/${booking.id}`);
    expect(await screen.findByText('Annenhver uke')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se abonnementet' }).getAttribute('href')).toBe(`/account/abonnementer/${subscriptionId}`);
    const visits = screen.getByRole('heading', { level: 2, name: 'Besøk så langt' }).parentElement!;
    expect(within(visits).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'fre. 18. des. 10:00Hoppet over',
      'fre. 4. des. 10:00Utført',
    ]);
    expect(within(visits).getByRole('link', { name: 'fre. 4. des. 10:00' }).getAttribute('href')).toBe(`/account/bestillinger/${earlier}`);
  });

  it('says that a new provider is being found, and links to the replacement offers', async () => {
    const requestId = '00000000-0000-4000-8000-0000000000e9';
    const booking = aBooking({ status: 'confirmed', providerAnswerBy: null, replacementPending: true, replacementRequestId: requestId });
    fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
    renderApp(`/account/bestillinger/${booking.id}`);
    expect(await screen.findByText('Vi finner en ny leverandør')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se tilbudene' }).getAttribute('href')).toBe(`/account/foresporsler/${requestId}`);
  });

  it('offers an upcoming booking as a calendar file', async () => {
    const booking = aBooking({ status: 'confirmed', providerAnswerBy: null });
    fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
    renderApp(`/account/bestillinger/${booking.id}`);
    const link = await screen.findByRole('link', { name: 'Legg til i kalender' });
    expect(link.getAttribute('href')).toBe(`/api/booking/${booking.id}/calendar.ics`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('offers no receipt before payment and no "book again" when the service is gone or hidden', async () => {
    const booking = aBooking({ receiptAvailable: false, publicServiceSlug: null });
    fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
    renderApp(`/account/bestillinger/${booking.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se kvittering' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bestill igjen' })).toBeNull();
  });

  it('shows the fee before cancelling, shows a changed fee, then cancels with the fee that was shown', async () => {
    const user = userEvent.setup();
    let booking = aBooking({ status: 'confirmed', providerAnswerBy: null });
    let feeOre = 0;
    let cancelAttempts = 0;
    const api = fakeApi({
      ...signedIn,
      [`/api/booking/${booking.id}`]: () => ({ body: booking }),
      [`/api/booking/${booking.id}/cancellation`]: () => ({
        body: { policy: 'simple', band: feeOre ? 'simple_under_48_hours' : 'simple_free', priceOre: 129_000, feeOre, refundOre: 129_000 - feeOre, freeUntil: '2026-12-02T09:00:00.000Z' },
      }),
      [`/api/booking/${booking.id}/cancel`]: () => {
        cancelAttempts += 1;
        if (cancelAttempts === 1) {
          feeOre = 129_000;
          return apiErrorAnswer(409, 'error.booking.fee_changed', 'The fee changed');
        }
        booking = { ...booking, status: 'cancelled', whoCancelled: 'customer', cancellationFeeOre: feeOre, actions: { ...booking.actions, cancel: false } };
        return { body: booking };
      },
      '/api/booking/customer': { body: { data: [], next: null } },
    });
    renderApp(`/account/bestillinger/${booking.id}`);

    await user.click(await screen.findByRole('button', { name: 'Avbestill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vil du avbestille?' });
    expect(await within(dialog).findByText('Avbestillingsgebyr 0 kr, du får 1 290 kr tilbake.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Ja, avbestill' }));
    expect(await within(dialog).findByText('Avbestillingsgebyr 1 290 kr, du får 0 kr tilbake.')).toBeTruthy();
    expect(within(dialog).getByText(/Avbestillingsgebyret har endret seg/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Ja, avbestill' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cancels = api.requests.filter((request) => request.path.endsWith('/cancel'));
    expect(cancels.map((request) => request.body)).toEqual([{ expectedFeeOre: 0 }, { expectedFeeOre: 129_000 }]);
    expect(await screen.findByText('Bestillingen er avbestilt.')).toBeTruthy();
    expect(screen.getByText('Du har avbestilt bestillingen')).toBeTruthy();
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Bestillingen er avbestilt.');
  });

  it('sends the reason the customer chose when cancelling', async () => {
    const user = userEvent.setup();
    let booking = aBooking({ status: 'confirmed', providerAnswerBy: null });
    const api = fakeApi({
      ...signedIn,
      [`/api/booking/${booking.id}`]: () => ({ body: booking }),
      [`/api/booking/${booking.id}/cancellation`]: {
        body: { policy: 'simple', band: 'simple_free', priceOre: 129_000, feeOre: 0, refundOre: 129_000, freeUntil: '2026-12-02T09:00:00.000Z' },
      },
      [`/api/booking/${booking.id}/cancel`]: () => {
        booking = { ...booking, status: 'cancelled', whoCancelled: 'customer', customerCancelReason: 'plans_changed', actions: { ...booking.actions, cancel: false } };
        return { body: booking };
      },
      '/api/booking/customer': { body: { data: [], next: null } },
    });
    renderApp(`/account/bestillinger/${booking.id}`);
    await user.click(await screen.findByRole('button', { name: 'Avbestill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vil du avbestille?' });
    const reason = within(dialog).getByRole('combobox', { name: 'Hvorfor avbestiller du? (valgfritt)' });
    expect((reason as HTMLSelectElement).value).toBe('');
    await user.selectOptions(reason, 'Planene mine endret seg');
    await within(dialog).findByText('Avbestillingsgebyr 0 kr, du får 1 290 kr tilbake.');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, avbestill' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.path.endsWith('/cancel'))?.body).toEqual({ expectedFeeOre: 0, reason: 'plans_changed' });
  });

  it('pays an accepted request once the terms are accepted', async () => {
    const user = userEvent.setup();
    let booking = aBooking({ status: 'awaiting_payment', providerAnswerBy: null, paymentDueBy: fromNow(70 * hour), actions: { ...aBooking().actions, pay: true } });
    const api = fakeApi({
      ...signedIn,
      [`/api/booking/${booking.id}`]: () => ({ body: booking }),
      [`/api/booking/${booking.id}/pay`]: (_url, request) => {
        booking = { ...booking, status: 'confirmed', paymentMethod: (request.body as { paymentMethod: 'card' | 'invoice' }).paymentMethod, actions: { ...booking.actions, pay: false } };
        return { body: booking };
      },
      '/api/booking/customer': { body: { data: [], next: null } },
      '/api/invoices/eligibility': { body: { allowed: true, orgNumber: '923456783', companyName: 'Ola AS' } },
    });
    renderApp(`/account/bestillinger/${booking.id}`);

    await user.click(await screen.findByRole('button', { name: 'Betal og bekreft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betal og bekreft bestillingen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Faktura' }));
    await user.click(within(dialog).getByRole('button', { name: /Betal 1\s290/ }));
    expect(within(dialog).getByText('Du må godta vilkårene for å gå videre.')).toBeTruthy();
    expect(api.requests.some((request) => request.path.endsWith('/pay'))).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Jeg godtar vilkårene og avbestillingsvilkårene' }));
    await user.click(within(dialog).getByRole('button', { name: /Betal 1\s290/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.path.endsWith('/pay'))?.body).toEqual({ paymentMethod: 'invoice', useBalance: false, acceptTerms: true });
    expect(await screen.findByText('Bekreftet')).toBeTruthy();
    expect(screen.getByText('Faktura')).toBeTruthy();
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Betalingen er gjennomført. Bestillingen er bekreftet.');
  });

  it('says why a payment failed and what to do', async () => {
    const user = userEvent.setup();
    const booking = aBooking({ status: 'awaiting_payment', providerAnswerBy: null, actions: { ...aBooking().actions, pay: true } });
    fakeApi({
      ...signedIn,
      [`/api/booking/${booking.id}`]: { body: booking },
      [`/api/booking/${booking.id}/pay`]: apiErrorAnswer(402, 'error.payment.failed', 'Payment failed'),
    });
    renderApp(`/account/bestillinger/${booking.id}`);
    await user.click(await screen.findByRole('button', { name: 'Betal og bekreft' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jeg godtar vilkårene og avbestillingsvilkårene' }));
    await user.click(within(dialog).getByRole('button', { name: /Betal 1\s290/ }));
    expect(await within(dialog).findByText('Noe gikk galt med betalingen din!')).toBeTruthy();
    expect(within(dialog).getByText('Sjekk betalingsmåten din og prøv igjen.')).toBeTruthy();
  });

  it('moves a booking to a free time of another day, keeping its length', async () => {
    const user = userEvent.setup();
    let booking = aBooking({ status: 'confirmed', providerAnswerBy: null, actions: { ...aBooking().actions, changeTime: true } });
    const api = fakeApi({
      ...signedIn,
      [`/api/booking/${booking.id}`]: () => ({ body: booking }),
      [`/api/provider/${booking.id}/dates`]: (url) => ({ body: { days: url.searchParams.get('year') === '2026' ? ['2026-12-07', '2026-12-08'] : [] } }),
      [`/api/provider/${booking.id}/time`]: { body: { times: ['2026-12-08T08:00:00.000Z', '2026-12-08T12:30:00.000Z'] } },
      [`/api/booking/${booking.id}/time`]: (_url, request) => {
        const span = request.body as { from: string; to: string };
        booking = { ...booking, startsAt: span.from, endsAt: span.to };
        return { body: booking };
      },
      '/api/booking/customer': { body: { data: [], next: null } },
    });
    renderApp(`/account/bestillinger/${booking.id}`);
    await user.click(await screen.findByRole('button', { name: 'Endre dato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Velg ny dato og tid' });
    expect(within(dialog).getByText('Bestillingen beholder lengden sin: 3 timer.')).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: /^tirsdag 8\. desember/ }));
    await user.click(await within(dialog).findByRole('radio', { name: '13:30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Flytt bestillingen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ from: '2026-12-08T12:30:00.000Z', to: '2026-12-08T15:30:00.000Z' });
    expect(await screen.findByText('tir. 8. des., 13:30–16:30')).toBeTruthy();
  });
});

describe('rating a done booking', () => {
  it('asks for stars first, then sends the stars, the comment and anonymity, and shows the rating given', async () => {
    const booking = aBooking({ status: 'done', providerAnswerBy: null });
    let rated: unknown = null;
    const api = fakeApi({
      ...signedIn,
      [`/api/booking/${booking.id}`]: { body: booking },
      [`/api/rating/booking/${booking.id}`]: (_url, request) => {
        if (request.method === 'POST') {
          rated = { id: '00000000-0000-4000-8000-0000000000a1', bookingId: booking.id, numStars: 4, comment: 'Grundig.', anonymous: true, created: '2026-11-26T10:00:00.000Z' };
          return { status: 201, body: rated };
        }
        return rated ? { body: rated } : { status: 404, body: { message: 'Not found', status: 404 } };
      },
    });
    renderApp(`/account/bestillinger/${booking.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gi vurdering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hvordan gikk det?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send vurdering' }));
    expect(await within(dialog).findByText('Velg fra 1 til 5 stjerner.')).toBeTruthy();

    // The stars are radio buttons in a group named "Stjerner", each named for screen readers.
    expect(within(dialog).getByRole('group', { name: 'Stjerner' })).toBeTruthy();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 av 5 stjerner', '2 av 5 stjerner', '3 av 5 stjerner', '4 av 5 stjerner', '5 av 5 stjerner']);
    await user.click(within(dialog).getByRole('radio', { name: '4 av 5 stjerner' }));
    expect((within(dialog).getByRole('radio', { name: '4 av 5 stjerner' }) as HTMLInputElement).checked).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Kommentar/ }), '  Grundig.  ');
    await user.click(within(dialog).getByRole('checkbox', { name: /Vis meg som anonym/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send vurdering' }));

    expect(await screen.findByTestId('given-rating')).toBeTruthy();
    expect(screen.getByTestId('given-rating').textContent).toBe('Du ga 4 stjerner tor. 26. nov.');
    expect(screen.getByText('Vises som «Anonym kunde».')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ numStars: 4, comment: 'Grundig.', anonymous: true });
  });

  it('opens the rating at once from the "how was it?" link', async () => {
    const done = aBooking({ status: 'done', providerAnswerBy: null });
    fakeApi({ ...signedIn, [`/api/booking/${done.id}`]: { body: done } });
    renderApp(`/account/bestillinger/${done.id}?vurder=1`);
    expect(await screen.findByRole('dialog', { name: 'Hvordan gikk det?' })).toBeTruthy();
  });

  it('offers no rating before the booking is done', async () => {
    const confirmed = aBooking({ status: 'confirmed', providerAnswerBy: null });
    fakeApi({ ...signedIn, [`/api/booking/${confirmed.id}`]: { body: confirmed } });
    renderApp(`/account/bestillinger/${confirmed.id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gi vurdering' })).toBeNull();
  });
});
