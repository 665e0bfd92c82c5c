import { describe, expect, it } from 'vitest';
import { slotsOf } from './slots.ts';

describe('slotsOf', () => {
  it('shows start times as Oslo clock times in order, without repeats', () => {
    const slots = slotsOf(['2026-11-24T13:30:00.000Z', '2026-11-24T08:00:00.000Z', '2026-11-24T08:00:00.000Z'], 'nb');
    expect(slots).toEqual([
      { value: '2026-11-24T08:00:00.000Z', label: '09:00' },
      { value: '2026-11-24T13:30:00.000Z', label: '14:30' },
    ]);
  });

  it('uses summer time in summer', () => {
    expect(slotsOf(['2026-06-10T07:00:00.000Z'], 'en')[0]?.label).toBe('09:00');
  });

  it('keeps both of the two 02:30s when summer time ends', () => {
    const labels = slotsOf(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'], 'nb').map((slot) => slot.label);
    expect(labels).toEqual(['02:30', '02:30 (2)']);
  });
});
