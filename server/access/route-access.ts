/**
 * Who may call each route under /api (docs/api.md "Who may call what"). One entry per route,
 * keyed by `METHOD /api/path` as Fastify spells the path (`:id`); HEAD follows its GET.
 *
 * The coarse part is enforced centrally by `access.plugin.ts` before the body is read: signed
 * out → 401, not an admin → 403, a blocked user → 403 `error.user.blocked` unless `blocked`
 * allows them. Whose resource an id names (the booking's customer, the service's provider...)
 * stays in the services, which answer 403 or 404; `resource` documents what the id names, and
 * the wrong-actor test (server/access/route-access.test.ts) checks every such route.
 */

/**
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in person, about their own things (no id of someone else's).
 * - `customer`: the customer of the resource the id names.
 * - `provider`: the provider who owns the resource (or the caller's own provider when no id).
 * - `participant`: the customer or the provider of the booking (or of the chat).
 * - `owner`: the person the resource is for (their own notification), whatever their role.
 * - `admin`: an admin.
 */
export type AccessLevel = 'public' | 'signedIn' | 'customer' | 'provider' | 'participant' | 'owner' | 'admin';

/** What a path parameter names. */
export type ResourceKind =
  | 'booking'
  | 'service'
  | 'servicePicture'
  | 'provider'
  | 'providerPicture'
  | 'payment'
  | 'savedCard'
  | 'invoice'
  | 'user'
  | 'category'
  | 'loginLink'
  | 'promoCode'
  | 'calendarFeed'
  | 'checkoutSession'
  | 'paymentGateway'
  | 'customRequest'
  | 'customRequestDraft'
  | 'priceOffer'
  | 'notification'
  | 'chat'
  | 'addonOffer'
  | 'call'
  | 'rescheduleRequest'
  | 'subscription'
  | 'subscriptionVisit'
  | 'rating';

export interface RouteAccess {
  access: AccessLevel;
  /** A blocked user may call it (the account area, and reading their own bookings). Default false. */
  blocked?: boolean;
  /** What each path parameter names. */
  resource?: Record<string, ResourceKind>;
  /** Status when signed out, when it is not 401 (`GET /api/user` answers 403). */
  signedOutStatus?: 403;
  /** Anything the level alone does not say. */
  note?: string;
}

const account = (access: AccessLevel, extra: Partial<RouteAccess> = {}): RouteAccess => ({ access, blocked: true, ...extra });
const open: RouteAccess = { access: 'public' };
const signedIn: RouteAccess = { access: 'signedIn' };
const admin: RouteAccess = { access: 'admin' };
const on = (access: AccessLevel, resource: Record<string, ResourceKind>, extra: Partial<RouteAccess> = {}): RouteAccess => ({ access, resource, ...extra });
const booking = { id: 'booking' } as const;

