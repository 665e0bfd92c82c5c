import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboundMessage } from '#shared/queues.ts';
import type { MessageDelivery } from './message-delivery.ts';

/**
 * E-mail over SMTP (any provider: Postmark, SendGrid, Amazon SES, Mailgun all speak it).
 * The Message-ID is derived from our message id, so a retried job is recognisable downstream.
 */
export class SmtpDelivery implements MessageDelivery {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #messageIdDomain: string;

  constructor(options: { smtpUrl: string; from: string; messageIdDomain: string }) {
    this.#transport = nodemailer.createTransport(options.smtpUrl);
    this.#from = options.from;
    this.#messageIdDomain = options.messageIdDomain;
  }

  async deliver(message: OutboundMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error(`SMTP cannot deliver ${message.channel} messages`);
    await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      messageId: `<${message.id}@${this.#messageIdDomain}>`,
    });
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}
