import type { CustomerBookingTab, ProviderBookingTab } from '#shared/bookings/booking.schema.ts';
import type { ProviderRequestTab } from '#shared/requests/custom-request.schema.ts';

/**
 * Route paths of the web client (spec §2). Shared so the server can build links into the app
 * (the magic link goes to `verify`) and serve the single-page fallback for them.
 *
 * The spec fixes a few prefixes (`/`, `/account`, `/konto`, `/service`, `/account/chat/call`,
 * `/register`, `/agent`, `/foresporsel`, `/foresporsel/suksess`, `/verify`, `/blokkert`); every
 * other segment and query parameter the product names itself is bokmål without æøå. Addresses
 * that have been renamed keep working: see `renamed-paths.ts`.
 */
export const paths = {
  home: '/',
  browse: '/utforsk',
  account: '/account',
  accountSettings: '/konto',
  accountBookings: '/account/bestillinger',
  accountPayments: '/account/betalinger',
  accountGiftCards: '/account/gavekort',
  accountSubscriptions: '/account/abonnementer',
  accountRequests: '/account/foresporsler',
  accountNotifications: '/account/varsler',
  accountMessages: '/account/chat',
  call: '/account/chat/call',
  service: '/service',
  provider: '/tilbyder',
  providerRegistration: '/register',
  agent: '/agent',
  agentServices: '/agent/tjenester',
  agentBookings: '/agent/bestillinger',
  agentOffers: '/agent/tilbud',
  agentAvailability: '/agent/tilgjengelighet',
  agentSubscriptions: '/agent/abonnementer',
  agentRatings: '/agent/vurderinger',
  agentTrackRecord: '/agent/omdomme',
  agentPricing: '/agent/priser',
  agentPayouts: '/agent/utbetalinger',
  agentAccount: '/agent/konto',
  agentMessages: '/agent/meldinger',
  admin: '/admin',
  adminProviders: '/admin/leverandorer',
  adminUsers: '/admin/brukere',
  adminBookings: '/admin/bestillinger',
  adminPayments: '/admin/betalinger',
  adminInvoices: '/admin/fakturaer',
  adminAuditLog: '/admin/revisjonslogg',
  customRequest: '/foresporsel',
  customRequestSent: '/foresporsel/suksess',
  cleaningEstimate: '/rengjoring/estimat',
  bookingDone: '/bestilling',
  verify: '/verify',
  blocked: '/blokkert',
  devOutbox: '/dev/outbox',
  termsCustomers: '/vilkar',
  termsProviders: '/vilkar/leverandor',
  privacy: '/personvern',
  cookies: '/informasjonskapsler',
  help: '/hjelp',
  contact: '/kontakt',
  /** The local test gateway's checkout (never in production); stands in for a card provider's page. */
  testCheckout: '/testbetaling',
} as const;

/** The public pages about the company, its terms and people's rights; listed in the footer and the sitemap. */
export const infoPaths = [paths.help, paths.contact, paths.termsCustomers, paths.termsProviders, paths.privacy, paths.cookies] as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Browse page with an optional free-text query and category slug. */
export function browsePath(params: { query?: string; category?: string } = {}): string {
  const search = new URLSearchParams();
  if (params.query?.trim()) search.set(queryParams.query, params.query.trim());
  if (params.category) search.set('kategori', params.category);
  const query = search.toString();
  return query ? `${paths.browse}?${query}` : paths.browse;
}

/** A service page; slugs are readable ("flyttevask-leilighet-3f9a2c"). */
export const servicePath = (slug: string) => `${paths.service}/${encodeURIComponent(slug)}`;

/** The confirmation after booking or requesting a service. */
export const bookingDonePath = (bookingId: string) => `${paths.bookingDone}/${encodeURIComponent(bookingId)}`;

/** A provider's public profile. */
export const providerPath = (slug: string) => `${paths.provider}/${encodeURIComponent(slug)}`;

/** The id of the ratings section on a provider's profile, and a link straight to it. */
export const providerRatingsAnchor = 'vurderinger';
export const providerRatingsPath = (slug: string) => `${providerPath(slug)}#${providerRatingsAnchor}`;

/** One of the cleaning estimator's three steps (`/rengjoring/estimat/steg/3`); the inputs ride in the query (see `shared/cleaning/estimate-query.ts`). */
export const cleaningEstimateStepPath = (step: 1 | 2 | 3, query = '') => `${paths.cleaningEstimate}/steg/${step}${query ? `?${query}` : ''}`;

