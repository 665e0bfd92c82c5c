import { paths } from '#shared/routing/paths.ts';

/** Addresses inside the admin console. */
export const adminPaths = {
  registrations: paths.admin,
  registration: (id: string) => `${paths.admin}/providers/${encodeURIComponent(id)}`,
  users: `${paths.admin}/users`,
  auditLog: `${paths.admin}/audit-log`,
  bookings: `${paths.admin}/bookings`,
  /** The bookings tab opened on one booking. */
  booking: (orderNumber: string) => `${paths.admin}/bookings?orderNumber=${encodeURIComponent(orderNumber)}`,
  payments: `${paths.admin}/payments`,
  invoices: `${paths.admin}/invoices`,
} as const;
