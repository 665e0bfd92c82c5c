/**
 * The promo code a visitor arrived with (`?kode=VELKOMMEN10`, or `?promo=`), remembered in this
 * browser while they look around, so the booking form can fill it in wherever they book.
 */
const storageKey = 'tt.promoCode';
const searchNames = ['kode', 'promo'] as const;

function normalised(code: string): string {
  return code.trim().toUpperCase().slice(0, 40);
}

export function storedPromoCode(): string | null {
  try {
    return localStorage.getItem(storageKey);
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

/** Keeps the code named in a page address (its `search` part); other addresses change nothing. */
export function rememberPromoCodeFrom(search: string): void {
  const params = new URLSearchParams(search);
  for (const name of searchNames) {
    const code = normalised(params.get(name) ?? '');
    if (code) {
      storePromoCode(code);
      return;
    }
  }
}
