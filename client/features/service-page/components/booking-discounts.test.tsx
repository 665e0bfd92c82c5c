// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { storedPromoCode, storePromoCode } from '../../../components/discounts/promo-code-store.ts';
import { aProviderListing } from '../../../components/listing/listing.fixtures.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';
import { aBooking, aUser, noBookingActions } from '../../../test/fixtures.ts';
import { apiErrorAnswer, createTestQueryClient, fakeApi, renderWithProviders, type FakeRequest } from '../../../test/dom.tsx';
import { fixTodayForCalendar } from '../../../test/fixed-today.ts';
import { aPublicService } from '../service-page.fixtures.ts';
import { BookingDoneView } from './booking-done.tsx';
import { ServicePageView } from './service-page-view.tsx';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const day = fixTodayForCalendar(3);
const nine = `${day}T08:00:00.000Z`;
const serviceId = '50000000-0000-4000-8000-000000000001';
const bookingId = '40000000-0000-4000-8000-000000000001';
const couponId = '80000000-0000-4000-8000-000000000001';

function service() {
  const provider = aProviderListing({ slug: 'kari-vask' });
  return aPublicService({
    id: serviceId,
    basePriceOre: 120_000,
    priceType: 'fixed',
    addons: [],
    provider: { ...provider, profile: { ...provider.profile, instantBooking: true } },
  });
}

const coupon = {
  id: couponId,
  title: '200 kr rabatt',
  description: 'Gjelder én bestilling.',
  percentage: null,
  amountOre: 20_000,
  createdBy: 'Tjenestetorget',
  expiresAt: '2026-12-31T22:59:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function api(post: (request: FakeRequest) => { status?: number; body: unknown } = () => ({ status: 201, body: created })) {
  return fakeApi({
    '/api/service/public/flyttevask-3-roms': { body: service() },
    [`/api/explore/services/${serviceId}/days-available`]: (url) => ({ body: { days: url.searchParams.get('year') === day.slice(0, 4) ? [day] : [] } }),
    [`/api/explore/services/${serviceId}/times-available`]: (url) => ({ body: { times: url.searchParams.get('day') === day ? [nine] : [] } }),
    [`/api/location/service/${serviceId}`]: { body: { delivers: true, areaId: 'oslo-sentrum', postalCode: '0155', place: 'Oslo' } },
    '/api/promo-code/VELKOMMEN10': { body: { code: 'VELKOMMEN10', tag: null, description: '10 % rabatt.', percentage: 10 } },
    '/api/coupons/available': { body: { data: [coupon] } },
    '/api/booking': (_url, request) => post(request),
    [`/api/booking/${bookingId}`]: { body: created },
  });
}

const created = aBooking({
  id: bookingId,
  status: 'confirmed',
  serviceId,
  startsAt: nine,
  endsAt: `${day}T11:00:00.000Z`,
  listPriceOre: 120_000,
  discountOre: 12_000,
  priceOre: 108_000,
  vatOre: 21_600,
  promoCode: 'VELKOMMEN10',
  actions: noBookingActions,
});

function renderPage() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userQueryKey, aUser());
  return renderWithProviders(
    <MemoryRouter initialEntries={['/service/flyttevask-3-roms']}>
      <Routes>
        <Route path="/service/:id" element={<ServicePageView idOrSlug="flyttevask-3-roms" />} />
        <Route path="/bestilling/:id" element={<BookingDoneView bookingId={bookingId} />} />
      </Routes>
    </MemoryRouter>,
    { queryClient },
  );
}

