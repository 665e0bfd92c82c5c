// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPromoCode, rememberPromoCodeFrom, storedPromoCode, storePromoCode } from './promo-code-store.ts';

afterEach(() => localStorage.clear());

describe('promo code store', () => {
  it('remembers ?kode= and ?promo= in upper case, and leaves other addresses alone', () => {
    rememberPromoCodeFrom('?kode=velkommen10');
    expect(storedPromoCode()).toBe('VELKOMMEN10');
    rememberPromoCodeFrom('?side=2');
    expect(storedPromoCode()).toBe('VELKOMMEN10');
    rememberPromoCodeFrom('?promo=%20rent15%20');
    expect(storedPromoCode()).toBe('RENT15');
    rememberPromoCodeFrom('?kode=');
    expect(storedPromoCode()).toBe('RENT15');
  });

  it('forgets the code, also when an empty one is stored', () => {
    storePromoCode('RENT15');
    forgetPromoCode();
    expect(storedPromoCode()).toBeNull();
    storePromoCode('RENT15');
    storePromoCode('  ');
    expect(storedPromoCode()).toBeNull();
  });
});
