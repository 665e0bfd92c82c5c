import { signWebhook, testGatewaySignatureHeader } from './webhook-signature.ts';

/** What the local test gateway sends: its own event shape, read back by `parseWebhook`. */
export type TestGatewayEventBody = {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.requires_action' | 'refund.succeeded' | 'setup.succeeded';
  created: number;
  data: Record<string, unknown>;
};

/**
 * How webhooks leave the test gateway; tests change these on the instance. `hold` keeps every
 * delivery back until `release` sends them (in an order the test picks), to play late or
 * out-of-order deliveries.
 */
export type WebhookDeliveryOptions = {
  /** Origin the events are POSTed to (`<target>/api/payments/webhooks/local`). */
  target: string;
  delayMs: number;
  /** How many times each event is sent (a gateway may deliver one event more than once). */
  duplicates: number;
  hold: boolean;
  /** Attempts after a failed delivery, waiting `retryBaseMs`, then 4×, 16×... */
  retries: number;
  retryBaseMs: number;
};

/**
 * Delivers signed events over real HTTP, like a hosted gateway: after a delay, possibly more than
 * once, retried with backoff while our endpoint is down or answers an error.
 */
export class TestGatewayWebhooks {
  readonly options: WebhookDeliveryOptions;
  readonly held: TestGatewayEventBody[] = [];
  private readonly secret: string;
  private readonly now: () => Date;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(secret: string, now: () => Date, options: WebhookDeliveryOptions) {
    this.secret = secret;
    this.now = now;
    this.options = options;
  }

  send(event: TestGatewayEventBody): void {
    if (this.closed) return;
    if (this.options.hold) {
      this.held.push(event);
      return;
    }
    for (let copy = 0; copy < this.options.duplicates; copy += 1) this.track(this.deliver(event, this.options.delayMs));
  }

  /** Sends what was held, in the order given (default: as they happened), and waits for the deliveries. */
  async release(order: (events: TestGatewayEventBody[]) => TestGatewayEventBody[] = (events) => events): Promise<void> {
    const events = order(this.held.splice(0));
    for (const event of events) await this.deliver(event, 0);
  }

  /** Waits until every delivery under way has finished (or given up). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
    this.held.length = 0;
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(event: TestGatewayEventBody, delayMs: number): Promise<void> {
    if (delayMs > 0) await wait(delayMs);
    for (let attempt = 0; attempt <= this.options.retries && !this.closed; attempt += 1) {
      if (attempt > 0) await wait(this.options.retryBaseMs * 4 ** (attempt - 1));
      const body = JSON.stringify(event);
      try {
        const response = await fetch(`${this.options.target}/api/payments/webhooks/local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [testGatewaySignatureHeader]: signWebhook(this.secret, body, this.now()) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // Our endpoint is down or slow: try again after the backoff.
      }
    }
  }
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    // A delivery still waiting must not keep a finished process alive.
    setTimeout(resolve, ms).unref();
  });
