/** The marketplace delivers in Norway (spec §1), so "which day" is always a day on Oslo's calendar. */
export const marketplaceTimeZone = 'Europe/Oslo';
