import { describe, expect, it } from 'vitest';
import { timeSpanSchema } from './time-span.ts';

describe('timeSpanSchema', () => {
  it.each([
    ['ISO strings', { from: '2025-06-01T10:00:00Z', to: '2025-06-01T12:00:00Z' }],
    ['dates', { from: new Date('2025-06-01T10:00:00Z'), to: new Date('2025-06-01T12:00:00Z') }],
    ['one millisecond apart', { from: '2025-06-01T10:00:00.000Z', to: '2025-06-01T10:00:00.001Z' }],
    ['across midnight', { from: '2025-06-01T23:30:00+02:00', to: '2025-06-02T00:30:00+02:00' }],
  ])('accepts %s where from is before to', (_, input) => {
    const span = timeSpanSchema.parse(input);
    expect(span.from).toBeInstanceOf(Date);
    expect(span.to.getTime()).toBeGreaterThan(span.from.getTime());
  });

  it('reads ISO strings with any offset as the same instants', () => {
    expect(timeSpanSchema.parse({ from: '2025-06-01T10:00:00Z', to: '2025-06-01T14:00:00+02:00' })).toEqual({
      from: new Date('2025-06-01T10:00:00Z'),
      to: new Date('2025-06-01T12:00:00Z'),
    });
  });

  it.each([
    ['from after to', { from: '2025-06-01T12:00:00Z', to: '2025-06-01T10:00:00Z' }],
    ['from equal to to', { from: '2025-06-01T10:00:00Z', to: '2025-06-01T10:00:00Z' }],
    ['a day backwards', { from: '2025-06-02', to: '2025-06-01' }],
  ])('rejects %s on the from field', (_, input) => {
    const result = timeSpanSchema.safeParse(input);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['from'], message: 'error.zod.time_span.from_greater_than_to' }),
    ]);
  });

  it.each([
    ['an unreadable from', { from: 'tomorrow', to: '2025-06-01T10:00:00Z' }, ['from']],
    ['a missing to', { from: '2025-06-01T10:00:00Z' }, ['to']],
  ])('rejects %s as an invalid date on that field', (_, input, path) => {
    const result = timeSpanSchema.safeParse(input);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'invalid_type', path })]);
  });
});
