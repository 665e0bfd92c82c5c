import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-gateway.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const secret = 'whsec_test_secret_for_signatures';
const body = '{"id":"evt_1","type":"payment.succeeded"}';
const signedAt = new Date('2026-12-01T08:00:00Z');
const seconds = (count: number) => new Date(signedAt.getTime() + count * 1000);

describe('webhook signatures', () => {
  it('accepts its own signature over the exact body, up to 300 seconds either way', () => {
    const header = signWebhook(secret, body, signedAt);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifyWebhookSignature(secret, body, header, signedAt)).not.toThrow();
    expect(() => verifyWebhookSignature(secret, body, header, seconds(300))).not.toThrow();
    expect(() => verifyWebhookSignature(secret, body, header, seconds(-300))).not.toThrow();
  });

  it('refuses a signature older or newer than 300 seconds', () => {
    const header = signWebhook(secret, body, signedAt);
    expect(() => verifyWebhookSignature(secret, body, header, seconds(301))).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature(secret, body, header, seconds(-301))).toThrow(WebhookSignatureError);
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    const header = signWebhook(secret, body, signedAt);
    expect(() => verifyWebhookSignature(secret, `${body} `, header, signedAt)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature('whsec_another_secret_entirely', body, header, signedAt)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature(secret, body, undefined, signedAt)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature(secret, body, 'v1=abc', signedAt)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature(secret, body, header.replace(/v1=../, 'v1=zz'), signedAt)).toThrow(WebhookSignatureError);
  });

  it('accepts a header listing several signatures when one matches (a rotated secret)', () => {
    const header = signWebhook(secret, body, signedAt);
    const [t, v1] = header.split(',');
    expect(() => verifyWebhookSignature(secret, body, `${t},v1=${'0'.repeat(64)},${v1}`, signedAt)).not.toThrow();
  });
});
