import { ApiError } from './api-error.ts';
import { reviveDates } from '#shared/json/revive-dates.ts';

export const apiBasePath = '/api';

/** How a call reaches the API: the browser's fetch, or, while a page renders on the server, the server itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends every later call through `next` (server rendering answers calls without a network). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; `FormData` is sent as multipart as is. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /**
   * `text` keeps date-times as the ISO strings the API sent, for answers that meet the same
   * objects from socket events (which carry strings) in one place.
   */
  dates?: 'revived' | 'text';
};

function buildUrl(path: string, query?: Query): string {
  const url = `${apiBasePath}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

function parseBody(text: string, dates: ApiRequest['dates']): unknown {
  if (!text) return undefined;
  try {
    return dates === 'text' ? JSON.parse(text) : JSON.parse(text, reviveDates);
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const data = 'data' in body && body.data && typeof body.data === 'object' ? body.data : undefined;
    return new ApiError(status, body.message, data as Record<string, unknown> | undefined);
  }
  return new ApiError(status, statusText || `Request failed with status ${status}`);
}

/**
 * Calls the product API (api-contract "Transport"): every path lives under `/api`, the
 * platform header says `web`, the session cookie rides along, and date-times come back as
 * `Date` (unless `dates: 'text'`). Error answers throw `ApiError`; a network failure throws the browser's `TypeError`.
 */
export async function apiRequest<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = request.body === undefined ? 'GET' : 'POST', body, query, signal, dates } = request;
  const headers: Record<string, string> = { accept: 'application/json', 'x-platform': 'web' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await transport(buildUrl(path, query), {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal,
  });
  const parsed = parseBody(await response.text(), dates);
  if (!response.ok) throw toApiError(response.status, response.statusText, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequest, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequest, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequest, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequest, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequest, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
