import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's API the gateway calls, for tests (point
 * `STRIPE_API_URL` at `apiUrl`). It records every request with its form parameters and
 * `Idempotency-Key`, and answers from `objects` (what a GET returns, by id) or from a
 * per-path answer a test sets; creating things answers Stripe-shaped objects built from what was
 * sent. A saved card `pm_declined` is refused for insufficient funds, `pm_authenticate` asks
 * for authentication, as Stripe's test cards do.
 */
export type StripeStandInRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | null;
  authorization: string | null;
  form: Record<string, string>;
};

export type StripeAnswer = { status?: number; body: unknown };

export type StripeStandIn = {
  apiUrl: string;
  requests: StripeStandInRequest[];
  /** GET `/v1/<collection>/<id>` answers `objects.get(id)`; tests put what Stripe would hold. */
  objects: Map<string, unknown>;
  /** Overrides for `METHOD /path` (without query), checked first. */
  answers: Map<string, StripeAnswer>;
  last(method: string, pathPrefix: string): StripeStandInRequest | undefined;
  close(): Promise<void>;
};

export function stripePaymentIntent(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'pi_standin',
    object: 'payment_intent',
    amount: 45_000,
    amount_capturable: 0,
    amount_received: 0,
    currency: 'nok',
    capture_method: 'automatic',
    customer: 'cus_standin',
    payment_method: null,
    setup_future_usage: null,
    last_payment_error: null,
    metadata: {},
    status: 'succeeded',
    ...fields,
  };
}

export function stripeCardMethod(id = 'pm_standin', customer: string | null = 'cus_standin'): Record<string, unknown> {
  return { id, object: 'payment_method', type: 'card', customer, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } };
}

const list = (path: string, data: unknown[]) => ({ object: 'list', url: path, has_more: false, data });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => resolve(raw));
    request.on('error', reject);
  });
}

function cardError(code: string, message: string, intent: Record<string, unknown>, declineCode?: string): StripeAnswer {
  const error = { type: 'card_error', code, decline_code: declineCode, message, payment_intent: intent };
  return { status: 402, body: { error } };
}

function defaultAnswer(request: StripeStandInRequest, objects: Map<string, unknown>): StripeAnswer {
  const { method, path, form, query } = request;
  const [, , collection, id, action] = path.split('/');
  const metadata = (prefix: string) =>
    Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith(`${prefix}[`)).map(([key, value]) => [key.slice(prefix.length + 1, -1), value]));

  if (method === 'POST' && path === '/v1/customers') return { body: { id: 'cus_standin', object: 'customer', email: form.email ?? null, metadata: metadata('metadata') } };
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const id = form.mode === 'setup' ? 'cs_test_setup' : 'cs_test_payment';
    return { body: { id, object: 'checkout.session', mode: form.mode, status: 'open', url: `https://checkout.stripe.com/c/pay/${id}`, payment_intent: null, setup_intent: null, metadata: metadata('metadata') } };
  }
  if (method === 'GET' && path === '/v1/checkout/sessions') {
    const sessions = [...objects.values()].filter((o) => (o as { object?: string }).object === 'checkout.session' && (o as { payment_intent?: unknown }).payment_intent === query.get('payment_intent'));
    return { body: list(path, sessions) };
  }
  if (method === 'GET' && path === '/v1/refunds') return { body: list(path, [...objects.values()].filter((o) => (o as { object?: string }).object === 'refund' && (o as { charge?: unknown }).charge === query.get('charge'))) };
  if (method === 'POST' && path === '/v1/payment_intents') {
    const intentMetadata = metadata('metadata');
    const base = { amount: Number(form.amount), customer: form.customer, payment_method: form.payment_method, capture_method: form.capture_method, metadata: intentMetadata };
    if (form.payment_method === 'pm_declined') {
      const lastError = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' };
      return cardError('card_declined', 'Your card has insufficient funds.', stripePaymentIntent({ ...base, id: 'pi_declined', status: 'requires_payment_method', last_payment_error: lastError }), 'insufficient_funds');
    }
    if (form.payment_method === 'pm_authenticate') {
      const lastError = { type: 'card_error', code: 'authentication_required' };
      return cardError('authentication_required', 'This payment requires authentication.', stripePaymentIntent({ ...base, id: 'pi_authenticate', status: 'requires_payment_method', last_payment_error: lastError }));
    }
    return { body: stripePaymentIntent({ ...base, id: 'pi_offsession', status: form.capture_method === 'manual' ? 'requires_capture' : 'succeeded' }) };
  }
  if (method === 'POST' && collection === 'payment_intents' && (action === 'capture' || action === 'cancel')) {
    const intent = (objects.get(id!) as Record<string, unknown> | undefined) ?? stripePaymentIntent({ id });
    return { body: { ...intent, status: action === 'capture' ? 'succeeded' : 'canceled' } };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    return { body: { id: 're_standin', object: 'refund', amount: Number(form.amount), payment_intent: form.payment_intent, status: 'succeeded', metadata: metadata('metadata') } };
  }
  if (method === 'POST' && collection === 'payment_methods' && action === 'detach') {
    if (id === 'pm_gone') return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${id}'` } } };
    return { body: stripeCardMethod(id, null) };
  }
  const lastSegment = path.split('/').at(-1)!;
  if (method === 'GET' && objects.has(lastSegment)) return { body: objects.get(lastSegment) };
  return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: ${path}` } } };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandInRequest[] = [];
  const objects = new Map<string, unknown>();
  const answers = new Map<string, StripeAnswer>();
  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const recorded: StripeStandInRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
        authorization: request.headers.authorization ?? null,
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      requests.push(recorded);
      const answer = answers.get(`${recorded.method} ${recorded.path}`) ?? defaultAnswer(recorded, objects);
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    objects,
    answers,
    last: (method, pathPrefix) => requests.findLast((r) => r.method === method && r.path.startsWith(pathPrefix)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
