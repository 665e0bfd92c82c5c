// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/dom.tsx';
import { aUser, userJson } from '../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../test/render-app.tsx';
import { aBooking } from '../../features/customer-bookings/customer-bookings.fixtures.ts';

const signedIn = {
  '/api/auth/config': authConfigAnswer,
  '/api/user': { body: userJson(aUser({ firstName: 'Ola' })) },
  '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
  '/api/explore/categories': { body: [] },
};

const where = (router: ReturnType<typeof renderApp>['router']) => {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
};

describe('renamed addresses in the app', () => {
  it('opens an old booking link on the booking’s new address, without the old one in the history', async () => {
    const booking = aBooking();
    fakeApi({ ...signedIn, [`/api/booking/${booking.id}`]: { body: booking } });
    const { router } = renderApp(`/account/bookings/${booking.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: booking.serviceTitle })).toBeTruthy();
    expect(where(router)).toBe(`/account/bestillinger/${booking.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows an in-app navigation to an old address, renamed query included', async () => {
    fakeApi({ ...signedIn, '/api/booking/customer': { body: { data: [], next: null } } });
    const { router } = renderApp('/');
    await router.navigate('/account/bookings?tab=archive');
    await waitFor(() => expect(where(router)).toBe('/account/bestillinger?fane=arkiv'));
    expect(await screen.findByRole('tab', { name: 'Arkiv', selected: true })).toBeTruthy();
  });

  it('wins over the account page’s own catch-all and the admin console’s', async () => {
    fakeApi({ ...signedIn });
    const { router } = renderApp('/account/gift-cards?kode=K7QM-3XWD-P9TA');
    await waitFor(() => expect(where(router)).toBe('/account/gavekort?kode=K7QM-3XWD-P9TA'));
    await router.navigate('/admin/audit-log');
    await waitFor(() => expect(where(router)).toBe('/admin/revisjonslogg'));
  });
});
