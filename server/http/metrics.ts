/**
 * The operator's metrics, in Prometheus text format (prom-client), served on `GET /metrics`
 * behind `METRICS_TOKEN` (docs/operations.md, "Metrics").
 *
 * One registry for the process. Labels take values from closed sets only (the route as
 * registered, an HTTP method, a status, an error code, a failure kind, a chat type): never a raw
 * URL, a user's text, an e-mail address or an identifier. Features call the named functions
 * below (`observeChatFirstToken`, `recordUpstreamError`, `recordWebhookOutcome`, …).
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { AppError } from '#server/lib/errors.ts';

const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'psyscribe_' });

const registers = [metricsRegistry];

const httpDuration = new Histogram({
  name: 'psyscribe_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route as registered (e.g. /api/account/sessions/:id), method and status. Streamed chat answers are measured by psyscribe_chat_*.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const chatFirstToken = new Histogram({
  name: 'psyscribe_chat_time_to_first_token_seconds',
  help: 'From the accepted chat request (budget reserved) to the first piece of answer sent to the browser.',
  labelNames: ['chat_type'] as const,
  buckets: [0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60],
  registers,
});

const chatDuration = new Histogram({
  name: 'psyscribe_chat_duration_seconds',
  help: 'Whole streamed chat answers, by chat type and outcome (done, error, aborted: the browser went away).',
  labelNames: ['chat_type', 'outcome'] as const,
  buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
  registers,
});

const upstreamErrors = new Counter({
  name: 'psyscribe_upstream_errors_total',
  help: 'AI provider failures shown to users, by kind (timeout, rate_limited, unavailable, refused, interrupted, network, empty_reply, …).',
  labelNames: ['kind'] as const,
  registers,
});

const budgetRefusals = new Counter({
  name: 'psyscribe_budget_refusals_total',
  help: 'Chat requests refused because the monthly budget had no room, by the side that ran out (input, output).',
  labelNames: ['limit'] as const,
  registers,
});

const apiErrors = new Counter({
  name: 'psyscribe_api_errors_total',
  help: 'API answers with an error, by stable error code (shared/errors.ts).',
  labelNames: ['code'] as const,
  registers,
});

const webhookOutcomes = new Counter({
  name: 'psyscribe_webhook_events_total',
  help: 'Payment provider webhook deliveries, by provider and outcome (processed, rejected: bad signature or body, failed: will be delivered again).',
  labelNames: ['provider', 'outcome'] as const,
  registers,
});

/** The node-postgres pools of the running apps (one in production; PGlite has none). */
const pools = new Set<pg.Pool>();
new Gauge({
  name: 'psyscribe_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for a connection). Absent on embedded PGlite.',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    if (pools.size === 0) return;
    const sum = (count: (pool: pg.Pool) => number) => [...pools].reduce((total, pool) => total + count(pool), 0);
    this.set({ state: 'total' }, sum((pool) => pool.totalCount));
    this.set({ state: 'idle' }, sum((pool) => pool.idleCount));
    this.set({ state: 'waiting' }, sum((pool) => pool.waitingCount));
  },
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route a request matched, as registered; `unmatched` for 404s (never the raw URL). */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) }, seconds);
}

export function observeChatFirstToken(chatType: string, seconds: number): void {
  chatFirstToken.observe({ chat_type: chatType }, seconds);
}

export function observeChatDuration(chatType: string, outcome: 'done' | 'error' | 'aborted', seconds: number): void {
  chatDuration.observe({ chat_type: chatType, outcome }, seconds);
}

/** A kind from a closed set (the AI adapter's failure kinds); anything else is counted as `other`. */
export function recordUpstreamError(kind: string): void {
  upstreamErrors.inc({ kind: /^[a-z_]{1,32}$/.test(kind) ? kind : 'other' });
}

function recordWebhookOutcome(provider: 'stripe' | 'test', outcome: 'processed' | 'rejected' | 'failed'): void {
  webhookOutcomes.inc({ provider, outcome });
}

/** Every API error answer; the budget's refusals are counted on their own as well. */
export function recordApiError(code: ErrorCode): void {
  apiErrors.inc({ code });
  if (code === 'TOKEN_LIMIT_INPUT') budgetRefusals.inc({ limit: 'input' });
  if (code === 'TOKEN_LIMIT_OUTPUT') budgetRefusals.inc({ limit: 'output' });
}

/** Lets the pool gauge read the app's PostgreSQL pool (node-postgres exposes it as `$client`) until the app closes. */
function watchDatabasePool(app: FastifyInstance, db: Database): void {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return;
  pools.add(client);
  app.addHook('onClose', async () => {
    pools.delete(client);
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every answer (except hijacked streams, timed by the chat route) and serves
 * `GET /metrics` when a token is configured: `Authorization: Bearer <METRICS_TOKEN>`.
 * Without the token, or with a wrong one, the path is a plain 404.
 */
export function registerMetrics(app: FastifyInstance, options: { token: string | undefined; webhookProvider: 'stripe' | 'test'; db: Database }): void {
  watchDatabasePool(app, options.db);
  // Synchronous (no promise per request).
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    observeHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (route.startsWith('/api/webhooks/')) {
      const outcome = reply.statusCode < 300 ? 'processed' : reply.statusCode < 500 ? 'rejected' : 'failed';
      recordWebhookOutcome(options.webhookProvider, outcome);
    }
    done();
  });

  const { token } = options;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw new AppError('NOT_FOUND');
    void reply.header('Cache-Control', 'no-store').type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}
