/**
 * A Norwegian mobile number as people write it: `+4791234567` → `912 34 567`, with the country
 * code kept when asked (`+47 912 34 567`). The groups are joined with no-break spaces so the
 * number never wraps across lines. Anything else is returned as it came.
 */
export function formatPhone(value: string, options: { countryCode?: boolean } = {}): string {
  const match = /^(?:\+47|0047)?(\d{3})(\d{2})(\d{3})$/.exec(value.replace(/\s+/g, ''));
  if (!match) return value;
  const groups = [...(options.countryCode ? ['+47'] : []), match[1], match[2], match[3]];
  return groups.join('\u00a0');
}
