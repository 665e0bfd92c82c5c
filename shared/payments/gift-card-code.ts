/**
 * Gift card codes as people read, type and say them: twelve characters in groups of four
 * ("K7QM-3XWD-P9TA") from an alphabet without the look-alikes 0/O and 1/I, so a code copied from
 * a printed card or read aloud cannot be mistaken. 32 characters give 5 bits each, 60 bits a code:
 * too many to guess, and redeeming is rate-limited besides.
 */
export const giftCardCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const giftCardCodeLength = 12;
const groupLength = 4;

/** What a person typed, as the code is stored: spaces and dashes gone, upper case. */
export function normaliseGiftCardCode(input: string): string {
  return input.replace(/[\s\-\u2010-\u2015]+/g, '').toUpperCase();
}

/** Whether a normalised code could be a gift card code at all (length and alphabet). */
export function isWellFormedGiftCardCode(normalised: string): boolean {
  return normalised.length === giftCardCodeLength && [...normalised].every((char) => giftCardCodeAlphabet.includes(char));
}

/** "K7QM3XWDP9TA" → "K7QM-3XWD-P9TA". */
export function formatGiftCardCode(normalised: string): string {
  const groups: string[] = [];
  for (let index = 0; index < normalised.length; index += groupLength) groups.push(normalised.slice(index, index + groupLength));
  return groups.join('-');
}

/**
 * Twelve code characters from at least twelve random bytes. 256 is a multiple of 32, so taking
 * each byte modulo 32 keeps every character equally likely.
 * @throws RangeError when fewer than twelve bytes are given.
 */
export function giftCardCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < giftCardCodeLength) throw new RangeError(`a gift card code needs ${giftCardCodeLength} random bytes`);
  let code = '';
  for (let index = 0; index < giftCardCodeLength; index += 1) code += giftCardCodeAlphabet[(bytes[index] ?? 0) % giftCardCodeAlphabet.length];
  return code;
}
