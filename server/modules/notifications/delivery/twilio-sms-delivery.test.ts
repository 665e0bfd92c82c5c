import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TwilioSmsDelivery } from './twilio-sms-delivery.ts';

/** A local stand-in for Twilio's Messages API that records what it was sent. */
const received: Array<{ url: string; authorization: string; body: URLSearchParams }> = [];
const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const body = new URLSearchParams(raw);
    received.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '', body });
    const invalid = body.get('To') === '+4700000000';
    response.writeHead(invalid ? 400 : 201, { 'content-type': 'application/json' });
    response.end(JSON.stringify(invalid ? { code: 21211, message: "The 'To' number is not valid." } : { sid: 'SM123', status: 'queued' }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const delivery = new TwilioSmsDelivery({ accountSid: 'AC123', authToken: 'token', from: 'Tjenester', apiUrl });

describe('text messages through Twilio', () => {
  it('posts recipient, sender and text to the account\'s Messages resource with basic auth', async () => {
    await delivery.deliver({ id: randomUUID(), channel: 'sms', to: '+4791234567', text: '123456 er koden din' });
    const request = received.at(-1)!;
    expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:token').toString('base64')}`);
    expect(Object.fromEntries(request.body)).toEqual({ To: '+4791234567', From: 'Tjenester', Body: '123456 er koden din' });
  });

  it('fails with Twilio\'s reason when the message is refused, so the job records it', async () => {
    await expect(delivery.deliver({ id: randomUUID(), channel: 'sms', to: '+4700000000', text: 'x' })).rejects.toThrow(/400.*not valid/);
  });

  it('refuses e-mail', async () => {
    await expect(delivery.deliver({ id: randomUUID(), channel: 'email', to: 'a@b.no', subject: 's', text: 'x' })).rejects.toThrow(/cannot deliver email/);
  });
});
