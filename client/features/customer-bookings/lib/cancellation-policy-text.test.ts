// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import '../../../test/dom.tsx';
import { cancellationBands } from '#shared/bookings/cancellation-policy.ts';
import { i18n } from '../../../lib/i18n.ts';
import { policyLineKeys } from './cancellation-policy-text.ts';

const lines = (policy: 'simple' | 'strict', language: 'nb' | 'en') =>
  policyLineKeys[policy].map((key) => i18n.getFixedT(language, 'bookings')(key));

describe('cancellation policy in words', () => {
  it('explains Simple: free until 48 hours before, then the full price', () => {
    expect(lines('simple', 'nb')).toEqual([
      'Gratis avbestilling frem til 48 timer før start.',
      'Avbestiller du senere enn 48 timer før start, betaler du hele prisen (100 %).',
    ]);
    expect(lines('simple', 'en').join(' ')).toMatch(/48 hours.*full price \(100%\)/);
  });

  it('explains Strict: free until 30 days, 30 % from 30 to 7 days, the full price under 7 days', () => {
    expect(lines('strict', 'nb')).toEqual([
      'Gratis avbestilling frem til 30 dager før start.',
      'Fra 30 til 7 dager før start er gebyret 30 % av prisen.',
      'Under 7 dager før start betaler du hele prisen (100 %).',
    ]);
    expect(lines('strict', 'en')).toEqual([
      'Free cancellation until 30 days before the start.',
      'From 30 to 7 days before the start, the fee is 30% of the price.',
      'Less than 7 days before the start, you pay the full price (100%).',
    ]);
  });

  it('has one line per band of the shared rule', () => {
    expect(policyLineKeys.simple).toHaveLength(cancellationBands.simple.length);
    expect(policyLineKeys.strict).toHaveLength(cancellationBands.strict.length);
  });
});
