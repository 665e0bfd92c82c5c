import { describe, expect, it } from 'vitest';
import { formatGiftCardCode, giftCardCodeAlphabet, giftCardCodeFromBytes, isWellFormedGiftCardCode, normaliseGiftCardCode } from './gift-card-code.ts';

describe('gift card codes', () => {
  it('use no characters that look alike', () => {
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(giftCardCodeAlphabet).not.toContain(lookAlike);
    expect(new Set(giftCardCodeAlphabet).size).toBe(32);
  });

  it('turn twelve random bytes into twelve characters, each byte picking one evenly', () => {
    const bytes = Uint8Array.from([0, 1, 31, 32, 33, 255, 64, 100, 7, 8, 9, 10, 99]);
    const code = giftCardCodeFromBytes(bytes);
    expect(code).toHaveLength(12);
    expect(code).toBe('AB9AB9AEHJKL');
    expect(isWellFormedGiftCardCode(code)).toBe(true);
    expect(() => giftCardCodeFromBytes(new Uint8Array(11))).toThrow(RangeError);
  });

  it('read in groups of four', () => {
    expect(formatGiftCardCode('K7QM3XWDP9TA')).toBe('K7QM-3XWD-P9TA');
  });

  it.each([
    ['K7QM-3XWD-P9TA', 'K7QM3XWDP9TA'],
    ['k7qm 3xwd p9ta', 'K7QM3XWDP9TA'],
    ['  K7QM–3XWD – P9TA ', 'K7QM3XWDP9TA'],
    ['k7qm3xwdp9ta', 'K7QM3XWDP9TA'],
  ])('match however %j is typed', (typed, normalised) => {
    expect(normaliseGiftCardCode(typed)).toBe(normalised);
  });

  it.each([['K7QM3XWDP9T'], ['K7QM3XWDP9TAA'], ['K7QM3XWDP9T0'], ['K7QM3XWDP9TO'], ['K7QM3XWDP9T!'], ['']])('refuse %j as no code at all', (code) => {
    expect(isWellFormedGiftCardCode(code)).toBe(false);
  });
});
