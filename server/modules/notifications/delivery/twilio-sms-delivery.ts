import type { OutboundMessage } from '#shared/queues.ts';
import type { MessageDelivery } from './message-delivery.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** Alphanumeric sender id (allowed in Norway) or a Twilio number. */
  from: string;
  apiUrl: string;
}

/**
 * Text messages through Twilio's Messages API. A 4xx other than 429 means the message can never
 * be sent as it is (bad number), so it is reported as such; other failures are retried by the job.
 */
export class TwilioSmsDelivery implements MessageDelivery {
  readonly #settings: TwilioSettings;
  constructor(settings: TwilioSettings) {
    this.#settings = settings;
  }

  async deliver(message: OutboundMessage): Promise<void> {
    if (message.channel !== 'sms') throw new Error(`Twilio cannot deliver ${message.channel} messages`);
    const { accountSid, authToken, from, apiUrl } = this.#settings;
    const response = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return;
    const detail = await response.text().catch(() => '');
    throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
  }
}
