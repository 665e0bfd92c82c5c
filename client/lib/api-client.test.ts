import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, api } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { shouldRetry } from './query-client.ts';

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) =>
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('calls under /api with the web platform header and the session cookie', async () => {
    const fetchMock = respondWith(200, []);
    await api.get('explore/categories', { query: { to: '+4791234567', empty: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/explore/categories?to=%2B4791234567');
    expect(init?.credentials).toBe('same-origin');
    expect((init?.headers as Record<string, string>)['x-platform']).toBe('web');
    expect(init?.method).toBe('GET');
  });

  it('sends JSON bodies', async () => {
    const fetchMock = respondWith(200, { nonce: 'n' });
    await api.post('/auth/otp/new', { username: '91234567', captchaToken: 'x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/otp/new');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"username":"91234567","captchaToken":"x"}');
  });

  it('revives ISO date-times with an offset to Date and leaves other strings alone', async () => {
    respondWith(200, {
      createdAt: '2026-11-21T13:30:00.000Z',
      startsAt: '2026-11-21T14:30:00+01:00',
      day: '2026-11-21',
      time: '14:30',
      title: '2026-11-21T14:30 is not an instant without an offset',
    });
    const body = await apiRequest<Record<string, unknown>>('x');
    expect(body.createdAt).toEqual(new Date('2026-11-21T13:30:00Z'));
    expect(body.startsAt).toEqual(new Date('2026-11-21T13:30:00Z'));
    expect(body.day).toBe('2026-11-21');
    expect(body.time).toBe('14:30');
    expect(typeof body.title).toBe('string');
  });

  it('throws ApiError with status, message, key and issues from the error body', async () => {
    respondWith(400, {
      message: 'Field is required',
      status: 400,
      data: { key: 'common.field.required', issues: [{ path: ['email'], key: 'common.field.required', message: 'Field is required' }] },
    });
    const error = await apiRequest('user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Field is required',
      key: 'common.field.required',
      issues: [{ path: ['email'], key: 'common.field.required' }],
    });
  });

  it('throws ApiError for an error without a JSON body', async () => {
    respondWith(502, 'Bad gateway');
    const error = await apiRequest('user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, key: undefined, issues: undefined });
  });
});

describe('shouldRetry', () => {
  it('does not retry client errors', () => {
    expect(shouldRetry(0, new ApiError(403, 'Forbidden'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
  });

  it('retries server and network errors a couple of times', () => {
    expect(shouldRetry(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
