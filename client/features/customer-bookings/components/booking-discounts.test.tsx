// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '#shared/bookings/booking.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi } from '../../../test/dom.tsx';
import { aUser, userJson } from '../../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';
import { aBooking } from '../customer-bookings.fixtures.ts';

const signedIn = {
  '/api/auth/config': authConfigAnswer,
  '/api/user': { body: userJson(aUser({ firstName: 'Ola' })) },
  '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
  '/api/explore/categories': { body: [] },
  '/api/booking/customer': { body: { data: [], next: null } },
};

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const couponId = '80000000-0000-4000-8000-000000000001';
const coupon = {
  id: couponId,
  title: '200 kr rabatt',
  description: 'Gjelder én bestilling.',
  percentage: null,
  amountOre: 20_000,
  createdBy: 'Tjenestetorget',
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => useToastStore.setState({ toasts: [] }));

/** The booking as the server answers after each change (prices for a 1 290 kr booking). */
function discountApi(start: Booking) {
  let booking = start;
  const base = `/api/booking/customer/${booking.id}`;
  const api = fakeApi({
    ...signedIn,
    [`/api/booking/${booking.id}`]: () => ({ body: booking }),
    '/api/coupons/available': { body: { data: [coupon] } },
    '/api/promo-code/VELKOMMEN10': { body: { code: 'VELKOMMEN10', tag: null, description: '10 %', percentage: 10 } },
    [`${base}/applyPromoCode`]: (_url, request) => {
      if ((request.body as { code: string }).code.toUpperCase() !== 'VELKOMMEN10') return apiErrorAnswer(409, 'error.promo.used_or_missing', 'Used or missing');
      booking = { ...booking, promoCode: 'VELKOMMEN10', discountOre: booking.couponId ? 32_900 : 12_900, priceOre: booking.couponId ? 96_100 : 116_100 };
      return { body: booking };
    },
    [`${base}/removePromoCode`]: () => {
      booking = { ...booking, promoCode: null, discountOre: booking.couponId ? 20_000 : 0, priceOre: booking.couponId ? 109_000 : 129_000 };
      return { body: booking };
    },
    [`${base}/applyCoupon`]: () => {
      booking = { ...booking, couponId, discountOre: booking.promoCode ? 32_900 : 20_000, priceOre: booking.promoCode ? 96_100 : 109_000 };
      return { body: booking };
    },
    [`${base}/removeCoupon`]: () => {
      booking = { ...booking, couponId: null, discountOre: booking.promoCode ? 12_900 : 0, priceOre: booking.promoCode ? 116_100 : 129_000 };
      return { body: booking };
    },
  });
  return api;
}

const total = () => plain(screen.getByTestId('booking-price-total').textContent);

describe('discounts on an unpaid booking', () => {
  it('adds and removes a promo code and a coupon, with the price lines worked out again', async () => {
    const user = userEvent.setup();
    const booking = aBooking({ status: 'awaiting_payment', providerAnswerBy: null, actions: { ...aBooking().actions, pay: true } });
    const api = discountApi(booking);
    renderApp(`/account/bestillinger/${booking.id}`);

    const section = (await screen.findByRole('heading', { level: 2, name: 'Rabatt' })).parentElement as HTMLElement;
    await user.type(within(section).getByLabelText('Rabattkode'), 'FEIL');
    await user.click(within(section).getByRole('button', { name: 'Bruk' }));
    expect(await within(section).findByText('Koden er allerede brukt eller finnes ikke.')).toBeTruthy();
    expect(total()).toBe('1 290 kr');

    await user.clear(within(section).getByLabelText('Rabattkode'));
    await user.type(within(section).getByLabelText('Rabattkode'), 'velkommen10');
    await user.click(within(section).getByRole('button', { name: 'Bruk' }));
    expect(await within(section).findByText('Rabattkoden VELKOMMEN10 er lagt til.')).toBeTruthy();
    expect(api.requests.find((request) => request.path.endsWith('/applyPromoCode') && (request.body as { code: string }).code === 'velkommen10')).toBeTruthy();
    expect(total()).toBe('1 161 kr');
    expect(plain(screen.getByTestId('booking-discount-promo').textContent)).toBe('Rabattkode VELKOMMEN10−129 kr');
    expect(screen.getByText('Å betale')).toBeTruthy();

    const coupons = within(section).getByRole('radiogroup', { name: 'Kupong' });
    await user.click(within(coupons).getByRole('radio', { name: /200 kr rabatt/ }));
    await user.click(within(section).getByRole('button', { name: 'Bruk kupongen' }));
    await waitFor(() => expect(total()).toBe('961 kr'));
    expect(api.requests.find((request) => request.path.endsWith('/applyCoupon'))?.body).toEqual({ id: couponId });
    // Both: the code's 10 % of the list price first, the coupon's 200 kr after it.
    await waitFor(() => expect(plain(screen.getByTestId('booking-discount-coupon').textContent)).toBe('Kupong−200 kr'));
    expect(plain(screen.getByTestId('booking-discount-promo').textContent)).toBe('Rabattkode VELKOMMEN10−129 kr');

    // The pay dialog asks for the discounted amount.
    await user.click(screen.getByRole('button', { name: 'Betal og bekreft' }));
    const dialog = await screen.findByRole('dialog');
    expect(plain(within(dialog).getByTestId('pay-total').textContent)).toBe('Å betale: 961 kr');
    expect(within(dialog).getByRole('button', { name: /Betal 961/ })).toBeTruthy();
    expect(plain(within(dialog).getByTestId('payment-breakdown').textContent)).toContain('Rabatt−329 kr');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));

    await user.click(within(section).getByRole('button', { name: 'Fjern rabattkoden' }));
    await waitFor(() => expect(total()).toBe('1 090 kr'));
    await user.click(within(coupons).getByRole('radio', { name: 'Ingen kupong' }));
    await user.click(within(section).getByRole('button', { name: 'Fjern kupongen' }));
    await waitFor(() => expect(total()).toBe('1 290 kr'));
    expect(api.requests.find((request) => request.path.endsWith('/removeCoupon'))?.body).toEqual({ id: couponId });
    expect(screen.queryByTestId('booking-discount-coupon')).toBeNull();
  });

  it('offers discounts on a request, never on a paid booking', async () => {
    const request = aBooking();
    discountApi(request);
    const { unmount } = renderApp(`/account/bestillinger/${request.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Rabatt' })).toBeTruthy();
    unmount();

    const paid = aBooking({ status: 'confirmed', providerAnswerBy: null, listPriceOre: 129_000, discountOre: 12_900, priceOre: 116_100, promoCode: 'VELKOMMEN10' });
    discountApi(paid);
    renderApp(`/account/bestillinger/${paid.id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 2, name: 'Rabatt' })).toBeNull();
    expect(plain(screen.getByTestId('booking-discount-promo').textContent)).toBe('Rabattkode VELKOMMEN10−129 kr');
    expect(screen.getByText('Listepris')).toBeTruthy();
    expect(screen.getByText('Totalt')).toBeTruthy();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    const booking = aBooking({ status: 'awaiting_payment', providerAnswerBy: null, actions: { ...aBooking().actions, pay: true } });
    discountApi(booking);
    renderApp(`/account/bestillinger/${booking.id}`);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Discount' })).parentElement as HTMLElement;
    expect(within(section).getByLabelText('Promo code')).toBeTruthy();
    expect(await within(section).findByRole('radiogroup', { name: 'Coupon' })).toBeTruthy();
  });
});
