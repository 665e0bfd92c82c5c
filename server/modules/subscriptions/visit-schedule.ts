import { frequencyWeeks, type SubscriptionFrequency } from '#shared/subscriptions/subscription-frequency.ts';
import { dayMs, dayNumberAt, dayNumberOf, instantOfWallTime } from '#server/modules/availability/zoned-time.ts';

const hourMs = 3_600_000;

/**
 * When a subscription's visits come: from its first visit's day (in Oslo), every `frequency` on the
 * same weekday at the same wall-clock time, so 09:00 stays 09:00 across daylight-saving changes.
 */
export type VisitPlan = { firstDay: string; startMinutes: number; frequency: SubscriptionFrequency };

/** Visits are generated this far ahead at least, whatever the provider's own horizon. */
export const minimumVisitWindowWeeks = 8;

/**
 * The starts of the plan's visits in [from, until), oldest first. A start that falls in the hour
 * the clocks skip in spring moves to the moment they jump, as a booking's would.
 */
export function visitStartsBetween(plan: VisitPlan, from: Date, until: Date): Date[] {
  const first = dayNumberOf(plan.firstDay);
  const step = frequencyWeeks[plan.frequency] * 7;
  // The first candidate day: the plan's own first day, or the last visit day before `from`'s day.
  const fromDay = dayNumberAt(from.getTime());
  let day = fromDay <= first ? first : first + Math.floor((fromDay - first) / step) * step;
  const starts: Date[] = [];
  for (;;) {
    const instant = instantOfWallTime(day, plan.startMinutes, 'jump') as number;
    if (instant >= until.getTime()) return starts;
    if (instant >= from.getTime()) starts.push(new Date(instant));
    day += step;
  }
}

export { visitChargeAt } from '#shared/subscriptions/visit-charge.ts';

/**
 * A refused charge: `soft` (not enough money, the bank said try later, a network error) is tried
 * again; `hard` (stolen, lost, closed, expired) never is, until the customer gives another card.
 */
export type DeclineKind = 'soft' | 'hard';

const hardDeclines = new Set(['stolen_card', 'lost_card', 'pickup_card', 'restricted_card', 'expired_card', 'incorrect_number', 'invalid_account', 'card_not_supported']);

/** Which kind a gateway's decline code is; an unknown code counts as soft (a retry costs little). */
export function declineKindOf(code: string | null | undefined): DeclineKind {
  return code && hardDeclines.has(code) ? 'hard' : 'soft';
}

/** The morning before a visit, 08:00 in Oslo, the last try: the customer can still act that day. */
const lastTryMinutes = 8 * 60;

/**
 * When a visit's refused charge is tried again: 6 hours and 24 hours after the first try, and on
 * the morning of the day before the visit, whichever of these still lies after the last try and
 * before the visit; null when none does, or the decline was hard. A new card is charged at once
 * instead (not by this).
 */
export function nextChargeRetryAt(input: { startsAt: Date; firstTryAt: Date; lastTryAt: Date; decline: DeclineKind }): Date | null {
  if (input.decline === 'hard') return null;
  const dayBefore = dayNumberAt(input.startsAt.getTime()) - 1;
  const morningBefore = instantOfWallTime(dayBefore, lastTryMinutes, 'jump') as number;
  const candidates = [input.firstTryAt.getTime() + 6 * hourMs, input.firstTryAt.getTime() + 24 * hourMs, morningBefore]
    .filter((time) => time > input.lastTryAt.getTime() && time < input.startsAt.getTime())
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0] as number) : null;
}

/** The end of the window visits are generated in: the provider's horizon, but at least 8 weeks. */
export function visitWindowEnd(now: Date, providerHorizonDays: number | null): Date {
  const days = Math.max(providerHorizonDays ?? 0, minimumVisitWindowWeeks * 7);
  return new Date(now.getTime() + days * dayMs);
}

/**
 * A subscription is paused as a whole after this many visits in a row went unpaid (each visit
 * paused at its start); the customer is asked to act rather than the subscription ended.
 */
export const unpaidVisitsBeforePause = 2;

/** Whether the latest visits (newest first, by outcome) call for pausing the subscription. */
export function shouldPauseForUnpaid(latestOutcomes: ReadonlyArray<'paid' | 'unpaid' | 'skipped'>): boolean {
  const counted = latestOutcomes.filter((outcome) => outcome !== 'skipped').slice(0, unpaidVisitsBeforePause);
  return counted.length === unpaidVisitsBeforePause && counted.every((outcome) => outcome === 'unpaid');
}

/**
 * The Oslo day of the plan's start that a moment belongs to: the start's own day, up to the day
 * before the next start. A collided visit moved by the customer stays within these days, so
 * generating the window again still finds its start taken care of.
 */
export function visitSlotDay(plan: VisitPlan, at: Date): number {
  const first = dayNumberOf(plan.firstDay);
  const step = frequencyWeeks[plan.frequency] * 7;
  return first + Math.floor((dayNumberAt(at.getTime()) - first) / step) * step;
}

/** The Oslo days a visit planned at `plannedStartsAt` may be moved within: [firstDay, endDay). */
export function visitWindowDays(plan: VisitPlan, plannedStartsAt: Date): { firstDay: number; endDay: number } {
  const firstDay = visitSlotDay(plan, plannedStartsAt);
  return { firstDay, endDay: firstDay + frequencyWeeks[plan.frequency] * 7 };
}

/**
 * Free starts offered for a collided visit, best first: those on its planned day nearest to the
 * planned time (the earlier of two as near), then the following days' in order. `times` are the
 * availability engine's starts within the visit's days, any order.
 */
export function nearestVisitTimes(planned: Date, times: readonly Date[]): Date[] {
  const day = dayNumberAt(planned.getTime());
  const sameDay = times.filter((time) => dayNumberAt(time.getTime()) === day);
  const later = times.filter((time) => dayNumberAt(time.getTime()) > day);
  const distance = (time: Date) => Math.abs(time.getTime() - planned.getTime());
  return [
    ...[...sameDay].sort((a, b) => distance(a) - distance(b) || a.getTime() - b.getTime()),
    ...[...later].sort((a, b) => a.getTime() - b.getTime()),
  ];
}
