import { describe, expect, it } from 'vitest';
import { readBookingDraftQuery, writeBookingDraftQuery } from './booking-draft-query.ts';

const fridge = '6f1c1c0e-8a4b-4d0e-9b8f-2a6f3f1d9c01';
const extra = '0b7e2f6a-3c1d-4e5f-8a9b-1c2d3e4f5a6b';

describe('the booking draft in the address', () => {
  it('carries the estimate, the start and the add-ons to the service page and back', () => {
    const query = writeBookingDraftQuery({
      estimate: { type: 'recurring', frequency: 'every_two_weeks', sizeM2: '85', preferredDate: '2026-12-04', postalCode: '1337', fridge: true, oven: false, pets: true, parking: false, extraHours: 1 },
      time: '2026-12-04T07:00:00.000Z',
      addons: [{ id: fridge, units: 1 }, { id: extra, units: 2 }],
    });
    expect(query).toContain('type=fast');
    expect(query).toContain('hyppighet=annenhver-uke');
    expect(query).toContain(`tillegg=${encodeURIComponent(`${fridge}:1,${extra}:2`)}`);
    expect(readBookingDraftQuery(new URLSearchParams(query))).toEqual({
      estimate: { type: 'recurring', frequency: 'every_two_weeks', sizeM2: '85', preferredDate: '2026-12-04', postalCode: '1337', fridge: true, oven: false, pets: true, parking: false, extraHours: 1 },
      time: '2026-12-04T07:00:00.000Z',
      addons: [{ id: fridge, units: 1 }, { id: extra, units: 2 }],
    });
  });

  it('is no draft without an estimate type', () => {
    expect(readBookingDraftQuery(new URLSearchParams('dato=2026-12-04'))).toBeNull();
  });

  it('drops what it cannot read instead of failing', () => {
    const draft = readBookingDraftQuery(new URLSearchParams(`type=engangs&tid=never&tillegg=${fridge}:x,nope:1,${extra}:3,${fridge}:-1`));
    expect(draft).toEqual({ estimate: expect.objectContaining({ type: 'one_time' }), addons: [{ id: extra, units: 3 }] });
  });
});
