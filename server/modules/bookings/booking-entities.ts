import { AddonOfferEntity } from './addon-offer.entity.ts';
import { BookingAddonEntity } from './booking-addon.entity.ts';
import { BookingEntity } from './booking.entity.ts';
import { CalendarFeedEntity } from './calendar-feed.entity.ts';
import { RescheduleRequestEntity } from './reschedule-request.entity.ts';

/** The bookings module's entities, for the ORM's list. */
export const bookingEntities = [BookingEntity, BookingAddonEntity, CalendarFeedEntity, AddonOfferEntity, RescheduleRequestEntity];
