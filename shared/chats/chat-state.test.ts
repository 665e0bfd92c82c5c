import { describe, expect, it } from 'vitest';
import { type ChatStateFacts, chatQuietDays, chatState } from './chat-state.ts';

const now = new Date('2026-12-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
const quiet: ChatStateFacts = { deactivated: false, lastActivityAt: daysAgo(60), liveBookingEndsAt: null, openRequest: false };

describe('chatState', () => {
  it('is open for 30 days after the last message, then closed', () => {
    expect(chatState({ ...quiet, lastActivityAt: daysAgo(0) }, now)).toBe('open');
    expect(chatState({ ...quiet, lastActivityAt: daysAgo(chatQuietDays - 0.001) }, now)).toBe('open');
    expect(chatState({ ...quiet, lastActivityAt: daysAgo(chatQuietDays) }, now)).toBe('closed');
    expect(chatState(quiet, now)).toBe('closed');
  });

  it('stays open while a live booking has not ended', () => {
    expect(chatState({ ...quiet, liveBookingEndsAt: new Date(now.getTime() + 1) }, now)).toBe('open');
    expect(chatState({ ...quiet, liveBookingEndsAt: now }, now)).toBe('closed');
    expect(chatState({ ...quiet, liveBookingEndsAt: daysAgo(1) }, now)).toBe('closed');
  });

  it('stays open while a request or an offer waits between the two', () => {
    expect(chatState({ ...quiet, openRequest: true }, now)).toBe('open');
  });

  it('is closed once support deactivated it, whatever else holds', () => {
    expect(chatState({ deactivated: true, lastActivityAt: now, liveBookingEndsAt: daysAgo(-5), openRequest: true }, now)).toBe('closed');
  });
});
