import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '#server/config/config.ts';
import { S3MediaStorage } from './s3-media-storage.ts';

/** Public path every stored file is served under (see media.plugin.ts). */
export const mediaUrlPrefix = '/media/';

/**
 * The only kinds of file we store, each with the extensions it may be saved under. Anything
 * else (HTML above all) served from our own origin could run script as us, so it is refused.
 */
export const mediaContentTypes = {
  'image/svg+xml': ['svg'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
} as const satisfies Record<string, readonly string[]>;
export type MediaContentType = keyof typeof mediaContentTypes;

/**
 * Where pictures live. `put` stores bytes under a key and answers the public URL to keep in a row;
 * `delete` removes them again (a missing key is not an error, so a retried clean-up is safe).
 * Keys are never reused for different bytes: the URLs are cached as immutable.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array | string, contentType: MediaContentType): Promise<string>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored bytes, or null when there is nothing under the key (private files are streamed by routes). */
  read(key: string): Promise<Buffer | null>;
  /** The key behind a URL this storage handed out, or null for any other URL. */
  keyFromUrl(url: string): string | null;
  urlFor(key: string): string;
}

export class MediaKeyError extends Error {
  override name = 'MediaKeyError';
}

const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const maxKeyLength = 255;

/**
 * Checks a key and returns it without leading slashes. A key is one or more `/`-separated
 * segments of letters, digits, `.`, `_` and `-` that do not start with a dot, so `..`, hidden
 * files, backslashes, drive letters and encoded tricks can never name a path outside the root.
 * @throws MediaKeyError when the key is not of that shape.
 */
export function normaliseMediaKey(key: string): string {
  const trimmed = key.replace(/^\/+/, '');
  const segments = trimmed.split('/');
  if (!trimmed || trimmed.length > maxKeyLength || !segments.every((segment) => segmentPattern.test(segment))) {
    throw new MediaKeyError(`Invalid media key: ${JSON.stringify(key)}`);
  }
  return trimmed;
}

function assertExtensionFits(key: string, contentType: MediaContentType): void {
  const allowed: readonly string[] | undefined = mediaContentTypes[contentType];
  const extension = path.extname(key).slice(1).toLowerCase();
  if (!allowed?.includes(extension)) {
    throw new MediaKeyError(`Media key ${JSON.stringify(key)} does not end in an extension for ${contentType}`);
  }
}

/**
 * A fresh key for an upload: a folder per kind and month keeps directories small, the UUID
 * keeps the URL unguessable and never reused.
 */
export function newMediaKey(folder: string, extension: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return normaliseMediaKey(`${folder}/${month}/${randomUUID()}.${extension}`);
}

/** Files on a local (or mounted, shared) disk, served by the media plugin from the same directory. */
export class LocalDiskMediaStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; checked again after resolving, so no key ever reaches outside the root. */
  pathOf(key: string): string {
    const file = path.resolve(this.root, normaliseMediaKey(key));
    if (!file.startsWith(this.root + path.sep)) throw new MediaKeyError(`Invalid media key: ${JSON.stringify(key)}`);
    return file;
  }

  urlFor(key: string): string {
    return mediaUrlPrefix + normaliseMediaKey(key);
  }

  keyFromUrl(url: string): string | null {
    if (!url.startsWith(mediaUrlPrefix)) return null;
    try {
      return normaliseMediaKey(url.slice(mediaUrlPrefix.length));
    } catch {
      return null;
    }
  }

  async put(key: string, bytes: Uint8Array | string, contentType: MediaContentType): Promise<string> {
    const file = this.pathOf(key);
    assertExtensionFits(file, contentType);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside the target under a dot-name (never served), then renamed: a reader sees the
    // old file or the new one, never half of one.
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return this.urlFor(key);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

type StorageConfig = Pick<AppConfig, 'mediaDir' | 'privateMediaDir' | 'storage'>;

/** The public picture storage the configuration names (local disk by default, S3 in production). */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  const storage = config.storage;
  if (storage.kind === 's3') {
    return new S3MediaStorage({ bucket: storage.bucket, region: storage.region, endpoint: storage.endpoint, credentials: storage.credentials, publicUrl: storage.publicUrl });
  }
  return new LocalDiskMediaStorage(config.mediaDir);
}

/**
 * Storage for files only their owner and admins may see (ID photos). With S3 it is a second,
 * private bucket; locally a directory that is never served.
 */
export function createPrivateMediaStorage(config: StorageConfig): MediaStorage {
  const storage = config.storage;
  if (storage.kind === 's3') {
    return new S3MediaStorage({ bucket: storage.privateBucket, region: storage.region, endpoint: storage.endpoint, credentials: storage.credentials, publicUrl: null });
  }
  return new LocalDiskMediaStorage(config.privateMediaDir);
}
