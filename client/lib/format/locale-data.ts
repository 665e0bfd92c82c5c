import type { Language } from '#shared/i18n/languages.ts';
import { nextTask } from '../next-task.ts';
import { formatLongDate } from './date.ts';
import { formatNumber } from './number.ts';

/**
 * Makes a first number format, and a first date format where the page shows dates, each in a task
 * of its own. The first of each kind loads the locale's data, tens of milliseconds on a phone:
 * better spent while the page's code downloads than in the middle of hydration.
 */
export async function loadLocaleData(language: Language, withDates: boolean): Promise<void> {
  await nextTask();
  formatNumber(0, language);
  if (!withDates) return;
  await nextTask();
  formatLongDate(new Date(0), language);
}
