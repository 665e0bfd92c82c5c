import { randomInt } from 'node:crypto';

/** Letters and digits a person reads out over the phone without mixing up (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A human order number: 8 characters, 31^8 ≈ 8.5 × 10^11 values, unique in the database. */
export function newOrderNumber(): string {
  let value = '';
  for (let index = 0; index < 8; index += 1) value += alphabet[randomInt(alphabet.length)];
  return value;
}
