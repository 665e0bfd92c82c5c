import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, serializeCalendar } from './icalendar.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and every kind of newline in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('writes UTC times without separators or milliseconds', () => {
    expect(formatUtc(new Date('2026-12-03T09:05:07.123Z'))).toBe('20261203T090507Z');
  });

  it('folds long lines at 75 octets without splitting a Norwegian letter, and unfolds to the original', () => {
    const line = `SUMMARY:${'Rengjøring av kjøkken og bad på Grünerløkka '.repeat(6)}`;
    const folded = foldLine(line);
    expect(folded.length).toBeGreaterThan(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toEqual(['SHORT:1']);
  });

  it('writes a calendar with CRLF line ends, one VEVENT per event, and optional fields left out', () => {
    const text = serializeCalendar({
      productId: '-//Test//Kalender//NB',
      name: 'Kari, vask; og stell',
      events: [
        {
          uid: 'a@example.no',
          stamp: new Date('2026-12-01T08:00:00Z'),
          start: new Date('2026-12-03T09:00:00Z'),
          end: new Date('2026-12-03T10:30:00Z'),
          summary: 'Vask',
          location: 'Storgata 1, 0155 Oslo',
          description: 'Ordrenummer: AB12CD34',
          status: 'CONFIRMED',
        },
        { uid: 'b@example.no', stamp: new Date(0), start: new Date(0), end: new Date(3_600_000), summary: 'Stell', status: 'TENTATIVE' },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:Kari\\, vask\\; og stell');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20261203T090000Z');
    expect(lines).toContain('LOCATION:Storgata 1\\, 0155 Oslo');
    expect(lines.filter((line) => line.startsWith('LOCATION:'))).toHaveLength(1);
    expect(lines).toContain('STATUS:TENTATIVE');
  });

  it('leaves the calendar name out of a file without one', () => {
    const text = serializeCalendar({
      productId: '-//Test//Kalender//NB',
      events: [{ uid: 'c@example.no', stamp: new Date(0), start: new Date(0), end: new Date(3_600_000), summary: 'Vask', status: 'CANCELLED' }],
    });
    expect(text).not.toContain('X-WR-CALNAME');
    expect(text.split('\r\n')).toContain('STATUS:CANCELLED');
  });
});
