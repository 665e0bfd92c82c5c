import { describe, expect, it } from 'vitest';
import { testCardBehaviour, testCardBrand } from './test-card-numbers.ts';

describe('test cards', () => {
  it('behave as the checkout page lists them', () => {
    expect(testCardBehaviour('4242 4242 4242 4242')).toEqual({ kind: 'succeeds' });
    expect(testCardBehaviour('4000 0000 0000 0002')).toEqual({ kind: 'declines', failureCode: 'card_declined' });
    expect(testCardBehaviour('4000-0000-0000-9995')).toEqual({ kind: 'declines', failureCode: 'insufficient_funds' });
    expect(testCardBehaviour('4000002760003184')).toEqual({ kind: 'authenticates' });
  });

  it('lets any other number succeed and names its brand', () => {
    expect(testCardBehaviour('5555 5555 5555 4444')).toEqual({ kind: 'succeeds' });
    expect(testCardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(testCardBrand('4242424242424242')).toBe('visa');
    expect(testCardBrand('378282246310005')).toBe('amex');
  });
});
