import { describe, expect, it } from 'vitest';
import { currentPathFor, renamedPaths } from './renamed-paths.ts';

const id = '3f2b1c9e-7a41-4d2a-9c1e-8b5e6f7a1234';

describe('currentPathFor', () => {
  it.each([
    ['/account/bookings', '/account/bestillinger'],
    [`/account/bookings/${id}`, `/account/bestillinger/${id}`],
    [`/account/bookings/${id}?betaling=p1`, `/account/bestillinger/${id}?betaling=p1`],
    ['/account/bookings?tab=requests', '/account/bestillinger?fane=foresporsler'],
    ['/account/bookings?tab=archive', '/account/bestillinger?fane=arkiv'],
    ['/account/bookings/', '/account/bestillinger/'],
    ['/account/payments', '/account/betalinger'],
    ['/account/payments?betaling=p1', '/account/betalinger?betaling=p1'],
    [`/account/payments/receipts/${id}`, `/account/betalinger/kvitteringer/${id}`],
    ['/account/gift-cards?kode=K7QM-3XWD-P9TA', '/account/gavekort?kode=K7QM-3XWD-P9TA'],
    ['/agent/services', '/agent/tjenester'],
    ['/agent/services/ny', '/agent/tjenester/ny'],
    [`/agent/services/${id}`, `/agent/tjenester/${id}`],
    ['/agent/bookings', '/agent/bestillinger'],
    [`/agent/bookings/${id}`, `/agent/bestillinger/${id}`],
    ['/agent/bookings/calendar', '/agent/bestillinger/kalender'],
    ['/agent/bookings/calendar?view=month&day=2026-03-25', '/agent/bestillinger/kalender?visning=maned&dag=2026-03-25'],
    ['/agent/bookings/calendar?view=week&day=2026-03-25#feed', '/agent/bestillinger/kalender?visning=uke&dag=2026-03-25#feed'],
    ['/agent/bookings/list', '/agent/bestillinger/liste'],
    ['/agent/bookings/list/pending', '/agent/bestillinger/liste/venter'],
    ['/agent/bookings/list/upcoming', '/agent/bestillinger/liste/kommende'],
    ['/agent/bookings/list/previous', '/agent/bestillinger/liste/tidligere'],
    ['/agent/offers', '/agent/tilbud'],
    ['/agent/availability', '/agent/tilgjengelighet'],
    ['/agent/subscriptions', '/agent/abonnementer'],
    ['/agent/pricing', '/agent/priser'],
    ['/agent/payouts', '/agent/utbetalinger'],
    ['/agent/account', '/agent/konto'],
    [`/admin/providers/${id}`, `/admin/leverandorer/${id}`],
    ['/admin/users', '/admin/brukere'],
    ['/admin/bookings?orderNumber=TT100231', '/admin/bestillinger?ordrenummer=TT100231'],
    ['/admin/payments?kind=refund', '/admin/betalinger?type=refund'],
    ['/admin/invoices?status=open', '/admin/fakturaer?status=open'],
    ['/admin/audit-log', '/admin/revisjonslogg'],
  ])('%s → %s', (old, current) => {
    expect(currentPathFor(old)).toBe(current);
  });

  it.each([
    '/',
    '/account',
    '/konto',
    '/account/chat/call',
    '/account/chat/call/123',
    '/account/bestillinger',
    '/agent',
    '/agent/bookingsxyz',
    '/admin',
    '/api/admin/bookings',
    '/utforsk?fane=tjenester',
    'account/bookings',
    '//account/bookings',
  ])('leaves %s alone', (path) => {
    expect(currentPathFor(path)).toBeNull();
  });

  it('never sends an old address to another old one, nor off the site', () => {
    for (const { from } of renamedPaths) {
      const current = currentPathFor(from);
      expect(current).toMatch(/^\/[a-z]/);
      expect(currentPathFor(current!)).toBeNull();
      // The new addresses are bokmål without æøå, like the rest of the product's own.
      expect(current).toMatch(/^[a-z/-]+$/);
    }
  });
});
