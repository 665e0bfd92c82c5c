import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-gateway.ts';

/** The header the local test gateway signs its webhooks in, shaped like Stripe's. */
export const testGatewaySignatureHeader = 'tjenestetorget-signature';

/** How old a signed webhook may be (either way, by our clock) before it is refused: a replay guard. */
export const signatureToleranceSeconds = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Checks a signature over the exact body bytes received and its age against `now`; throws
 * `WebhookSignatureError` when it is missing, malformed, wrong, or more than the tolerance away.
 */
export function verifyWebhookSignature(secret: string, body: string, header: string | string[] | undefined, now: Date, toleranceSeconds = signatureToleranceSeconds): void {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new WebhookSignatureError('missing signature');
  const parts = new Map<string, string[]>();
  for (const part of value.split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (!name || rest.length === 0) continue;
    parts.set(name, [...(parts.get(name) ?? []), rest.join('=')]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('malformed signature');
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) throw new WebhookSignatureError('signature too old');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError();
}
