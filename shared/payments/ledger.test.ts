import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { type LedgerBooking, type LedgerEntry, type LedgerProblemCode, reconcile } from './ledger.ts';

const booking = (overrides: Partial<LedgerBooking> = {}): LedgerBooking => ({
  id: 'b1',
  priceOre: 100_000,
  status: 'confirmed',
  cancellationFeeOre: 0,
  refunded: false,
  ...overrides,
});
const entry = (kind: LedgerEntry['kind'], amountOre: number, bookingId = 'b1'): LedgerEntry => ({ kind, bookingId, amountOre });
const codes = (entries: LedgerEntry[], bookings: LedgerBooking[]) => reconcile(entries, bookings).map((problem) => problem.code);

describe('reconcile', () => {
  it('accepts a confirmed booking holding its price, paid in one or more charges', () => {
    expect(reconcile([entry('charge', 100_000)], [booking()])).toEqual([]);
    expect(reconcile([entry('charge', 60_000), entry('charge', 40_000)], [booking()])).toEqual([]);
  });

  it('accepts a done booking whose fee and payout come out of what is held', () => {
    const entries = [entry('charge', 100_000), entry('fee', 12_000), entry('payout', 88_000)];
    expect(reconcile(entries, [booking({ status: 'done' })])).toEqual([]);
  });

  it('reports a paid booking holding more or less than its price, with both amounts', () => {
    expect(reconcile([entry('charge', 99_999)], [booking()])).toEqual([{ code: 'held_mismatch', bookingId: 'b1', expectedOre: 100_000, actualOre: 99_999 }]);
    expect(codes([entry('charge', 100_000), entry('charge', 1)], [booking({ status: 'done' })])).toEqual(['held_mismatch']);
    expect(codes([], [booking()])).toEqual(['held_mismatch']);
  });

  it.each<BookingStatus>(['hold', 'awaiting_provider', 'awaiting_payment', 'request_denied', 'expired', 'paused', 'cancelled'])(
    'expects a never-paid %s booking to hold nothing',
    (status) => {
      expect(reconcile([], [booking({ status, cancellationFeeOre: 0 })])).toEqual([]);
      expect(codes([entry('charge', 500)], [booking({ status })])).toContain('held_mismatch');
    },
  );

  it('expects a cancelled paid booking to hold its cancellation fee once the rest is refunded', () => {
    const cancelled = booking({ status: 'cancelled', cancellationFeeOre: 30_000, refunded: true });
    expect(reconcile([entry('charge', 100_000), entry('refund', 70_000)], [cancelled])).toEqual([]);
    // The refund is still owed: the ledger holds the whole price.
    expect(reconcile([entry('charge', 100_000)], [{ ...cancelled, refunded: false }])).toEqual([
      { code: 'held_mismatch', bookingId: 'b1', expectedOre: 30_000, actualOre: 100_000 },
    ]);
    // Refunded too much.
    expect(codes([entry('charge', 100_000), entry('refund', 80_000)], [cancelled])).toEqual(['held_mismatch']);
  });

  it('accepts a cancelled paid booking with a full fee and no refund, or a full refund and no fee', () => {
    expect(reconcile([entry('charge', 100_000), entry('payout', 100_000)], [booking({ status: 'cancelled', cancellationFeeOre: 100_000 })])).toEqual([]);
    expect(reconcile([entry('charge', 100_000), entry('refund', 100_000)], [booking({ status: 'cancelled', refunded: true })])).toEqual([]);
  });

  it('lets a confirmed or done booking with a goodwill refund hold anything from 0 to its price', () => {
    const refunded = booking({ status: 'done', refunded: true });
    expect(reconcile([entry('charge', 100_000), entry('refund', 25_000)], [refunded])).toEqual([]);
    expect(reconcile([entry('charge', 100_000), entry('refund', 100_000)], [refunded])).toEqual([]);
    expect(codes([entry('charge', 150_000), entry('refund', 1)], [refunded])).toEqual(['held_out_of_range']);
  });

  it('reports refunds above charges', () => {
    expect(codes([entry('charge', 100), entry('refund', 101)], [booking({ status: 'cancelled', refunded: true })])).toEqual([
      'refund_exceeds_charge',
      'held_mismatch',
    ]);
  });

  it('reports a refund decided but never paid back, and accepts a charge given back before a full payment', () => {
    expect(codes([entry('charge', 100_000)], [booking({ refunded: true })])).toEqual(['refund_flag_mismatch']);
    // Charged 1 000 kr, the price changed while paying, given back, then paid 900 kr.
    const repriced = booking({ priceOre: 90_000 });
    expect(codes([entry('charge', 100_000), entry('refund', 100_000), entry('charge', 90_000)], [repriced])).toEqual([]);
  });

  it('reports fees and payouts above what is held', () => {
    expect(reconcile([entry('charge', 100_000), entry('fee', 12_000), entry('payout', 88_001)], [booking({ status: 'done' })])).toEqual([
      { code: 'paid_out_exceeds_held', bookingId: 'b1', expectedOre: 100_000, actualOre: 100_001 },
    ]);
    const cancelled = booking({ status: 'cancelled', cancellationFeeOre: 30_000, refunded: true });
    expect(codes([entry('charge', 100_000), entry('refund', 70_000), entry('payout', 30_001)], [cancelled])).toEqual(['paid_out_exceeds_held']);
  });

  it.each([0, -100, 0.5, 100.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('reports the amount %s and leaves it out of the sums', (amountOre) => {
    expect(reconcile([entry('charge', 100_000), entry('payout', amountOre)], [booking()])).toEqual([
      { code: 'invalid_amount', bookingId: 'b1', actualOre: amountOre },
    ]);
  });

  it('reports an entry for a booking it does not know', () => {
    expect(reconcile([entry('charge', 100_000), entry('charge', 500, 'ghost')], [booking()])).toEqual([
      { code: 'unknown_booking', bookingId: 'ghost', actualOre: 500 },
    ]);
  });

  it('keeps bookings apart: money for one does not cover another', () => {
    const bookings = [booking({ id: 'a' }), booking({ id: 'b' })];
    expect(reconcile([entry('charge', 100_000, 'a'), entry('charge', 100_000, 'b')], bookings)).toEqual([]);
    const problems = reconcile([entry('charge', 200_000, 'a')], bookings);
    expect(problems.map((problem) => [problem.code, problem.bookingId])).toEqual([
      ['held_mismatch', 'a'],
      ['held_mismatch', 'b'],
    ]);
  });
});

/** A small deterministic generator (Numerical Recipes LCG), so a failing seed can be replayed. */
function lcg(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  /** A whole number from `min` to `max`, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { int, pick };
}
type Random = ReturnType<typeof lcg>;

const unpaidStatuses: BookingStatus[] = ['hold', 'awaiting_provider', 'awaiting_payment', 'request_denied', 'expired', 'paused', 'cancelled'];

/** Charges adding up to `priceOre`, in one to three parts (a card payment can be captured in steps). */
function charges(random: Random, bookingId: string, priceOre: number): LedgerEntry[] {
  const parts: LedgerEntry[] = [];
  let left = priceOre;
  while (left > 0) {
    const amountOre = parts.length === 2 ? left : random.int(1, left);
    parts.push(entry('charge', amountOre, bookingId));
    left -= amountOre;
  }
  return parts;
}

/** A fee and a payout, each possibly absent, taking at most `heldOre` out. */
function payouts(random: Random, bookingId: string, heldOre: number): LedgerEntry[] {
  const fee = random.int(0, heldOre);
  const payout = random.int(0, heldOre - fee);
  return [...(fee > 0 ? [entry('fee', fee, bookingId)] : []), ...(payout > 0 ? [entry('payout', payout, bookingId)] : [])];
}

/** Bookings and a consistent ledger for them: booked, maybe paid, maybe cancelled with a fee and refunded, maybe paid out. */
function history(random: Random): { bookings: LedgerBooking[]; entries: LedgerEntry[] } {
  const bookings: LedgerBooking[] = [];
  const entries: LedgerEntry[] = [];
  const count = random.int(1, 6);
  for (let n = 0; n < count; n += 1) {
    const id = `b${n}`;
    const priceOre = random.int(1, 500_000);
    // The first booking is always paid, so there is an entry to tamper with.
    const story = n === 0 ? random.pick(['confirmed', 'done', 'cancelled_paid'] as const) : random.pick(['unpaid', 'confirmed', 'done', 'cancelled_paid'] as const);
    if (story === 'unpaid') {
      bookings.push({ id, priceOre, status: random.pick(unpaidStatuses), cancellationFeeOre: 0, refunded: false });
    } else if (story === 'confirmed') {
      bookings.push({ id, priceOre, status: 'confirmed', cancellationFeeOre: 0, refunded: false });
      entries.push(...charges(random, id, priceOre));
    } else if (story === 'done') {
      bookings.push({ id, priceOre, status: 'done', cancellationFeeOre: 0, refunded: false });
      entries.push(...charges(random, id, priceOre), ...payouts(random, id, priceOre));
    } else {
      const feeOre = random.pick([0, priceOre, random.int(0, priceOre)]);
      const refundOre = priceOre - feeOre;
      bookings.push({ id, priceOre, status: 'cancelled', cancellationFeeOre: feeOre, refunded: refundOre > 0 });
      entries.push(...charges(random, id, priceOre));
      if (refundOre > 0) entries.push(entry('refund', refundOre, id));
      entries.push(...payouts(random, id, feeOre));
    }
  }
  // The order of entries must not matter.
  for (let i = entries.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [entries[i], entries[j]] = [entries[j] as LedgerEntry, entries[i] as LedgerEntry];
  }
  return { bookings, entries };
}

type Mutation = { name: string; applies: (target: LedgerEntry) => boolean; apply: (entries: LedgerEntry[], index: number, random: Random) => void; expect: LedgerProblemCode };

const at = (entries: LedgerEntry[], index: number) => entries[index] as LedgerEntry;
const moneyIn = (target: LedgerEntry) => target.kind === 'charge' || target.kind === 'refund';
const held = (entries: LedgerEntry[], bookingId: string) =>
  entries.filter((e) => e.bookingId === bookingId).reduce((sum, e) => sum + (e.kind === 'charge' ? e.amountOre : e.kind === 'refund' ? -e.amountOre : 0), 0);

/** Ways one entry can go wrong, each with a problem the check must report for it. */
const mutations: Mutation[] = [
  { name: 'fractional amount', applies: () => true, apply: (es, i) => void (at(es, i).amountOre += 0.5), expect: 'invalid_amount' },
  { name: 'negative amount', applies: () => true, apply: (es, i) => void (at(es, i).amountOre = -at(es, i).amountOre), expect: 'invalid_amount' },
  { name: 'zero amount', applies: () => true, apply: (es, i) => void (at(es, i).amountOre = 0), expect: 'invalid_amount' },
  { name: 'unknown booking', applies: () => true, apply: (es, i) => void (at(es, i).bookingId = 'ghost'), expect: 'unknown_booking' },
  { name: 'charge or refund larger', applies: moneyIn, apply: (es, i, r) => void (at(es, i).amountOre += r.int(1, 10_000)), expect: 'held_mismatch' },
  {
    name: 'charge or refund smaller',
    applies: (target) => moneyIn(target) && target.amountOre > 1,
    apply: (es, i, r) => void (at(es, i).amountOre -= r.int(1, at(es, i).amountOre - 1)),
    expect: 'held_mismatch',
  },
  { name: 'charge booked as refund', applies: (target) => target.kind === 'charge', apply: (es, i) => void (at(es, i).kind = 'refund'), expect: 'held_mismatch' },
  { name: 'refund booked as charge', applies: (target) => target.kind === 'refund', apply: (es, i) => void (at(es, i).kind = 'charge'), expect: 'held_mismatch' },
  { name: 'refund lost', applies: (target) => target.kind === 'refund', apply: (es, i) => void es.splice(i, 1), expect: 'held_mismatch' },
  { name: 'charge booked twice', applies: (target) => target.kind === 'charge', apply: (es, i) => void es.push({ ...at(es, i) }), expect: 'held_mismatch' },
  {
    name: 'fee or payout above what is held',
    applies: (target) => !moneyIn(target),
    apply: (es, i) => void (at(es, i).amountOre += held(es, at(es, i).bookingId)),
    expect: 'paid_out_exceeds_held',
  },
];

describe('reconcile on generated histories', () => {
  const seeds = Array.from({ length: 300 }, (_, n) => n + 1);

  it('finds no problem in any consistent history', () => {
    for (const seed of seeds) {
      const { bookings, entries } = history(lcg(seed));
      expect(reconcile(entries, bookings), `seed ${seed}`).toEqual([]);
    }
  });

  it('reports a problem when any one entry is tampered with', () => {
    const tried = new Set<string>();
    for (const seed of seeds) {
      const random = lcg(seed);
      const { bookings, entries } = history(random);
      for (const mutation of mutations) {
        const candidates = entries.flatMap((target, index) => (mutation.applies(target) ? [index] : []));
        if (candidates.length === 0) continue;
        const index = random.pick(candidates);
        const tampered = entries.map((e) => ({ ...e }));
        const before = { ...at(tampered, index) };
        mutation.apply(tampered, index, random);
        tried.add(mutation.name);
        expect(codes(tampered, bookings), `seed ${seed}: ${mutation.name} on ${JSON.stringify(before)}`).toContain(mutation.expect);
      }
    }
    expect([...tried].sort()).toEqual(mutations.map((m) => m.name).sort());
  });
});