/** Names of query parameters the app reads, in the same language as its paths. */
export const queryParams = {
  /** The free-text search of `/utforsk`. */
  query: 'q',
  /** The open tab of a page with tabs (`/utforsk`, `/account/bestillinger`). */
  tab: 'fane',
  /** The provider calendar's view (`uke`, `maned`) and the day it shows. */
  calendarView: 'visning',
  day: 'dag',
  /** The admin bookings tab opened on one order number. */
  orderNumber: 'ordrenummer',
  /** The admin money ledger narrowed to one kind of entry. */
  ledgerKind: 'type',
  /** Opens the booking page with its payment dialog (`/account/bestillinger/:id?betal=1`). */
  pay: 'betal',
  /** Opens a done booking's page with its rating dialog (`/account/bestillinger/:id?vurder=1`). */
  rate: 'vurder',
} as const;

/** The customer's booking tabs as the address names them (`?fane=foresporsler`). */
export const customerBookingTabSlugs = { active: 'aktive', requests: 'foresporsler', archive: 'arkiv' } as const satisfies Record<CustomerBookingTab, string>;

/** The provider's booking lists as the address names them (`/agent/bestillinger/liste/venter`). */
export const providerBookingTabSlugs = { pending: 'venter', upcoming: 'kommende', previous: 'tidligere' } as const satisfies Record<ProviderBookingTab, string>;

/** The provider calendar's views as the address names them (`?visning=maned`). */
export const calendarViewSlugs = { week: 'uke', month: 'maned' } as const;

/** The signed-in customer's bookings, on one tab (the active ones when none is named). */
export function accountBookingsPath(tab: CustomerBookingTab = 'active'): string {
  return tab === 'active' ? paths.accountBookings : `${paths.accountBookings}?${queryParams.tab}=${customerBookingTabSlugs[tab]}`;
}

/** One of the signed-in customer's bookings. */
export const accountBookingPath = (id: string) => `${paths.accountBookings}/${encodeURIComponent(id)}`;

/** The provider's bookings: the calendar, one list, one booking. */
export const agentCalendarPath = `${paths.agentBookings}/kalender`;
export const agentBookingListsPath = `${paths.agentBookings}/liste`;
export const agentBookingListPath = (tab: ProviderBookingTab) => `${agentBookingListsPath}/${providerBookingTabSlugs[tab]}`;
export const agentBookingPath = (id: string) => `${paths.agentBookings}/${encodeURIComponent(id)}`;

/** The test gateway's checkout for one session. */
export const testCheckoutPath = (sessionId: string) => `${paths.testCheckout}/${encodeURIComponent(sessionId)}`;

/** A printable receipt for one of the customer's bookings. */
export const receiptsPath = `${paths.accountPayments}/kvitteringer`;
export const receiptPath = (bookingId: string) => `${receiptsPath}/${encodeURIComponent(bookingId)}`;

/** One of the signed-in customer's custom requests with its offers ("Mine forespørsler"). */
export const accountRequestPath = (id: string) => `${paths.accountRequests}/${encodeURIComponent(id)}`;

/** The customer's custom requests narrowed to one status, as the address names it (`?fane=apne`). */
export const customerRequestStatusSlugs = { OPEN: 'apne', CLOSED: 'godtatt', CANCELLED: 'trukket' } as const;

/** A booking made from an accepted offer, with the payment dialog open (`?betal=1`). */
export const accountBookingPayPath = (id: string) => `${accountBookingPath(id)}?${queryParams.pay}=1`;
export const accountBookingRatePath = (id: string) => `${accountBookingPath(id)}?${queryParams.rate}=1`;

/** The provider's custom request tabs as the address names them (`/agent/tilbud?fane=sendte`). */
export const providerRequestTabSlugs = {
  open: 'apne',
  offers_sent: 'sendte',
  pending_customer: 'venter-pa-kunden',
  previous: 'tidligere',
} as const satisfies Record<ProviderRequestTab, string>;

/** The provider's custom requests on one tab (the open ones when none is named). */
export function agentOffersPath(tab: ProviderRequestTab = 'open'): string {
  return tab === 'open' ? paths.agentOffers : `${paths.agentOffers}?${queryParams.tab}=${providerRequestTabSlugs[tab]}`;
}

/** A custom request as a provider it reached sees it, in the dashboard's offers section. */
export const agentRequestPath = (id: string) => `${paths.agentOffers}/${encodeURIComponent(id)}`;

/** One chat in the person's messages (`/account/chat/:chatId`; a call is `/account/chat/call`). */
/** One of the customer's subscriptions. */
export const accountSubscriptionPath = (subscriptionId: string) => `${paths.accountSubscriptions}/${encodeURIComponent(subscriptionId)}`;
export const accountChatPath = (chatId: string) => `${paths.accountMessages}/${encodeURIComponent(chatId)}`;

/** One chat in the provider area's messages (`/agent/meldinger/:chatId`). */
export const agentChatPath = (chatId: string) => `${paths.agentMessages}/${encodeURIComponent(chatId)}`;
