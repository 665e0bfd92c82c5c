import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingPriceError, bookingPrice } from '#shared/bookings/booking-price.ts';
import type { BookingRequestBody, DirectBookingBody } from '#shared/bookings/booking.schema.ts';
import { cancellationPolicyFor } from '#shared/bookings/cancellation-policy.ts';
import { type ErrorKey, errorMessage } from '#shared/errors/error-catalogue.ts';
import { isPostalCode } from '#shared/validation/postal-code.ts';
import { AppError, fieldError } from '#server/lib/app-error.ts';
import { availableTimes } from '#server/modules/availability/availability.ts';
import { findBookableService, loadBookingsPerDay, loadBusyIntervals } from '#server/modules/availability/availability.queries.ts';
import { dateOfDayNumber, dayNumberAt, instantOfWallTime, minuteMs } from '#server/modules/availability/zoned-time.ts';
import { ServiceAddonEntity } from '#server/modules/catalogue/service-addon.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { resolveLocation } from '#server/modules/locations/resolve-location.ts';
import { serviceUnavailable } from '#server/modules/providers/public-provider.ts';
import { applyChosenDiscounts } from '#server/modules/payments/booking-discounts.service.ts';
import { type BookingInsert, insertBooking } from './booking-insert.ts';
import type { BookingEntity } from './booking.entity.ts';

/** No such enabled service (a provider that is not public is 409, `serviceUnavailable`). */
const unknownService = () => new AppError(404, 'error.booking.service_unavailable');
const required = (path: string, key: ErrorKey) => fieldError(path, key, errorMessage(key, 'en'));
const midnight = (dayNumber: number) => new Date(instantOfWallTime(dayNumber, 0, 'jump')!);

/**
 * Whether `start` is one of the times the availability engine offers that Oslo day for a booking
 * of `durationMinutes`: schedule, notice, horizon, daily limit and busy time all apply.
 */
async function isOffered(em: EntityManager, providerId: string, schedule: Parameters<typeof availableTimes>[0]['schedule'], durationMinutes: number, start: Date, now: Date) {
  const dayNumber = dayNumberAt(start.getTime());
  const from = midnight(dayNumber);
  const end = midnight(dayNumber + 1);
  const window = { from, to: new Date(end.getTime() + schedule.bufferTimeMinutes * minuteMs) };
  const [busy, bookingsPerDay] = await Promise.all([
    loadBusyIntervals(em, providerId, window),
    schedule.maxDailyBookings === null ? undefined : loadBookingsPerDay(em, providerId, { ...window, to: end }),
  ]);
  const times = availableTimes({ schedule, busy, bookingsPerDay, durationMinutes, now }, dateOfDayNumber(dayNumber));
  return times.some((time) => time.getTime() === start.getTime());
}

type PreparedBooking = Omit<BookingInsert, 'customer' | 'status' | 'paymentMethod' | 'now' | 'afterInsert'> & { instantBooking: boolean };

/** The promo code and coupon sent with a new booking, applied before its price is stored. */
const discountsOf = (body: BookingRequestBody, now: Date): BookingInsert['afterInsert'] => (tx, booking) =>
  applyChosenDiscounts(tx, booking, { promoCode: body.promoCode, couponId: body.couponId }, now);

/**
 * Everything a new booking needs, checked the same way for a request and a direct booking: the
 * service is bookable, the address lies in its areas, the add-ons and participants give a price
 * (one pure function, the same the screen shows) and the start is a time the availability engine
 * offers for the whole length, add-ons included.
 */
