import { bookingPrice, BookingPriceError, type BookingPrice, type ChosenAddon } from '#shared/bookings/booking-price.ts';
import type { BookingRequestBody, DirectBookingBody, PaymentMethod } from '#shared/bookings/booking.schema.ts';
import type { PublicService } from '#shared/explore/service.schema.ts';
import { isPostalCode } from '#shared/validation/postal-code.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import type { PaymentFields } from '../../../components/payments/payment-choice.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';

/**
 * What the customer has chosen so far. `addons` holds units per add-on id: the count for a
 * custom add-on, 1 or 0 for a participant add-on (it counts the participants itself).
 */
export type BookingDraft = {
  day: string | null;
  time: string | null;
  addons: Record<string, number>;
  participants: number;
  street: string;
  postalCode: string;
  /** Card is chosen from the start: most people pay by card, and the choice is never missing. */
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
  note: string;
};

export const emptyDraft: BookingDraft = {
  day: null,
  time: null,
  addons: {},
  participants: 1,
  street: '',
  postalCode: '',
  paymentMethod: 'card',
  acceptTerms: false,
  note: '',
};

type PricedService = Pick<PublicService, 'basePriceOre' | 'priceType' | 'addons' | 'maxBaseParticipants' | 'category' | 'baseDurationMinutes'>;

/** Participants are asked for when the category counts them or the base price covers a number of them. */
export function asksForParticipants(service: Pick<PublicService, 'category' | 'maxBaseParticipants'>): boolean {
  return service.category.enableParticipants || service.maxBaseParticipants !== null;
}

function chosenAddons(service: PricedService, draft: BookingDraft): ChosenAddon[] {
  return service.addons.flatMap((addon) => {
    const units = draft.addons[addon.id] ?? 0;
    if (units <= 0) return [];
    return addon.unitType === 'participant' ? [{ id: addon.id }] : [{ id: addon.id, units }];
  });
}

export type PriceSummary =
  | { ok: true; price: BookingPrice; durationMinutes: number }
  | { ok: false; error: BookingPriceError };

/** The live price of the draft by the same rules the server charges by (`bookingPrice`). */
export function priceSummary(service: PricedService, draft: BookingDraft): PriceSummary {
  try {
    const price = bookingPrice({
      basePriceOre: service.basePriceOre,
      priceType: service.priceType,
      addons: service.addons,
      chosen: chosenAddons(service, draft),
      participants: asksForParticipants(service) ? draft.participants : null,
      maxBaseParticipants: service.maxBaseParticipants,
      taxRatePercent: service.category.taxRate,
    });
    return { ok: true, price, durationMinutes: service.baseDurationMinutes + price.extraMinutes };
  } catch (error) {
    if (error instanceof BookingPriceError) return { ok: false, error };
    throw error;
  }
}

/**
 * The time the chosen add-ons add, which the free times depend on. A choice the price refuses
 * adds nothing: it cannot be booked, and the times stay those of the base service.
 */
export function addonMinutesOf(summary: PriceSummary): number {
  return summary.ok ? summary.price.extraMinutes : 0;
}

/** Fields the form shows problems beside, in the order they appear (the first gets focus). */
export const bookingFields = ['startTime', 'addons', 'deliveryPlace', 'note', 'paymentMethod', 'acceptTerms'] as const;
export type BookingField = (typeof bookingFields)[number];

/** What is missing before the draft can be sent; the server checks the same again. */
export function validateDraft(draft: BookingDraft, summary: PriceSummary): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.day || !draft.time) errors.startTime = { key: 'error.booking.date_required' };
  if (!summary.ok) errors.addons = { key: summary.error.key, params: summary.error.params };
  if (!draft.street.trim() || !draft.postalCode.trim()) errors.deliveryPlace = { key: 'error.booking.address_required' };
  else if (!isPostalCode(draft.postalCode)) errors.deliveryPlace = { key: 'error.postal_code.invalid' };
  if (draft.note.trim().length > fieldTextLimits.bookingNote) errors.note = { key: 'error.text.too_long', params: { count: fieldTextLimits.bookingNote } };
  if (!draft.acceptTerms) errors.acceptTerms = { key: 'error.auth.terms_required' };
  return errors;
}

/** The promo code and coupon sent with the booking; each only when there is one. */
export type DiscountFields = { promoCode?: string; couponId?: string };

/** The body of `POST /api/custom-request/service`. */
export function requestBody(
  service: Pick<PublicService, 'id' | 'addons' | 'category' | 'maxBaseParticipants'>,
  draft: BookingDraft,
  discounts: DiscountFields = {},
): BookingRequestBody {
  const note = draft.note.trim();
  return {
    serviceId: service.id,
    ...(draft.time ? { startTime: draft.time } : {}),
    deliveryPlace: { street: draft.street.trim(), postalCode: draft.postalCode.trim() },
    addons: service.addons.flatMap((addon) => {
      const units = draft.addons[addon.id] ?? 0;
      if (units <= 0) return [];
      return addon.unitType === 'participant' ? [{ id: addon.id }] : [{ id: addon.id, units }];
    }),
    ...(asksForParticipants(service) ? { participants: draft.participants } : {}),
    ...(note ? { note } : {}),
    ...discounts,
  };
}

/**
 * The body of `POST /api/booking`: the request plus payment (saved card, new card, invoice,
 * balance) and the accepted terms.
 */
export function directBody(
  service: Pick<PublicService, 'id' | 'addons' | 'category' | 'maxBaseParticipants'>,
  draft: BookingDraft,
  discounts: DiscountFields = {},
  payment: PaymentFields = { paymentMethod: draft.paymentMethod, useBalance: true },
): DirectBookingBody {
  return { ...requestBody(service, draft, discounts), ...payment, acceptTerms: true };
}

/**
 * Which field a server error belongs beside. Keys not tied to one field (service gone, instant
 * booking switched off) are shown for the whole form.
 */
export function fieldOfErrorKey(key: string | undefined): BookingField | null {
  switch (key) {
    case 'error.booking.date_required':
    case 'error.booking.time_already_booked':
      return 'startTime';
    case 'error.booking.address_required':
    case 'error.booking.address_not_delivered':
    case 'error.location.not_found':
    case 'error.location.unsupported':
      return 'deliveryPlace';
    case 'error.booking.addon_units_out_of_range':
    case 'error.booking.participants_out_of_range':
    case 'error.booking.addon_unknown':
      return 'addons';
    case 'error.payment.failed':
    case 'error.payment.check_method':
      return 'paymentMethod';
    case 'error.auth.terms_required':
      return 'acceptTerms';
    default:
      return null;
  }
}
