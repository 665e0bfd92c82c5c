import type { BookingStatus } from '#shared/bookings/booking-status.ts';

/** The four kinds the calendar tells apart by colour (spec: pending vs confirmed vs awaiting payment vs done), plus the rest. */
export type StatusKind = 'request' | 'payment' | 'confirmed' | 'done' | 'other';

export const legendKinds = ['request', 'payment', 'confirmed', 'done'] as const satisfies readonly StatusKind[];

export function statusKind(status: BookingStatus): StatusKind {
  if (status === 'awaiting_provider') return 'request';
  if (status === 'awaiting_payment' || status === 'hold') return 'payment';
  if (status === 'confirmed') return 'confirmed';
  if (status === 'done') return 'done';
  return 'other';
}

/** Colour plus a border style, so the kinds differ for people who do not see the colours apart. */
export const kindClasses: Record<StatusKind, string> = {
  request: 'border-2 border-dashed border-warning-700 bg-warning-50 text-warning-700',
  payment: 'border-2 border-dotted border-primary-700 bg-primary-50 text-primary-900',
  confirmed: 'border-2 border-primary-800 bg-primary-700 text-white',
  done: 'border-2 border-success-700 bg-success-50 text-success-700',
  other: 'border-2 border-border-strong bg-sunken text-ink-soft',
};