async function openBooking() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.click(within(screen.getByRole('complementary', { name: 'Bestilling' })).getByRole('button', { name: 'Bestill' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('grid');
  return { user, dialog };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(dialog.querySelector<HTMLButtonElement>(`[data-date="${day}"]`) as HTMLButtonElement);
  await user.click(await within(dialog).findByRole('radio', { name: '09:00' }));
  await user.type(within(dialog).getByLabelText('Gateadresse'), 'Storgata 1');
  await user.type(within(dialog).getByLabelText('Postnummer'), '0155');
  await user.click(within(dialog).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
}

const total = (dialog: HTMLElement) => plain(within(dialog).getByTestId('booking-total').textContent);

afterEach(() => useModalStore.getState().close());

// Typing a whole booking takes a few seconds when the machine is busy.
describe('discounts in the booking form', { timeout: 20_000 }, () => {
  it('checks a typed promo code, takes 10 % off the total and VAT, remembers it and sends it', async () => {
    const calls = api();
    renderPage();
    const { user, dialog } = await openBooking();
    expect(total(dialog)).toBe('1 200 kr');
    await user.type(within(dialog).getByLabelText('Rabattkode'), 'velkommen10');
    await user.click(within(dialog).getByRole('button', { name: 'Bruk' }));

    expect(plain((await within(dialog).findByTestId('promo-applied')).textContent)).toBe('VELKOMMEN10 gir −10 %');
    expect(total(dialog)).toBe('1 080 kr');
    expect(plain(within(dialog).getByTestId('discount-promo').textContent)).toBe('Rabattkode VELKOMMEN10−120 kr');
    expect(plain(within(dialog).getByTestId('booking-vat').textContent)).toBe('inkl. mva. 216 kr');
    expect(storedPromoCode()).toBe('VELKOMMEN10');

    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeTruthy();
    const sent = calls.requests.find((request) => request.method === 'POST' && request.path === '/api/booking');
    expect(sent?.body).toMatchObject({ promoCode: 'VELKOMMEN10' });
    expect(sent?.body).not.toHaveProperty('couponId');
    // Used once: it is not offered again.
    expect(storedPromoCode()).toBeNull();
  });

  it('fills in and checks a remembered code when the form opens; emptying the field forgets it', async () => {
    storePromoCode('velkommen10');
    api();
    renderPage();
    const { user, dialog } = await openBooking();
    const field = within(dialog).getByLabelText<HTMLInputElement>('Rabattkode');
    expect(field.value).toBe('VELKOMMEN10');
    await waitFor(() => expect(total(dialog)).toBe('1 080 kr'));
    await user.clear(field);
    expect(total(dialog)).toBe('1 200 kr');
    expect(storedPromoCode()).toBeNull();
  });

  it('says so beside the field when the code is unknown, and the total stays', async () => {
    api();
    renderPage();
    const { user, dialog } = await openBooking();
    const field = within(dialog).getByLabelText('Rabattkode');
    await user.type(field, 'FEIL{Enter}');
    expect(await within(dialog).findByText('Koden er allerede brukt eller finnes ikke.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(total(dialog)).toBe('1 200 kr');
  });

  it('offers the customer coupons; the chosen one changes the total and goes in the body', async () => {
    const calls = api();
    renderPage();
    const { user, dialog } = await openBooking();
    const coupons = await within(dialog).findByRole('radiogroup', { name: 'Kupong' });
    expect(within(coupons).getAllByRole('radio').map((radio) => plain(radio.textContent))).toEqual([
      'Ingen kupong',
      expect.stringContaining('200 kr rabatt (−200 kr)'),
    ]);
    await user.click(within(coupons).getByRole('radio', { name: /200 kr rabatt/ }));
    expect(total(dialog)).toBe('1 000 kr');
    expect(plain(within(dialog).getByTestId('discount-coupon').textContent)).toBe('Kupong: 200 kr rabatt−200 kr');

    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));
    await screen.findByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' });
    const sent = calls.requests.find((request) => request.method === 'POST' && request.path === '/api/booking');
    expect(sent?.body).toMatchObject({ couponId });
    expect(sent?.body).not.toHaveProperty('promoCode');
  });

  it('shows a code the server refuses when booking at the code field, with the price without it', async () => {
    api(() => apiErrorAnswer(409, 'error.promo.used_or_missing', 'The code has already been used or does not exist.'));
    renderPage();
    const { user, dialog } = await openBooking();
    await user.type(within(dialog).getByLabelText('Rabattkode'), 'VELKOMMEN10');
    await user.click(within(dialog).getByRole('button', { name: 'Bruk' }));
    await within(dialog).findByTestId('promo-applied');
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Bekreft og betal' }));

    expect(await within(dialog).findByText('Koden er allerede brukt eller finnes ikke.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Rabattkode').getAttribute('aria-invalid')).toBe('true');
    expect(total(dialog)).toBe('1 200 kr');
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    api();
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('complementary', { name: 'Booking' })).getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Promo code'), 'VELKOMMEN10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(plain((await within(dialog).findByTestId('promo-applied')).textContent)).toBe('VELKOMMEN10 gives −10%');
    expect(within(dialog).getByRole('radiogroup', { name: 'Coupon' })).toBeTruthy();
  });
});
