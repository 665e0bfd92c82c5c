/**
 * A failure the client should see as it is: an HTTP status, the i18n key the client
 * translates (`data.key`), and optional extra data. The English sentence comes from the
 * error catalogue at the edge, so services only speak in keys.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly key: string;
  readonly data: Record<string, unknown> | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(
    status: number,
    key: string,
    options: { data?: Record<string, unknown>; params?: Record<string, string | number>; cause?: unknown } = {},
  ) {
    super(key, { cause: options.cause });
    this.status = status;
    this.key = key;
    this.data = options.data;
    this.params = options.params;
  }
}

export const notFound = (key = 'error.http.resource_not_found') => new AppError(404, key);
export const conflict = (key: string, data?: Record<string, unknown>) => new AppError(409, key, data ? { data } : {});
export const unauthorized = () => new AppError(401, 'error.http.unauthorized');
export const forbidden = (key = 'error.http.forbidden') => new AppError(403, key);

/**
 * A 400 in the validation shape for one field, for rules a schema cannot know (a business
 * register, a link's e-mail). The message is the English sentence of the key.
 */
export function fieldError(path: string, key: string, message: string): AppError {
  return new AppError(400, 'error.validation.failed', { data: { issues: [{ path, key, message }] } });
}
