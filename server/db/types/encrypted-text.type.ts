import { Type } from '@mikro-orm/core';
import { fieldCipher } from './field-cipher.ts';

/**
 * A text column stored encrypted (see field-cipher.ts) and read back as plain text. Use it for
 * personal numbers that are only ever shown, never searched.
 */
export class EncryptedTextType extends Type<string | null | undefined, string | null | undefined> {
  override convertToDatabaseValue(value: string | null | undefined): string | null | undefined {
    return value === null || value === undefined ? value : fieldCipher().encrypt(value);
  }

  override convertToJSValue(value: string | null | undefined): string | null | undefined {
    return value === null || value === undefined ? value : fieldCipher().decrypt(value);
  }

  override getColumnType(): string {
    return 'text';
  }

  override compareAsType(): string {
    return 'string';
  }

  // Every encryption gives a different text, so a change is judged on the plain values;
  // otherwise each flush would rewrite (and re-encrypt) a number nobody changed.
  override compareValues(a: string | null | undefined, b: string | null | undefined): boolean {
    if (a === b) return true;
    if (a === null || a === undefined || b === null || b === undefined) return false;
    const cipher = fieldCipher();
    return cipher.decrypt(a) === cipher.decrypt(b);
  }
}
