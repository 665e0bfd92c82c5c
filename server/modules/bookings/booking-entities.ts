import { BookingAddonEntity } from './booking-addon.entity.ts';
import { BookingEntity } from './booking.entity.ts';
import { CalendarFeedEntity } from './calendar-feed.entity.ts';

/** The bookings module's entities, for the ORM's list. */
export const bookingEntities = [BookingEntity, BookingAddonEntity, CalendarFeedEntity];
