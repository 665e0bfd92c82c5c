/**
 * The source of "now" for every time-bound rule (72 h answers, 15 min links, DST days), so tests
 * can move time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move; for tests of deadlines. */
export class ManualClock implements Clock {
  #time: number;
  constructor(start: Date | string = '2026-01-01T12:00:00Z') {
    this.#time = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#time);
  }
  set(time: Date | string): void {
    this.#time = new Date(time).getTime();
  }
  advance(milliseconds: number): void {
    this.#time += milliseconds;
  }
}
