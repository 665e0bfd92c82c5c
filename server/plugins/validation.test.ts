import { DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultSchedule } from '#shared/providers/schedule.schema.ts';
import { createProvider, createService, createServicePicture } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { toErrorBody } from './errors.plugin.ts';
import { RequestValidationError, zodValidatorCompiler } from './validation.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();
const sameSite = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };

async function signedIn() {
  const user = await createTestUser(em);
  return { user, sid: await sessionCookieFor(app, user.id) };
}

function expectIssue(response: { statusCode: number; json: () => unknown }, path: string, key: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { data: { key: string; issues: { path: string; key: string }[] } };
  expect(body.data.key).toBe('error.validation.failed');
  expect(body.data.issues).toContainEqual(expect.objectContaining({ path, key }));
}

describe('the text rule: no control characters in any request part (api-contract "Errors")', () => {
  it('refuses a NUL in a query parameter, a path parameter and a JSON body field', async () => {
    expectIssue(await app.inject({ method: 'GET', url: '/api/explore/services?tag=a%00b' }), 'tag', 'error.text.control_characters');
    const { sid } = await signedIn();
    expectIssue(await app.inject({ method: 'GET', url: '/api/promo-code/a%00b', cookies: { sid } }), 'code', 'error.text.control_characters');
    const patch = await app.inject({ method: 'PATCH', url: '/api/user', cookies: { sid }, headers: sameSite, payload: { lastName: 'Nord\u0000mann' } });
    expectIssue(patch, 'lastName', 'error.text.control_characters');
  });

  it('refuses other C0 characters and DEL at any depth, object keys included, and keeps tab and line breaks', async () => {
    const { sid } = await signedIn();
    const patch = (payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: '/api/user', cookies: { sid }, headers: sameSite, payload });
    expectIssue(await patch({ firstName: 'Kari\u007f' }), 'firstName', 'error.text.control_characters');
    expectIssue(await patch({ lastName: 'Nordmann', 'bad\u0001key': 1 }), 'bad\u0001key', 'error.text.control_characters');
    const provider = await createProvider(em);
    const owner = await sessionCookieFor(app, provider.owner.id);
    const schedule = { ...defaultSchedule, weekdays: [{ day: 'MONDAY\u000b', workingHours: [] }] };
    const put = await app.inject({ method: 'PUT', url: `/api/provider/${provider.id}/schedule`, cookies: { sid: owner }, headers: sameSite, payload: schedule });
    expectIssue(put, 'weekdays.0.day', 'error.text.control_characters');
    expect((await patch({ lastName: 'Nord\tmann' })).statusCode).toBe(200);
  });

  it('refuses a control character in a multipart text field', async () => {
    const provider = await createProvider(em);
    const owner = await sessionCookieFor(app, provider.owner.id);
    const boundary = 'grense';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="title"', '', 'Bilde\u0000', `--${boundary}--`, ''].join('\r\n');
    const response = await app.inject({
      method: 'POST',
      url: '/api/provider/add-picture',
      cookies: { sid: owner },
      headers: { ...sameSite, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectIssue(response, 'title', 'error.text.control_characters');
  });
});

describe('text no longer than its column', () => {
  it('refuses a picture alt text over 255 characters with 400 instead of reaching the column', async () => {
    const provider = await createProvider(em);
    const service = await createService(em, provider);
    const picture = await createServicePicture(em, service);
    const owner = await sessionCookieFor(app, provider.owner.id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/service/picture/${picture.id}`,
      cookies: { sid: owner },
      headers: sameSite,
      payload: { altText: 'x'.repeat(300) },
    });
    expectIssue(response, 'altText', 'error.text.too_long');
  });

  it('refuses a first name over 255 characters', async () => {
    const { sid } = await signedIn();
    const response = await app.inject({ method: 'PATCH', url: '/api/user', cookies: { sid }, headers: sameSite, payload: { firstName: 'K'.repeat(256) } });
    expectIssue(response, 'firstName', 'error.text.too_long');
  });

  it('answers a PostgreSQL data exception caused by input with 400, not 500', () => {
    for (const code of ['22001', '22021', '22P02', '22003', '22007']) {
      const error = new DriverException(Object.assign(new Error('value too long for type character varying(255)'), { code, severity: 'ERROR' }));
      expect(toErrorBody(error)).toMatchObject({ status: 400, data: { key: 'error.http.invalid_value' } });
    }
    const other = new DriverException(Object.assign(new Error('deadlock'), { code: '40P01', severity: 'ERROR' }));
    expect(toErrorBody(other).status).toBe(500);
  });
});

describe('cross-field checks only see values that passed their own checks', () => {
  it('answers explore with one good and one bad date with 400 on the bad one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/explore/services?from=2026-12-01T00:00:00Z&to=x' });
    expectIssue(response, 'to', 'error.zod.invalid_format');
  });

  it('answers a schedule period with a malformed time with 400 on that time', async () => {
    const provider = await createProvider(em);
    const owner = await sessionCookieFor(app, provider.owner.id);
    for (const [from, to, path] of [
      ['8:00', '16:00', 'weekdays.0.workingHours.0.from'],
      ['08:00', 'abc', 'weekdays.0.workingHours.0.to'],
    ] as const) {
      const schedule = { ...defaultSchedule, weekdays: [{ day: 'MONDAY', workingHours: [{ from, to }] }] };
      const response = await app.inject({ method: 'PUT', url: `/api/provider/${provider.id}/schedule`, cookies: { sid: owner }, headers: sameSite, payload: schedule });
      expectIssue(response, path, 'error.time_of_day.invalid');
    }
  });

  it('turns a schema that throws while validating into a 400 validation error that keeps the cause', () => {
    const bug = new Error('refinement bug');
    const schema = z.object({ a: z.string() }).refine(() => {
      throw bug;
    });
    const validate = zodValidatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '/x' }) as (data: unknown) => { error?: Error };
    const { error } = validate({ a: 'b' });
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(error?.cause).toBe(bug);
    expect(toErrorBody(error)).toMatchObject({ status: 400, data: { key: 'error.validation.failed' } });
  });
});

describe('a path that cannot be decoded', () => {
  it('answers 400 error.http.bad_url in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/booking/%c0%ae' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), status: 400, data: { key: 'error.http.bad_url' } });
  });
});
