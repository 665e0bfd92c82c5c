/**
 * The promo code a visitor arrived with (`?kode=VELKOMMEN10`, or `?promo=`), remembered in this
 * browser while they look around, so the booking form can fill it in wherever they book.
 * (`client/public/start-after-paint.js` keeps it under the same key before the app starts.)
 */
const storageKey = 'tt.promoCode';
const searchNames = ['kode', 'promo'] as const;

function normalised(code: string): string {
  return code.trim().toUpperCase().slice(0, 40);
}

/** The kept code, tidied: the page's first script keeps a link's code as it was written. */
export function storedPromoCode(): string | null {
  try {
    return normalised(localStorage.getItem(storageKey) ?? '') || null;
  } catch {
    return null;
  }
}

export function storePromoCode(code: string): void {
  const value = normalised(code);
  if (!value) {
    forgetPromoCode();
    return;
  }
  try {
    localStorage.setItem(storageKey, value);
  } catch {
    // Private mode may refuse storage; the code then has to be typed in the form.
  }
}

export function forgetPromoCode(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The customer's own area, where `?kode=` names a gift card to redeem (`/account/gavekort?kode=`). */
const accountArea = /^\/(account|konto)(\/|$)/;

/** Keeps the code named in a page address; other addresses, and the account area's, change nothing. */
export function rememberPromoCodeFrom(address: Pick<Location, 'pathname' | 'search'>): void {
  if (accountArea.test(address.pathname)) return;
  const params = new URLSearchParams(address.search);
  for (const name of searchNames) {
    const code = normalised(params.get(name) ?? '');
    if (code) {
      storePromoCode(code);
      return;
    }
  }
}
