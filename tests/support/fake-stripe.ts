/**
 * A local HTTP server speaking enough of Stripe's REST API for the official SDK: it records
 * every call (method, path, decoded form body) and keeps subscriptions so re-reads see updates.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, string>;
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string;
}

export interface FakeStripe {
  port: number;
  calls: RecordedCall[];
  subscriptions: Map<string, Record<string, unknown>>;
  checkouts: Map<string, Record<string, unknown>>;
  /** The next subscription is created incomplete with a confirmation secret (3-D Secure). */
  requireAction: boolean;
  declineNextAttach: boolean;
  /** Answer the next call to this path with a 500 (the SDK retries it). */
  failNextOn: string | null;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake_${++counter}`;
  const periodEnd = Math.floor(Date.parse('2026-04-15T10:00:00Z') / 1000);
  const state: FakeStripe = {
    port: 0,
    calls: [],
    subscriptions: new Map(),
    checkouts: new Map(),
    requireAction: false,
    declineNextAttach: false,
    failNextOn: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = request.method === 'GET' ? Object.fromEntries(url.searchParams) : await readForm(request);
      const key = request.headers['idempotency-key'];
      state.calls.push({ method: request.method ?? 'GET', path: url.pathname, body, ...(typeof key === 'string' ? { idempotencyKey: key } : {}) });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
        response.end(JSON.stringify(payload));
      };
      const path = url.pathname;
      if (state.failNextOn === path) {
        state.failNextOn = null;
        return send(500, { error: { type: 'api_error', message: 'transient failure' } });
      }
      let match: RegExpMatchArray | null;
      if (request.method === 'POST' && path === '/v1/customers') return send(200, { id: next('cus'), object: 'customer', email: body.email });
      if (request.method === 'POST' && (match = path.match(/^\/v1\/customers\/([^/]+)$/))) return send(200, { id: match[1], object: 'customer' });
      if (request.method === 'POST' && (match = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/))) {
        if (state.declineNextAttach) {
          state.declineNextAttach = false;
          return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        }
        return send(200, { id: match[1], object: 'payment_method', customer: body.customer });
      }
      if (request.method === 'POST' && path === '/v1/subscriptions') {
        const id = next('sub');
        const subscription = {
          id,
          object: 'subscription',
          customer: body.customer,
          status: 'incomplete',
          cancel_at_period_end: false,
          metadata: { userId: body['metadata[userId]'], plan: body['metadata[plan]'] },
          items: { object: 'list', data: [{ id: next('si'), price: { id: body['items[0][price]'] }, current_period_end: periodEnd }] },
          latest_invoice: { id: next('in'), object: 'invoice', confirmation_secret: { client_secret: `${next('pi')}_secret_x`, type: 'payment_intent' } },
        };
        state.subscriptions.set(id, subscription);
        return send(200, subscription);
      }
      if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
        const subscription = state.subscriptions.get(match[1]!);
        if (!subscription) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        if (request.method === 'POST' && body.cancel_at_period_end === 'true') subscription.cancel_at_period_end = true;
        if (request.method === 'DELETE') subscription.status = 'canceled';
        return send(200, subscription);
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = next('cs');
        const session = { id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}`, payment_status: 'unpaid', metadata: { userId: body['metadata[userId]'] }, client_reference_id: body.client_reference_id };
        state.checkouts.set(id, session);
        return send(200, session);
      }
      if (request.method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
        const session = state.checkouts.get(match[1]!);
        return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      send(404, { error: { type: 'invalid_request_error', message: `unhandled ${request.method} ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}