export const routeAccess: Readonly<Record<string, RouteAccess>> = {
  // API description
  'GET /api/docs': open,
  'GET /api/docs/json': open,
  'GET /api/docs/yaml': open,
  'GET /api/docs/static/*': open,
  'GET /api/docs/static/index.html': open,
  'GET /api/docs/static/swagger-initializer.js': open,

  // Health
  'GET /api/health': open,
  'GET /api/ready': open,

  // Account area: open to blocked users, so they can read the block message, manage their account and sign out.
  'GET /api/user': account('signedIn', { signedOutStatus: 403 }),
  'PATCH /api/user': account('signedIn'),
  'DELETE /api/user': account('signedIn'),
  'DELETE /api/user/deletion': account('signedIn'),
  'GET /api/user/export': account('signedIn'),
  'PUT /api/user/consents': account('signedIn'),
  'PUT /api/user/notification-settings': account('signedIn'),
  'POST /api/user/add-business': account('signedIn'),
  'POST /api/logout': account('public'),
  'POST /api/logout/all': account('signedIn'),
  'GET /api/auth/config': account('public'),
  'POST /api/auth/otp/new': account('public'),
  'POST /api/auth/otp/verify': account('public'),
  'POST /api/auth/ott/generate': account('public'),
  'GET /api/auth/check/:token': account('public', { resource: { token: 'loginLink' }, note: 'The token is the secret.' }),
  'POST /api/auth/ott/user': account('public', { note: 'Needs the unused link token (`ott`).' }),
  'GET /api/auth/oidc/start': account('public'),
  'GET /api/auth/oidc/callback': account('public', { note: 'Checks the state and PKCE verifier kept in the session.' }),
  'GET /api/auth/oidc/pending': account('public', { note: 'The pending sign-up kept in the session.' }),
  'POST /api/auth/oidc/user': account('public', { note: 'The pending sign-up kept in the session.' }),

  // Catalogue and explore: public reads, only enabled services of approved providers.
  'GET /api/explore/categories': open,
  'GET /api/explore/categories/:id': on('public', { id: 'category' }),
  'GET /api/explore/categories/slug/:slug': on('public', { slug: 'category' }),
  'GET /api/explore/services': open,
  'GET /api/explore/providers': open,
  'GET /api/explore/promo/providers': open,
  'GET /api/explore/provider/categories/:name': on('public', { name: 'category' }),
  'GET /api/service/public/:id': on('public', { id: 'service' }),
  'GET /api/provider/public/:id': on('public', { id: 'provider' }),
  'GET /api/provider/public/:id/services': on('public', { id: 'provider' }),
  'GET /api/explore/services/:id/days-available': on('public', { id: 'service' }),
  'GET /api/explore/services/:id/times-available': on('public', { id: 'service' }),
  'GET /api/ratings/:providerId': on('public', { providerId: 'provider' }),
  'POST /api/rating/booking/:id': on('customer', booking, { note: 'Its provider 403; anyone else 404.' }),
  'GET /api/rating/booking/:id': on('participant', booking, { note: 'Anyone else 404.' }),
  'POST /api/admin/ratings/:ratingId/hide': on('admin', { ratingId: 'rating' }),
  'GET /api/provider/track-record': { access: 'provider', note: 'The caller\'s own provider; 404 without one.' },
  'POST /api/ratings/:ratingId/reply': on('owner', { ratingId: 'rating' }, { note: 'The owner of the rated provider only; anyone else 404.' }),
  'GET /api/location/service/:id': on('public', { id: 'service' }),
  'GET /api/location/lookup': open,
  'GET /api/provider/suggest-times': { access: 'signedIn', note: 'The provider must be approved or the caller\'s own (404).' },

  // Bookings
  'POST /api/booking': signedIn,
  'POST /api/custom-request/service': signedIn,
  'GET /api/booking/customer': account('signedIn', { note: 'The caller\'s bookings as customer; a blocked customer still reads them.' }),
  'GET /api/booking/provider': { access: 'provider', note: 'The caller\'s own provider; 404 without one.' },
  'GET /api/booking/provider/calendar': { access: 'provider', note: 'The caller\'s own provider; 404 without one.' },
  'GET /api/booking/:id': on('participant', booking, { blocked: true, note: 'Anyone else 404. A blocked customer reads it with no actions.' }),
  'GET /api/booking/:id/calendar.ics': on('participant', booking),
  'POST /api/booking/:id/pay': on('customer', booking),
  'POST /api/booking/:id/accept': on('provider', booking),
  'POST /api/booking/:id/decline': on('provider', booking),
  'GET /api/booking/:id/cancellation': on('customer', booking, { note: 'Its provider 403 `error.booking.provider_cannot_cancel`.' }),
  'POST /api/booking/:id/cancel': on('customer', booking, { note: 'Its provider 403 `error.booking.provider_cannot_cancel`.' }),
  'PUT /api/booking/:id/time': on('participant', booking),
  'POST /api/booking/:id/done': on('provider', booking),
  'POST /api/booking/:id/not-done': on('provider', booking),
  'GET /api/provider/:id/dates': on('participant', booking, { note: 'The id is a booking.' }),
  'GET /api/provider/:id/time': on('participant', booking, { note: 'The id is a booking.' }),
  'POST /api/booking/extraPurchase/:id/create': on('provider', booking, { note: 'The id is a booking; its customer 403, anyone else 404.' }),
  'POST /api/booking/extraPurchase/:id/accept': on('customer', { id: 'addonOffer' }, { note: 'Its provider 403, anyone else 404.' }),
  'POST /api/booking/extraPurchase/:id/deny': on('customer', { id: 'addonOffer' }, { note: 'Its provider 403, anyone else 404.' }),
  'POST /api/booking/extraPurchase/:id/withdraw': on('provider', { id: 'addonOffer' }, { note: 'Its customer 403, anyone else 404.' }),
  'POST /api/messages/:id/reschedule': on('participant', { id: 'chat' }, { note: 'The id is a chat; the body names one of the pair\'s bookings.' }),
  'POST /api/reschedule/:id/accept': on('participant', { id: 'rescheduleRequest' }, { note: 'The side that did not propose it; the proposer 403, anyone else 404.' }),
  'POST /api/reschedule/:id/reject': on('participant', { id: 'rescheduleRequest' }, { note: 'The side that did not propose it; the proposer 403, anyone else 404.' }),
  'POST /api/provider/calendar-feed': { access: 'provider' },
  'GET /api/provider/calendar-feed': { access: 'provider' },
  'DELETE /api/provider/calendar-feed': { access: 'provider' },
  'GET /api/calendar/:token.ics': on('public', { token: 'calendarFeed' }, { note: 'Read by calendar apps without a session; the token is the secret.' }),
  'GET /api/admin/bookings': admin,
  'GET /api/admin/bookings/attention': admin,
  'POST /api/admin/bookings/:id/cancel': on('admin', booking),
  'POST /api/admin/bookings/:id/refund': on('admin', booking),
  'POST /api/admin/bookings/:id/replace-provider': on('admin', booking),

  // Custom requests and price offers (api-contract "Custom requests and offers")
  'POST /api/customRequests': signedIn,
  'POST /api/customRequests/draft': { access: 'public', note: 'A visitor fills the wizard before signing in; a signed-in person\'s draft is theirs alone.' },
  'GET /api/customRequests/draft/:id': on('public', { id: 'customRequestDraft' }, { note: 'The random id is the key to a visitor\'s draft; a signed-in person\'s draft: only them (404).' }),
  'GET /api/customRequests/customer': { access: 'signedIn', note: 'The caller\'s own requests.' },
  'GET /api/customRequests/customer/:id': on('customer', { id: 'customRequest' }, { note: 'Anyone else 404.' }),
  'DELETE /api/customRequests/customer/:id/cancel': on('customer', { id: 'customRequest' }, { note: 'Anyone else 404.' }),
  'GET /api/customRequests/provider': { access: 'provider', note: 'Requests that reached the caller\'s own provider; 404 without one.' },
  'GET /api/customRequests/provider/counts': { access: 'provider', note: 'Counts of the caller\'s own provider; 404 without one.' },
  'GET /api/customRequests/provider/:id': on('provider', { id: 'customRequest' }, { note: 'Only a request that reached the caller\'s provider; anyone else 404.' }),
  'GET /api/customRequests/categories/:id': on('public', { id: 'category' }),
  'POST /api/customRequests/reject': { access: 'provider', note: 'A request that reached the caller\'s provider; otherwise 404.' },
  'GET /api/customRequests/rejected/:id': on('provider', { id: 'customRequest' }, { note: 'The caller\'s provider\'s own decline; anyone else 404.' }),
  'POST /api/priceOffers/provider': { access: 'provider', note: 'A request that reached the caller\'s provider; otherwise 404.' },
  'PATCH /api/price-offer/:id': on('provider', { id: 'priceOffer' }, { note: 'The offer\'s provider; anyone else 404.' }),
  'PATCH /api/price-offer/seen/:id': on('customer', { id: 'priceOffer' }, { note: 'The request\'s customer; anyone else 404.' }),
  'POST /api/priceOffers/customer/:id': on('customer', { id: 'priceOffer' }, { note: 'The request\'s customer; anyone else 404.' }),

  // Notifications: each person's own, whether they act as customer or provider.
  'GET /api/notifications': { access: 'signedIn', note: 'The caller\'s own notifications.' },
  'GET /api/notifications/unread-count': signedIn,
  'POST /api/notifications/:id/read': on('owner', { id: 'notification' }, { note: 'Anyone else\'s notification: 404.' }),
  'POST /api/notifications/read-all': signedIn,
  // Chats (api-contract "Conversations")
  'POST /api/chats': { access: 'signedIn', note: 'The caller is the customer; the provider must be public for a new chat.' },
  'GET /api/chats': { access: 'signedIn', blocked: true, note: 'The caller\'s own chats, as customer and as provider; a blocked user reads them.' },
  'POST /api/chats/with-customer': { access: 'provider', note: 'The caller\'s provider; a customer it has no booking or request with: 404.' },
  'GET /api/chats/unread-count': { access: 'signedIn', blocked: true },
  'GET /api/chats/with/:userId': on('participant', { userId: 'user' }, { note: 'The caller\'s own chat with that person; none: 404.' }),
  'GET /api/chats/:id': on('participant', { id: 'chat' }, { blocked: true, note: 'Anyone else 404.' }),
  'GET /api/chats/:id/bookings': on('participant', { id: 'chat' }, { note: 'Anyone else 404; a blocked user acts on no booking from the chat.' }),
  'GET /api/chats/:id/messages': on('participant', { id: 'chat' }, { blocked: true, note: 'Anyone else 404. A blocked user reads, and nobody writes to their chats.' }),
  'POST /api/chats/:id/messages': on('participant', { id: 'chat' }, { note: 'Anyone else 404; a deactivated chat 403.' }),
  'POST /api/chats/:id/pictures': on('participant', { id: 'chat' }, { note: 'Anyone else 404; a deactivated chat 403. Multipart, one picture.' }),
  'GET /api/chats/:id/related': on('participant', { id: 'chat' }, { note: 'Anyone else 404; the provider sees only requests that reached it.' }),
  'POST /api/chats/:id/read': on('participant', { id: 'chat' }, { note: 'Anyone else 404.' }),

  // Calls (WebRTC)
  'GET /api/calls/ice-servers': { access: 'signedIn', note: 'STUN servers and TURN credentials of the caller\'s own, which expire.' },
  'POST /api/subscriptions': { access: 'customer', note: 'Subscribes the caller; the saved card must be the caller\'s own.' },
  'GET /api/subscriptions': { access: 'customer', note: 'The caller\'s own subscriptions.' },
  'GET /api/subscriptions/:id': on('owner', { id: 'subscription' }, { note: 'Its customer only; anyone else 404.' }),
  'POST /api/subscriptions/:id/pause': on('owner', { id: 'subscription' }, { note: 'Its customer only; anyone else 404.' }),
  'POST /api/subscriptions/:id/resume': on('owner', { id: 'subscription' }, { note: 'Its customer only; anyone else 404.' }),
  'POST /api/subscriptions/:id/cancel': on('owner', { id: 'subscription' }, { note: 'Its customer only; anyone else 404.' }),
  'GET /api/subscriptions/:id/days': on('owner', { id: 'subscription' }, { note: 'Its customer only; anyone else 404.' }),
  'GET /api/subscriptions/:id/times': on('owner', { id: 'subscription' }, { note: 'Its customer only; anyone else 404.' }),
  'POST /api/subscriptions/:id/change': on('owner', { id: 'subscription' }, { note: 'Its customer only; anyone else 404.' }),
  'POST /api/subscriptions/:id/card': on('owner', { id: 'subscription' }, { note: 'Its customer only, with one of the caller\'s own saved cards; anyone else 404.' }),
  'POST /api/subscriptions/:id/visits/:visitId/skip': on('owner', { id: 'subscription', visitId: 'subscriptionVisit' }, { note: 'Its customer only; anyone else 404.' }),
  'POST /api/subscriptions/:id/visits/:visitId/move': on('owner', { id: 'subscription', visitId: 'subscriptionVisit' }, { note: 'Its customer only, to a time the availability engine offers; anyone else 404.' }),
  'GET /api/provider/subscriptions': { access: 'provider', note: 'Subscribers of the caller\'s own provider; 404 without one.' },
  'GET /api/calls/:id': on('participant', { id: 'call' }, { note: 'The call\'s caller or callee; anyone else 404.' }),

  // Cleaning estimator: visitors price a cleaning and e-mail it to themselves before signing in.
  'POST /api/cleaning/estimate': open,
  'POST /api/cleaning/estimate/matches': open,
  'POST /api/cleaning/estimate/email': { access: 'public', note: 'Limited per e-mail address and per IP address, as login links are.' },

  // Discounts
  'GET /api/coupons/available': signedIn,
  'GET /api/promo-code/:code': on('public', { code: 'promoCode' }, { note: 'Visitors see a promo code on the cleaning estimate before signing in.' }),
  'POST /api/booking/customer/:id/applyCoupon': on('customer', booking),
  'POST /api/booking/customer/:id/removeCoupon': on('customer', booking),
  'POST /api/booking/customer/:id/applyPromoCode': on('customer', booking),
  'POST /api/booking/customer/:id/removePromoCode': on('customer', booking),

  // Payments, balance, receipts, invoices, gift cards
  'GET /api/admin/ledger': admin,
  'GET /api/admin/ledger/summary': admin,
  'GET /api/provider/payouts': { access: 'provider' },
  'GET /api/payments/balance': signedIn,
  'GET /api/payments/cards': signedIn,
  'POST /api/payments/cards/setup': signedIn,
  'POST /api/payments/cards/:id/default': on('customer', { id: 'savedCard' }),
  'DELETE /api/payments/cards/:id': on('customer', { id: 'savedCard' }),
  'GET /api/payments/:id': on('customer', { id: 'payment' }, { note: 'Anyone else\'s payment 404.' }),
  'POST /api/payments/:id/refresh': on('customer', { id: 'payment' }, { note: 'Anyone else\'s payment 404.' }),
  'POST /api/payments/webhooks/:gateway': on('public', { gateway: 'paymentGateway' }, { note: 'Called by the gateway; its signature is checked.' }),
  'GET /api/payments/receipts': signedIn,
  'GET /api/payments/receipts/:bookingId': on('customer', { bookingId: 'booking' }),
  'GET /api/test-gateway/sessions/:id': on('public', { id: 'checkoutSession' }, { note: 'Test gateway only; the session id is the secret, as on a hosted checkout.' }),
  'POST /api/test-gateway/sessions/:id/pay': on('public', { id: 'checkoutSession' }, { note: 'Test gateway only.' }),
  'POST /api/test-gateway/sessions/:id/authenticate': on('public', { id: 'checkoutSession' }, { note: 'Test gateway only.' }),
  'POST /api/test-gateway/sessions/:id/cancel': on('public', { id: 'checkoutSession' }, { note: 'Test gateway only.' }),
  'GET /api/invoices/eligibility': signedIn,
  'GET /api/invoices': signedIn,
  'GET /api/invoices/:id/pdf': on('customer', { id: 'invoice' }),
  'GET /api/admin/invoices': admin,
  'POST /api/admin/invoices/:id/mark-paid': on('admin', { id: 'invoice' }),
  'POST /api/admin/invoices/import': admin,
  'POST /api/gift-cards': signedIn,
  'GET /api/gift-cards': signedIn,
  'POST /api/gift-cards/redeem': signedIn,

  // Providers: registration, profile, schedule, own services
  'GET /api/provider/me': signedIn,
  'POST /api/provider/partial': signedIn,
  'POST /api/provider/:id/legal': on('provider', { id: 'provider' }),
  'GET /api/provider/:id/legal/id-photo': on('provider', { id: 'provider' }, { note: 'Also an admin.' }),
  'POST /api/provider/:id/profile': on('provider', { id: 'provider' }),
  'POST /api/provider/cover-photo': { access: 'provider' },
  'POST /api/provider/add-picture': { access: 'provider' },
  'DELETE /api/provider/pictures/:id': on('provider', { id: 'providerPicture' }),
  'GET /api/provider/:id/schedule': on('provider', { id: 'provider' }),
  'PUT /api/provider/:id/schedule': on('provider', { id: 'provider' }),
  'GET /api/provider/me/service': { access: 'provider' },
  'POST /api/service': { access: 'provider' },
  'GET /api/service/:id': on('provider', { id: 'service' }),
  'PUT /api/service/:id': on('provider', { id: 'service' }),
  'DELETE /api/service/:id': on('provider', { id: 'service' }),
  'PATCH /api/service/:id/enabled': on('provider', { id: 'service' }),
  'POST /api/service/:id/picture': on('provider', { id: 'service' }),
  'PATCH /api/service/:id/picture/:photoId/order': on('provider', { id: 'service', photoId: 'servicePicture' }),
  'DELETE /api/service/:id/picture/:photoId': on('provider', { id: 'service', photoId: 'servicePicture' }),
  'PUT /api/service/picture/:photoId': on('provider', { photoId: 'servicePicture' }),

  // Admin console
  'GET /api/admin/providers': admin,
  'GET /api/admin/providers/:id': on('admin', { id: 'provider' }),
  'GET /api/admin/providers/:id/id-photo': on('admin', { id: 'provider' }),
  'POST /api/admin/providers/:id/approve': on('admin', { id: 'provider' }),
  'POST /api/admin/providers/:id/reject': on('admin', { id: 'provider' }),
  'POST /api/admin/providers/:id/withdraw': on('admin', { id: 'provider' }),
  'GET /api/admin/users': admin,
  'POST /api/admin/users/:id/block': on('admin', { id: 'user' }),
  'POST /api/admin/users/:id/unblock': on('admin', { id: 'user' }),
  'GET /api/admin/audit-log': admin,
  'GET /api/admin/users/:id/chats': on('admin', { id: 'user' }),
  'POST /api/admin/chats/:id/deactivate': on('admin', { id: 'chat' }),
  'POST /api/admin/chats/:id/reactivate': on('admin', { id: 'chat' }),

  // Development and test only
  'GET /api/dev/outbox': { access: 'public', note: 'Not registered in production.' },
};

/** The manifest key of a route; HEAD routes follow their GET. */
export function accessKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** The rule of a route, or undefined when the manifest has none. */
export function accessRuleFor(method: string, url: string): RouteAccess | undefined {
  return routeAccess[accessKey(method, url)];
}
