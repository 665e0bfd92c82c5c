import { createHash, createHmac } from 'node:crypto';
import { formatGiftCardCode, giftCardCodeFromBytes, normaliseGiftCardCode } from '#shared/payments/gift-card-code.ts';

/**
 * A gift card's code is derived from its id (a random UUID) with an HMAC keyed by the server
 * secret (`AUTH_SECRET`), and only its SHA-256 hash and last four characters are stored. So the
 * database alone never reveals a usable code, yet the server can show the buyer the whole code in
 * their list and put it in the recipient's e-mail whenever it is needed, without a column for it.
 * Changing `AUTH_SECRET` changes what the derivation gives: codes already handed out still redeem
 * (their hash is stored), but the buyer's list then shows only the last four characters
 * (`visibleGiftCardCode` checks the derivation against the stored hash).
 */
export function giftCardCodeFor(giftCardId: string, secret: string): string {
  const bytes = createHmac('sha256', secret).update(`gift-card-code:${giftCardId}`).digest();
  return giftCardCodeFromBytes(bytes);
}

/** The stored form of a code: SHA-256 of its normalised text, hex. */
export function hashGiftCardCode(code: string): string {
  return createHash('sha256').update(normaliseGiftCardCode(code)).digest('hex');
}

/** The columns a new card stores for the code of `giftCardId`. */
export function giftCardCodeColumns(giftCardId: string, secret: string): { codeHash: string; codeLast4: string } {
  const code = giftCardCodeFor(giftCardId, secret);
  return { codeHash: hashGiftCardCode(code), codeLast4: code.slice(-4) };
}

/** The card's code as people read it ("XXXX-XXXX-XXXX"), or null when the secret has changed since. */
export function visibleGiftCardCode(card: { id: string; codeHash: string }, secret: string): string | null {
  const code = giftCardCodeFor(card.id, secret);
  return hashGiftCardCode(code) === card.codeHash ? formatGiftCardCode(code) : null;
}
