// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToCheckout } from '../../../components/payments/payments-api.ts';
import { aProviderListing } from '../../../components/listing/listing.fixtures.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';
import { aBooking as aSharedBooking, aUser, noBookingActions } from '../../../test/fixtures.ts';
import { apiErrorAnswer, createTestQueryClient, fakeApi, renderWithProviders, type FakeRequest } from '../../../test/dom.tsx';
import { fixTodayForCalendar } from '../../../test/fixed-today.ts';
import { addDays } from '../../../components/calendar/month-grid.ts';
import { anAddon, aPublicService } from '../service-page.fixtures.ts';
import { BookingDoneView } from './booking-done.tsx';
import { ServicePageView } from './service-page-view.tsx';

/** Intl joins thousands and "kr" with no-break spaces; tests read them as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const day = fixTodayForCalendar(3);
const otherDay = addDays(day, 1);
const nine = `${day}T08:00:00.000Z`;
const eleven = `${day}T10:00:00.000Z`;
const oven = anAddon({ id: '30000000-0000-4000-8000-000000000001', title: 'Vask av ovn', unitType: 'custom', unitPriceOre: 35_000, unitTimeMinutes: 45, maxUnits: 2, sortIndex: 1 });
const bookingId = '40000000-0000-4000-8000-000000000001';

function service(instantBooking: boolean) {
  const provider = aProviderListing({ slug: 'kari-vask' });
  return aPublicService({
    id: '50000000-0000-4000-8000-000000000001',
    basePriceOre: 120_000,
    baseDurationMinutes: 180,
    priceType: 'fixed',
    addons: [oven],
    provider: { ...provider, profile: { ...provider.profile, instantBooking } },
  });
}

function aBooking(status: 'confirmed' | 'awaiting_provider') {
  return aSharedBooking({
    id: bookingId,
    orderNumber: 'TT-10042',
    status,
    serviceId: '50000000-0000-4000-8000-000000000001',
    providerId: '60000000-0000-4000-8000-000000000001',
    customerId: '70000000-0000-4000-8000-000000000001',
    startsAt: eleven,
    endsAt: `${day}T13:45:00.000Z`,
    priceOre: 155_000,
    vatOre: 31_000,
    note: null,
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo-sentrum' },
    providerAnswerBy: status === 'awaiting_provider' ? '2026-12-01T10:00:00.000Z' : null,
    createdAt: '2026-11-21T10:00:00.000Z',
    addons: [{ title: 'Vask av ovn', unitType: 'custom', units: 1, unitPriceOre: 35_000, amountOre: 35_000 }],
    checklist: [],
    included: [],
    actions: { ...noBookingActions, cancel: true, changeTime: true },
  });
}

type Overrides = {
  post?: (request: FakeRequest) => { status?: number; body: unknown };
  times?: (url: URL) => string[];
  routes?: Parameters<typeof fakeApi>[0];
};

function api(instant: boolean, overrides: Overrides = {}) {
  const created = aBooking(instant ? 'confirmed' : 'awaiting_provider');
  const post = overrides.post ?? (() => ({ status: 201, body: created }));
  return fakeApi({
    '/api/service/public/flyttevask-3-roms': { body: service(instant) },
    '/api/explore/services/50000000-0000-4000-8000-000000000001/days-available': (url) => ({
      body: { days: url.searchParams.get('year') === day.slice(0, 4) ? [day, otherDay] : [] },
    }),
    '/api/explore/services/50000000-0000-4000-8000-000000000001/times-available': (url) => ({
      body: { times: overrides.times?.(url) ?? (url.searchParams.get('day') === day ? [eleven, nine] : []) },
    }),
    '/api/location/service/50000000-0000-4000-8000-000000000001': (url) => ({
      body: { delivers: url.searchParams.get('locationName') === '0155', areaId: 'oslo-sentrum', postalCode: '0155', place: 'Oslo' },
    }),
    '/api/invoices/eligibility': { body: { allowed: true, orgNumber: '923456783', companyName: 'Vask AS' } },
    '/api/payments/cards': { body: [] },
    '/api/payments/balance': { body: { balanceOre: 0 } },
    '/api/booking': (_url, request) => post(request),
    '/api/custom-request/service': (_url, request) => post(request),
    [`/api/booking/${bookingId}`]: { body: created },
    ...overrides.routes,
  });
}

function renderPage(signedIn = true, entry = '/service/flyttevask-3-roms') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userQueryKey, signedIn ? aUser() : null);
  return renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/service/:id" element={<ServicePageView idOrSlug="flyttevask-3-roms" />} />
        <Route path="/bestilling/:id" element={<BookingDoneView bookingId={bookingId} />} />
      </Routes>
    </MemoryRouter>,
    { queryClient },
  );
}

async function openBooking(name: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.click(within(screen.getByRole('complementary', { name: 'Bestilling' })).getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('grid');
  return { user, dialog };
}

vi.mock('../../../components/payments/payments-api.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  goToCheckout: vi.fn(),
}));

const dayButton = (dialog: HTMLElement, date: string) => dialog.querySelector<HTMLButtonElement>(`[data-date="${date}"]`) as HTMLButtonElement;

afterEach(() => useModalStore.getState().close());

// Typing a whole booking takes a few seconds when the machine is busy.
describe('booking flow', { timeout: 20_000 }, () => {
  it('books directly: day, time and an add-on update the price and the times, and the body carries every choice', async () => {
    const calls = api(true);
    renderPage();
    const { user, dialog } = await openBooking('Bestill');

    // Only open days can be chosen.
    expect(dayButton(dialog, addDays(day, 2)).getAttribute('aria-disabled')).toBe('true');
    await user.click(dayButton(dialog, day));
    const times = await within(dialog).findByRole('radiogroup', { name: /Ledige tidspunkter/ });
    expect(within(times).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['09:00', '11:00']);
    await user.click(within(times).getByRole('radio', { name: '11:00' }));

    // A cleaning has extras, not participants.
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Tillegg' })).toBeTruthy();
    const summary = within(dialog).getByTestId('booking-summary');
    expect(plain(within(summary).getByTestId('booking-total').textContent)).toBe('1 200 kr');
    expect(plain(within(dialog).getByTestId('booking-vat').textContent)).toBe('inkl. mva. 240 kr');
    // Before confirming: until when cancelling is free (48 hours before the start), and how long is left.
    expect(within(dialog).getByTestId('cancellation-outlook').textContent).toBe('Du kan avbestille gratis til tir. 10. feb. kl. 11:00, om 1 dag.');
    await user.click(within(dialog).getByRole('button', { name: 'Flere av Vask av ovn' }));
    expect(plain(within(summary).getByTestId('booking-total').textContent)).toBe('1 550 kr');
    expect(plain(summary.textContent)).toContain('Vask av ovn × 1');
    expect(plain(within(dialog).getByTestId('booking-vat').textContent)).toBe('inkl. mva. 310 kr');
    // The extra 45 minutes are asked for in the availability.
    await waitFor(() => expect(calls.calls).toContain(`/api/explore/services/50000000-0000-4000-8000-000000000001/times-available?day=${day}&addonMinutes=45`));
    expect(calls.calls.some((path) => path.includes('days-available') && path.includes('addonMinutes=45'))).toBe(true);

    // Without an address the form says so beside the address.
    await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));
    expect(await within(dialog).findByText('Velg en adresse')).toBeTruthy();
    expect(calls.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Gateadresse'), 'Storgata 1');
    await user.type(within(dialog).getByLabelText('Postnummer'), '0155');
    await user.click(within(dialog).getByRole('radio', { name: 'Faktura' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeTruthy();
    const sent = calls.requests.find((request) => request.method === 'POST' && request.path === '/api/booking');
    expect(sent?.body).toEqual({
      serviceId: '50000000-0000-4000-8000-000000000001',
      startTime: eleven,
      deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
      addons: [{ id: oven.id, units: 1 }],
      paymentMethod: 'invoice',
      useBalance: false,
      acceptTerms: true,
    });
    expect(screen.getByTestId('order-number').textContent).toBe('TT-10042');
    expect(screen.getByText(/Du får en bekreftelse på e-post/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se bestillingene mine' }).getAttribute('href')).toBe('/account/bestillinger');
  });

  it('opens filled in from a cleaning estimate: the time, the add-ons, the postal code and the estimate as the note', async () => {
    api(true);
    renderPage(true, `/service/flyttevask-3-roms?type=engangs&storrelse=85&ovn=1&dyr=1&postnummer=0155&dato=${day}&tid=${eleven}&tillegg=${oven.id}:1`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Valgene fra prisestimatet er fylt inn')).toBeTruthy();
    const times = await within(dialog).findByRole('radiogroup', { name: /Ledige tidspunkter/ });
    expect(within(times).getByRole('radio', { name: '11:00' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('radio', { name: 'Én gang' }).getAttribute('aria-checked')).toBe('true');
    expect(plain(within(dialog).getByTestId('booking-total').textContent)).toBe('1 550 kr');
    expect((within(dialog).getByLabelText('Postnummer') as HTMLInputElement).value).toBe('0155');
    expect(plain((within(dialog).getByRole('textbox', { name: /Beskjed til leverandøren/ }) as HTMLTextAreaElement).value)).toBe('Fra prisestimatet: 85 m², 4 timer, stekeovn, husdyr i boligen.');
  });

  it('offers saved cards and the balance, and a new card goes on to the card checkout', async () => {
    const savedCard = { id: '80000000-0000-4000-8000-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, isDefault: true };
    const calls = api(true, {
      post: () => ({ status: 201, body: { ...aBooking('confirmed'), status: 'hold', checkout: { paymentId: '90000000-0000-4000-8000-000000000001', url: '/testbetaling/tgw_pay_1' } } }),
      routes: {
        '/api/payments/cards': { body: [savedCard] },
        '/api/payments/balance': { body: { balanceOre: 20_000 } },
        '/api/invoices/eligibility': { status: 404, body: { message: 'Not found', status: 404 } },
      },
    });
    renderPage();
    const { user, dialog } = await openBooking('Bestill');
    await user.click(dayButton(dialog, day));
    await user.click(await within(dialog).findByRole('radio', { name: '09:00' }));
    const methods = await within(dialog).findByRole('radiogroup', { name: 'Betalingsmåte' });
    expect(within(methods).getByRole('radio', { name: 'Visa •••• 4242' }).getAttribute('aria-checked')).toBe('true');
    expect(within(methods).queryByRole('radio', { name: 'Faktura' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Legg til bedrift' })).toBeTruthy();
    const breakdown = await within(dialog).findByTestId('payment-breakdown');
    expect(plain(breakdown.textContent)).toBe('Listepris1 200 krSaldo−200 krÅ betale1 000 kr');

    await user.click(within(methods).getByRole('radio', { name: 'Nytt kort' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lagre kortet til senere' }));
    await user.type(within(dialog).getByLabelText('Gateadresse'), 'Storgata 1');
    await user.type(within(dialog).getByLabelText('Postnummer'), '0155');
    await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/testbetaling/tgw_pay_1'));
    const sent = calls.requests.find((request) => request.method === 'POST' && request.path === '/api/booking');
    expect(sent?.body).toMatchObject({ paymentMethod: 'card', saveCard: true, useBalance: true });
    expect(sent?.body).not.toHaveProperty('savedCardId');
    expect(screen.queryByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeNull();
  });

  it('asks for a date first, and says when the provider does not deliver to the address', async () => {
    const calls = api(true);
    renderPage();
    const { user, dialog } = await openBooking('Bestill');
    await user.type(within(dialog).getByLabelText('Gateadresse'), 'Fjellveien 2');
    await user.type(within(dialog).getByLabelText('Postnummer'), '5003');
    await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));
    expect(await within(dialog).findByText('Velg en dato')).toBeTruthy();

    await user.click(dayButton(dialog, day));
    await user.click(await within(dialog).findByRole('radio', { name: '09:00' }));
    expect(within(dialog).queryByText('Velg en dato')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));
    expect(await within(dialog).findByText('Leverandøren leverer ikke til adressen du har valgt.')).toBeTruthy();
    expect(calls.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('keeps letters typed into the postal code and says it must be four digits', async () => {
    const calls = api(true);
    renderPage();
    const { user, dialog } = await openBooking('Bestill');
    await user.click(dayButton(dialog, day));
    await user.click(await within(dialog).findByRole('radio', { name: '09:00' }));
    await user.type(within(dialog).getByLabelText('Gateadresse'), 'Storgata 1');
    const postalCode = within(dialog).getByLabelText('Postnummer');
    await user.type(postalCode, '01a55');
    expect((postalCode as HTMLInputElement).value).toBe('01a55');
    await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));
    expect(await within(dialog).findByText('Postnummeret må være fire siffer')).toBeTruthy();
    expect(within(dialog).queryByText('Velg en adresse')).toBeNull();
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(calls.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('moves through the calendar with the arrow keys and chooses with Enter', async () => {
    api(true);
    renderPage();
    const { user, dialog } = await openBooking('Bestill');
    const first = dayButton(dialog, day);
    await waitFor(() => expect(first.tabIndex).toBe(0));
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(dayButton(dialog, otherDay));
    await user.keyboard('{Enter}');
    expect(dayButton(dialog, otherDay).getAttribute('aria-pressed')).toBe('true');
    expect(await within(dialog).findByText('Ingen ledige tidspunkter denne dagen. Velg en annen dato.')).toBeTruthy();
  });

  it('when the time was just taken, says so beside the time and asks for the times again', async () => {
    let taken = false;
    const calls = api(true, {
      post: () => {
        taken = true;
        return apiErrorAnswer(409, 'error.booking.time_already_booked', 'Time is already booked.');
      },
      times: (url) => (url.searchParams.get('day') === day ? (taken ? [nine] : [nine, eleven]) : []),
    });
    renderPage();
    const { user, dialog } = await openBooking('Bestill');
    await user.click(dayButton(dialog, day));
    await user.click(await within(dialog).findByRole('radio', { name: '11:00' }));
    await user.type(within(dialog).getByLabelText('Gateadresse'), 'Storgata 1');
    await user.type(within(dialog).getByLabelText('Postnummer'), '0155');
    await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));

    expect(await within(dialog).findByText(/ble nettopp bestilt av noen andre/)).toBeTruthy();
    expect(within(dialog).getByText('Tidspunktet er allerede bestilt. Velg et annet tidspunkt.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: '11:00' })).toBeNull());
    expect(within(dialog).getByRole('radio', { name: '09:00' })).toBeTruthy();
    expect(calls.calls.filter((path) => path.includes(`times-available?day=${day}`)).length).toBeGreaterThan(1);
  });

  it('shows a failed payment beside the payment method, and other refusals for the whole form', async () => {
    let answer = apiErrorAnswer(402, 'error.payment.failed', 'Something went wrong processing your payment!');
    api(true, { post: () => answer });
    renderPage();
    const { user, dialog } = await openBooking('Bestill');
    await user.click(dayButton(dialog, day));
    await user.click(await within(dialog).findByRole('radio', { name: '09:00' }));
    await user.type(within(dialog).getByLabelText('Gateadresse'), 'Storgata 1');
    await user.type(within(dialog).getByLabelText('Postnummer'), '0155');
    await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));
    expect(await within(dialog).findByText('Noe gikk galt med betalingen din!')).toBeTruthy();
    expect(within(dialog).getByText('Sjekk betalingsmåten din og prøv igjen.')).toBeTruthy();

    answer = apiErrorAnswer(409, 'error.booking.instant_booking_off', 'Instant booking is off.');
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));
    expect(await within(dialog).findByText('Denne leverandøren tar bare imot forespørsler. Send en forespørsel i stedet.')).toBeTruthy();
    expect(within(dialog).queryByText('Noe gikk galt med betalingen din!')).toBeNull();
  });

  it('sends a request without payment when the provider answers requests, and says what happens next', async () => {
    const calls = api(false);
    renderPage();
    const { user, dialog } = await openBooking('Send forespørsel');
    expect(within(dialog).queryByRole('radiogroup', { name: 'Betalingsmåte' })).toBeNull();
    await user.click(dayButton(dialog, day));
    await user.click(await within(dialog).findByRole('radio', { name: '09:00' }));
    await user.type(within(dialog).getByLabelText('Gateadresse'), 'Storgata 1');
    await user.type(within(dialog).getByLabelText('Postnummer'), '0155');
    await user.click(within(dialog).getByRole('button', { name: 'Send forespørsel' }));
    expect(await within(dialog).findByText('Du må godta vilkårene for å gå videre.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send forespørsel' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forespørselen er sendt' })).toBeTruthy();
    const sent = calls.requests.find((request) => request.method === 'POST');
    expect(sent?.path).toBe('/api/custom-request/service');
    expect(sent?.body).toEqual({ serviceId: '50000000-0000-4000-8000-000000000001', startTime: nine, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [] });
    expect(screen.getByText(/svarer innen 72 timer/)).toBeTruthy();
    expect(screen.getByText(/72 timer på deg til å betale/)).toBeTruthy();
  });

  it('lets a signed-out visitor fill it in, opens the login on send, and sends once signed in', async () => {
    const calls = api(true);
    const { queryClient } = renderPage(false);
    const { user, dialog } = await openBooking('Bestill');
    await user.click(dayButton(dialog, day));
    await user.click(await within(dialog).findByRole('radio', { name: '09:00' }));
    await user.type(within(dialog).getByLabelText('Gateadresse'), 'Storgata 1');
    await user.type(within(dialog).getByLabelText('Postnummer'), '0155');
    await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));

    await waitFor(() => expect(useModalStore.getState().current?.key).toBe('LOGIN'));
    expect(calls.requests.some((request) => request.method === 'POST')).toBe(false);
    expect(within(dialog).getByText(/Logg inn for å fullføre/)).toBeTruthy();

    // What a successful sign-in does: the user is known, the login closes.
    queryClient.setQueryData(userQueryKey, aUser());
    useModalStore.getState().close();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeTruthy();
    expect(calls.requests.filter((request) => request.method === 'POST' && request.path === '/api/booking')).toHaveLength(1);
  });

  it('reads in English with "Confirm and pay", the VAT line and the sentences of the server', async () => {
    await i18n.changeLanguage('en');
    api(true);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('complementary', { name: 'Booking' })).getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Flyttevask av leilighet' });
    await within(dialog).findByRole('grid');
    expect(plain(within(dialog).getByTestId('booking-vat').textContent)).toBe('incl. VAT 240 kr');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    expect(await within(dialog).findByText('Please pick a date')).toBeTruthy();
    expect(within(dialog).getByText('Please choose an address')).toBeTruthy();
  });
});
