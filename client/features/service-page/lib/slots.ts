import type { Language } from '#shared/i18n/languages.ts';
import { formatTime } from '../../../lib/format/time.ts';

export type Slot = { value: string; label: string };

/**
 * Start times as Oslo clock times, in order, without repeats. Two instants that read the same
 * (the repeated hour when summer time ends) keep both, the second marked, so each stays choosable.
 */
export function slotsOf(times: readonly string[], language: Language): Slot[] {
  const sorted = [...new Set(times)].sort((a, b) => Date.parse(a) - Date.parse(b));
  const seen = new Map<string, number>();
  return sorted.map((value) => {
    const base = formatTime(new Date(value), language);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { value, label: count === 1 ? base : `${base} (${count})` };
  });
}
