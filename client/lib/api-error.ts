/** One field problem in a 400 answer (api-contract: `data.issues`). */
export type ApiIssue = { path: (string | number)[] | string; key?: string; message: string };

/**
 * An error answer from the API, `{ message, status, data? }`. `key` is the i18n key to show
 * the person; `message` is the server's English sentence, used when no key is given.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly key: string | undefined;
  readonly issues: ApiIssue[] | undefined;
  readonly data: Record<string, unknown> | undefined;

  constructor(
    status: number,
    message: string,
    data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.key = typeof data?.key === 'string' ? data.key : undefined;
    this.issues = Array.isArray(data?.issues) ? (data.issues as ApiIssue[]) : undefined;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A refused socket event (its acknowledgement carries the REST error shape) as the error the REST call would have thrown. */
export function apiErrorOf(body: { status: number; message: string; data?: Record<string, unknown> | undefined }): ApiError {
  return new ApiError(body.status, body.message, body.data);
}
