import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Only for development and tests: anything stored with it can be read by anyone with the code. */
export const developmentEncryptionKey = 'development-only-data-key-change-me-in-production-0001';

const prefix = 'enc:v1:';

/**
 * Encrypts single text fields (a national identity number, a bank account) with AES-256-GCM, so
 * a database dump or backup alone does not reveal them. The stored text is
 * `enc:v1:<base64 of iv, tag, ciphertext>`. Each value gets a fresh IV: equal numbers give
 * different texts, so these columns cannot be searched, only read.
 */
export class FieldCipher {
  readonly #key: Buffer;

  /** @param secret any string of at least 32 characters; the key is its SHA-256. */
  constructor(secret: string) {
    if (secret.length < 32) throw new RangeError('The data encryption secret must be at least 32 characters');
    this.#key = createHash('sha256').update(secret).digest();
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return prefix + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
  }

  /**
   * The plain text of a stored value. Text without the prefix was stored before encryption was
   * switched on and is answered as it is; it is encrypted the next time the row is written.
   * @throws Error when the value was encrypted with another key or has been tampered with.
   */
  decrypt(stored: string): string {
    if (!stored.startsWith(prefix)) return stored;
    const bytes = Buffer.from(stored.slice(prefix.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }

  static isEncrypted(stored: string): boolean {
    return stored.startsWith(prefix);
  }
}

let current: FieldCipher | null = null;

/**
 * The cipher the ORM's encrypted columns use, from `DATA_ENCRYPTION_KEY` (checked by the
 * configuration at start). Every process that reads the database (server, workers, commands)
 * gets it the same way, so none of them can write a plain value by mistake.
 */
export function fieldCipher(): FieldCipher {
  current ??= new FieldCipher(process.env.DATA_ENCRYPTION_KEY || developmentEncryptionKey);
  return current;
}
