import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { type MediaContentType, type MediaStorage, mediaContentTypes, MediaKeyError, normaliseMediaKey } from './media-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, Cloudflare R2, Scaleway...); AWS itself when absent. */
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  /** Credentials; when absent the SDK's usual chain (environment, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /**
   * Where the objects are publicly readable (a CDN or the bucket's public URL), without a
   * trailing slash. Null for a private bucket: its files are only ever streamed by our routes.
   */
  publicUrl: string | null;
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  return false;
}

/**
 * Pictures in an S3-compatible bucket, for production where several servers share files.
 * Public objects are written with a year-long immutable cache header (keys are never reused);
 * private ones are marked never to be cached.
 */
export class S3MediaStorage implements MediaStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #publicUrl: string | null;

  constructor(options: S3StorageOptions, client?: S3Client) {
    this.#bucket = options.bucket;
    this.#publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? null;
    this.#client =
      client ??
      new S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
  }

  urlFor(key: string): string {
    const normalised = normaliseMediaKey(key);
    // A private bucket has no public address; the stored "URL" is the key, read back by keyFromUrl.
    return this.#publicUrl ? `${this.#publicUrl}/${normalised}` : `s3:${normalised}`;
  }

  keyFromUrl(url: string): string | null {
    const prefix = this.#publicUrl ? `${this.#publicUrl}/` : 's3:';
    if (!url.startsWith(prefix)) return null;
    try {
      return normaliseMediaKey(url.slice(prefix.length));
    } catch {
      return null;
    }
  }

  async put(key: string, bytes: Uint8Array | string, contentType: MediaContentType): Promise<string> {
    const normalised = normaliseMediaKey(key);
    const extension = normalised.split('.').pop()?.toLowerCase() ?? '';
    if (!(mediaContentTypes[contentType] as readonly string[]).includes(extension)) {
      throw new MediaKeyError(`Media key ${JSON.stringify(key)} does not end in an extension for ${contentType}`);
    }
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: normalised,
        Body: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
        ContentType: contentType,
        CacheControl: this.#publicUrl ? 'public, max-age=31536000, immutable' : 'private, no-store',
      }),
    );
    return this.urlFor(normalised);
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, so a retried clean-up is safe.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: normaliseMediaKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: normaliseMediaKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: normaliseMediaKey(key) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}
