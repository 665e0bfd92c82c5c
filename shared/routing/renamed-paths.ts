import { calendarViewSlugs, customerBookingTabSlugs, paths, providerBookingTabSlugs, queryParams } from './paths.ts';

/** A query parameter that was renamed, with the values that were renamed along with it. */
type RenamedParam = { name: string; values?: Readonly<Record<string, string>> };

/**
 * An address prefix that moved: `from` and everything under it now lives under `to`, with the
 * rest of the path, the query and the fragment kept. `params` renames query parameters of pages
 * under the prefix.
 */
export type RenamedPath = { from: string; to: string; params?: Readonly<Record<string, RenamedParam>> };

const customerTab: RenamedParam = { name: queryParams.tab, values: customerBookingTabSlugs };
const providerList = (tab: keyof typeof providerBookingTabSlugs): RenamedPath => ({
  from: `/agent/bookings/list/${tab}`,
  to: `${paths.agentBookings}/liste/${providerBookingTabSlugs[tab]}`,
});

/**
 * Every address the app has given up, old prefix to new. Links in e-mails already sent and
 * bookmarks still use the old ones: the server answers them with a 301 and the client router
 * sends an in-app link on. Never remove a line; add one when a path is renamed.
 */
export const renamedPaths: readonly RenamedPath[] = [
  { from: '/account/bookings', to: paths.accountBookings, params: { tab: customerTab } },
  { from: '/account/payments/receipts', to: `${paths.accountPayments}/kvitteringer` },
  { from: '/account/payments', to: paths.accountPayments },
  { from: '/account/gift-cards', to: paths.accountGiftCards },
  { from: '/account/subscriptions', to: paths.accountSubscriptions },
  { from: '/agent/services', to: paths.agentServices },
  {
    from: '/agent/bookings/calendar',
    to: `${paths.agentBookings}/kalender`,
    params: { view: { name: queryParams.calendarView, values: calendarViewSlugs }, day: { name: queryParams.day } },
  },
  providerList('pending'),
  providerList('upcoming'),
  providerList('previous'),
  { from: '/agent/bookings/list', to: `${paths.agentBookings}/liste` },
  { from: '/agent/bookings', to: paths.agentBookings },
  { from: '/agent/offers', to: paths.agentOffers },
  { from: '/agent/availability', to: paths.agentAvailability },
  { from: '/agent/subscriptions', to: paths.agentSubscriptions },
  { from: '/agent/pricing', to: paths.agentPricing },
  { from: '/agent/payouts', to: paths.agentPayouts },
  { from: '/agent/account', to: paths.agentAccount },
  { from: '/admin/providers', to: paths.adminProviders },
  { from: '/admin/users', to: paths.adminUsers },
  { from: '/admin/bookings', to: paths.adminBookings, params: { orderNumber: { name: queryParams.orderNumber } } },
  { from: '/admin/payments', to: paths.adminPayments, params: { kind: { name: queryParams.ledgerKind } } },
  { from: '/admin/invoices', to: paths.adminInvoices },
  { from: '/admin/audit-log', to: paths.adminAuditLog },
];

// The most specific prefix wins, whatever the order of the lines above.
const bySpecificity = [...renamedPaths].sort((a, b) => b.from.split('/').length - a.from.split('/').length);

/**
 * Where an old address lives now: the new prefix with the rest of the path, the query (renamed
 * parameters under their new names) and the fragment kept. Null when `oldPath` was never renamed.
 * Prefixes match whole segments, so `/agent/bookingsxyz` is left alone. Takes a path, never a
 * whole URL, and answers a path on the same site.
 */
export function currentPathFor(oldPath: string): string | null {
  const [, pathname = '', query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(oldPath) ?? [];
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  const renamed = bySpecificity.find(({ from }) => pathname === from || pathname.startsWith(`${from}/`));
  if (!renamed) return null;
  const rest = pathname.slice(renamed.from.length);
  return `${renamed.to}${rest}${renameParams(query, renamed.params)}${hash}`;
}

function renameParams(query: string, params: RenamedPath['params']): string {
  if (!params || query.length <= 1) return query;
  const renamed = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    const param = params[name];
    renamed.append(param?.name ?? name, param?.values?.[value] ?? value);
  }
  const text = renamed.toString();
  return text ? `?${text}` : '';
}
