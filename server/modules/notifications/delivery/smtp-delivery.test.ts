import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { SmtpDelivery } from './smtp-delivery.ts';

/** A real SMTP server on loopback stands in for the provider. */
const received: Array<{ from: string; to: string[]; raw: string }> = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('e-mail over SMTP', () => {
  it('sends the message with sender, recipient, subject, text, HTML and a stable Message-ID', async () => {
    const delivery = new SmtpDelivery({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Tjenestetorget <no-reply@tjenestetorget.no>', messageIdDomain: 'tjenestetorget.no' });
    const id = randomUUID();
    await delivery.deliver({ id, channel: 'email', to: 'kari@eksempel.no', subject: 'Velkommen', text: 'Hei Kari', html: '<p>Hei Kari</p>' });
    await delivery.close();
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@tjenestetorget.no');
    expect(mail.to).toEqual(['kari@eksempel.no']);
    expect(mail.raw).toContain('Subject: Velkommen');
    expect(mail.raw).toContain(`Message-ID: <${id}@tjenestetorget.no>`);
    expect(mail.raw).toContain('Hei Kari');
    expect(mail.raw).toContain('<p>Hei Kari</p>');
  });

  it('refuses to send a text message by e-mail', async () => {
    const delivery = new SmtpDelivery({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@b.no', messageIdDomain: 'b.no' });
    await expect(delivery.deliver({ id: randomUUID(), channel: 'sms', to: '+4791234567', text: 'x' })).rejects.toThrow(/SMTP cannot deliver sms/);
    await delivery.close();
  });
});