export async function prepareBooking(em: EntityManager, body: BookingRequestBody, now: Date): Promise<PreparedBooking> {
  const service = await em.findOne(ServiceEntity, body.serviceId, { populate: ['provider', 'category'] });
  if (!service || !service.enabled) throw unknownService();
  const bookable = await findBookableService(em, service.id);
  if (!bookable) throw unknownService();
  if (!bookable.providerPublic) throw serviceUnavailable();

  if (!body.deliveryPlace || !body.deliveryPlace.street || !body.deliveryPlace.postalCode) throw required('deliveryPlace', 'error.booking.address_required');
  if (!isPostalCode(body.deliveryPlace.postalCode)) throw required('deliveryPlace', 'error.postal_code.invalid');
  const start = body.startTime ? new Date(body.startTime) : null;
  if (!start || Number.isNaN(start.getTime())) throw required('startTime', 'error.booking.date_required');

  const resolved = resolveLocation(body.deliveryPlace.postalCode);
  if (!resolved.ok) throw new AppError(400, 'error.booking.address_not_delivered', { data: { field: 'deliveryPlace' } });
  const location = resolved.location;
  if (!location.coveringAreaIds.some((id) => service.areas.includes(id))) {
    throw new AppError(400, 'error.booking.address_not_delivered', { data: { field: 'deliveryPlace' } });
  }

  const addons = await em.find(ServiceAddonEntity, { service }, { orderBy: { sortIndex: 'asc' } });
  let price: ReturnType<typeof bookingPrice>;
  try {
    price = bookingPrice({
      basePriceOre: service.basePriceOre,
      priceType: service.priceType,
      addons: addons.map((addon) => ({
        id: addon.id,
        title: addon.title,
        unitPriceOre: addon.unitPriceOre,
        unitTimeMinutes: addon.unitTimeMinutes,
        unitsInBasePrice: addon.unitsInBasePrice,
        maxUnits: addon.maxUnits,
        unitType: addon.unitType,
      })),
      chosen: body.addons.map((addon) => ({ id: addon.id, units: addon.units })),
      participants: body.participants ?? null,
      maxBaseParticipants: service.maxBaseParticipants ?? null,
      taxRatePercent: Number(service.category.taxRate),
    });
  } catch (error) {
    if (error instanceof BookingPriceError) throw new AppError(400, error.key, { params: error.params, cause: error });
    throw error;
  }

  const durationMinutes = service.baseDurationMinutes + price.extraMinutes;
  if (!(await isOffered(em, service.provider.id, bookable.schedule, durationMinutes, start, now))) {
    throw new AppError(409, 'error.booking.time_already_booked');
  }

  return {
    instantBooking: service.provider.instantBooking,
    provider: service.provider,
    service,
    startsAt: start,
    endsAt: new Date(start.getTime() + durationMinutes * minuteMs),
    bufferMinutes: bookable.schedule.bufferTimeMinutes,
    priceOre: price.totalOre,
    vatOre: price.vatOre,
    cancellationPolicy: cancellationPolicyFor(service.category.type),
    participants: body.participants ?? null,
    customerNote: body.note || null,
    deliveryAddress: {
      street: body.deliveryPlace.street,
      postalCode: body.deliveryPlace.postalCode,
      place: location.place ?? '',
      areaId: location.areaId,
    },
    addons: price.lines.flatMap((line) =>
      line.kind === 'addon'
        ? [
            {
              addon: line.id,
              title: line.title ?? '',
              unitType: line.unitType,
              unitPriceOre: line.unitPriceOre,
              units: line.units,
              unitTimeMinutes: addons[line.addonIndex]?.unitTimeMinutes ?? 0,
              amountOre: line.amountOre,
            },
          ]
        : [],
    ),
  };
}

/**
 * A booking request (spec §4): the customer asks for a time, the provider has 72 hours to answer.
 * Nothing is paid and no time is taken yet; several customers may ask for the same slot.
 */
export async function createBookingRequest(em: EntityManager, customerId: string, body: BookingRequestBody, now: Date): Promise<BookingEntity> {
  const { instantBooking: _instant, ...prepared } = await prepareBooking(em, body, now);
  return insertBooking(em, { ...prepared, customer: customerId, status: 'awaiting_provider', paymentMethod: 'card', now, afterInsert: discountsOf(body, now) });
}

/**
 * A direct booking (spec §1) with a provider that takes instant bookings. The time is taken at
 * once as a short checkout hold, so of two people paying for one slot only one gets it; paying
 * confirms it (payBooking). A hold whose payment never completes expires by itself.
 */
export async function createDirectBooking(em: EntityManager, customerId: string, body: DirectBookingBody, now: Date): Promise<BookingEntity> {
  const { instantBooking, ...prepared } = await prepareBooking(em, body, now);
  if (!instantBooking) throw new AppError(409, 'error.booking.instant_booking_off');
  return insertBooking(em, { ...prepared, customer: customerId, status: 'hold', paymentMethod: body.paymentMethod, now, afterInsert: discountsOf(body, now) });
}
