import { paths, queryParams } from '#shared/routing/paths.ts';

/** Addresses inside the admin console. */
export const adminPaths = {
  registrations: paths.admin,
  registration: (id: string) => `${paths.adminProviders}/${encodeURIComponent(id)}`,
  users: paths.adminUsers,
  auditLog: paths.adminAuditLog,
  bookings: paths.adminBookings,
  /** The bookings tab opened on one booking. */
  booking: (orderNumber: string) => `${paths.adminBookings}?${queryParams.orderNumber}=${encodeURIComponent(orderNumber)}`,
  payments: paths.adminPayments,
  invoices: paths.adminInvoices,
} as const;
