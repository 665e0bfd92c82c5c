/**
 * A small iCalendar (RFC 5545) writer for the provider's calendar feed and the one-booking
 * download: only what they need (VCALENDAR with VEVENTs in UTC), so no dependency for it.
 */

export type CalendarEvent = {
  uid: string;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
};

export type Calendar = {
  /** PRODID, e.g. `-//Company//Product//NB`. */
  productId: string;
  /**
   * Shown by Apple and Google calendars as the subscription's name (X-WR-CALNAME). Left out of a
   * file with one event to import, so no calendar app offers to create a calendar for it.
   */
  name?: string;
  events: readonly CalendarEvent[];
};

const maxLineOctets = 75;

/** PRODID of everything the app writes, in the reader's language. */
export const calendarProductId = (appName: string, language: 'nb' | 'en') => `-//${appName}//${language === 'en' ? 'Calendar//EN' : 'Kalender//NB'}`;

/** TEXT value escaping (RFC 5545 §3.3.11); a bare CR is a newline too. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A UTC DATE-TIME: `20261203T090000Z`. */
export function formatUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/**
 * Folds a content line so no physical line exceeds 75 octets (RFC 5545 §3.1). Splitting happens
 * between characters, never inside a UTF-8 sequence (æ, ø, å are two octets), and each continuation
 * starts with a space that counts toward its 75.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > maxLineOctets) {
      lines.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  lines.push(current);
  return lines;
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.status}`, 'END:VEVENT');
  return lines;
}

/** The whole calendar object, lines ending in CRLF as the format requires. */
export function serializeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name === undefined ? [] : [`X-WR-CALNAME:${escapeText(calendar.name)}`]),
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}
