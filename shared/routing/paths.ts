/**
 * Route paths of the web client (spec §2). Shared so the server can build links into the app
 * (the magic link goes to `verify`) and serve the single-page fallback for them.
 */
export const paths = {
  home: '/',
  browse: '/utforsk',
  account: '/account',
  accountSettings: '/konto',
  accountBookings: '/account/bookings',
  accountPayments: '/account/payments',
  accountGiftCards: '/account/gift-cards',
  call: '/account/chat/call',
  service: '/service',
  provider: '/tilbyder',
  providerRegistration: '/register',
  agent: '/agent',
  admin: '/admin',
  customRequest: '/foresporsel',
  customRequestSent: '/foresporsel/suksess',
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
  if (params.query?.trim()) search.set('q', params.query.trim());
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

/** One of the signed-in customer's bookings. */
export const accountBookingPath = (id: string) => `${paths.accountBookings}/${encodeURIComponent(id)}`;

/** The test gateway's checkout for one session. */
export const testCheckoutPath = (sessionId: string) => `${paths.testCheckout}/${encodeURIComponent(sessionId)}`;

/** A printable receipt for one of the customer's bookings. */
export const receiptPath = (bookingId: string) => `${paths.accountPayments}/receipts/${encodeURIComponent(bookingId)}`;

/** One of the signed-in customer's custom requests with its offers ("Mine forespørsler"). */
export const accountRequestPath = (id: string) => `${paths.account}/requests/${encodeURIComponent(id)}`;

/** A custom request as a provider it reached sees it, in the dashboard's offers section. */
export const agentRequestPath = (id: string) => `${paths.agent}/offers/${encodeURIComponent(id)}`;
