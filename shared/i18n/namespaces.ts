/** Every translation namespace, in Norwegian and English alike (a test holds both to it). */
export const namespaces = ['common', 'errors', 'layout', 'home', 'catalogue', 'auth', 'account', 'pages', 'dev', 'explore', 'service', 'provider', 'registration', 'agent', 'admin', 'offerings', 'schedule', 'booking', 'bookings', 'agentBookings', 'agentOffers', 'legal', 'requests', 'customerRequests', 'notifications', 'chat', 'calls', 'cleaning', 'subscriptions'] as const;

export type Namespace = (typeof namespaces)[number];

export const defaultNamespace = 'common' satisfies Namespace;
/** Error keys (`error.booking.time_already_booked`) resolve from any namespace. */
export const fallbackNamespace = 'errors' satisfies Namespace;
