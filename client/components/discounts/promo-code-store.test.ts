// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPromoCode, rememberPromoCodeFrom, storedPromoCode, storePromoCode } from './promo-code-store.ts';

afterEach(() => localStorage.clear());

describe('promo code store', () => {
  it('remembers ?kode= and ?promo= in upper case, and leaves other addresses alone', () => {
    rememberPromoCodeFrom({ pathname: '/', search: '?kode=velkommen10' });
    expect(storedPromoCode()).toBe('VELKOMMEN10');
    rememberPromoCodeFrom({ pathname: '/utforsk', search: '?side=2' });
    expect(storedPromoCode()).toBe('VELKOMMEN10');
    rememberPromoCodeFrom({ pathname: '/service/flyttevask', search: '?promo=%20rent15%20' });
    expect(storedPromoCode()).toBe('RENT15');
    rememberPromoCodeFrom({ pathname: '/', search: '?kode=' });
    expect(storedPromoCode()).toBe('RENT15');
  });

  it('leaves a gift card link in the account area alone', () => {
    rememberPromoCodeFrom({ pathname: '/', search: '?kode=rent15' });
    rememberPromoCodeFrom({ pathname: '/account/gavekort', search: '?kode=K7QM-3XWD-P9TA' });
    rememberPromoCodeFrom({ pathname: '/account/gift-cards', search: '?kode=K7QM-3XWD-P9TA' });
    rememberPromoCodeFrom({ pathname: '/konto', search: '?kode=K7QM-3XWD-P9TA' });
    expect(storedPromoCode()).toBe('RENT15');
    rememberPromoCodeFrom({ pathname: '/accounting-help', search: '?kode=velkommen10' });
    expect(storedPromoCode()).toBe('VELKOMMEN10');
  });

  it('tidies a code kept as the link wrote it, before the app started', () => {
    localStorage.setItem('tt.promoCode', ' velkommen10 ');
    expect(storedPromoCode()).toBe('VELKOMMEN10');
    localStorage.setItem('tt.promoCode', '   ');
    expect(storedPromoCode()).toBeNull();
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
