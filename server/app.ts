/**
 * The Fastify application: plugins (error handler, metrics, security headers, origin check,
 * compression, sessions) and routes, over the services that deps.ts builds. It picks no adapter
 * and constructs no service; listening happens in main.ts (docs/architecture.md).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import '#shared/validation.ts';
import { createServices, type AppDeps } from './deps.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerSameOriginGuard } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { createStreamRegistry, type StreamRegistry } from './http/sse.ts';
import { loggerOptions } from './lib/logger.ts';
import { OneLineRequestLog } from './http/request-log.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { twoFactorRoutes } from './features/auth/two-factor.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { fichesRoutes } from './features/fiches/fiches.routes.ts';
import { registerSessions } from './features/auth/session.ts';
import type { TrustProxy } from './config.ts';
import { budgetRoutes, registerBudgetReconciliation } from './features/budget/budget.routes.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { writingStyleRoutes } from './features/writing-style/writing-style.routes.ts';
import { billingRoutes, webhookRoutes } from './features/billing/billing.routes.ts';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** Called for every route registered (tests walk them all, e.g. for the Cache-Control rule). */
  onRoute?: (route: RouteOptions) => void;
  /** Open answers, drained by main.ts on SIGTERM (docs/chat-streaming.md). */
  streams?: StreamRegistry;
}

/**
 * TRUST_PROXY as Fastify wants it. A hop count becomes a function: Fastify trusts no hop for a
 * bare number, and `true` (every hop) is refused by the configuration (docs/operations.md).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? loggerOptions(config.logLevel) }),
    bodyLimit: 256 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // One line per request instead of two: server/http/request-log.ts.
    logController: new OneLineRequestLog(),
  });

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route as unknown as RouteOptions));
  registerErrorHandler(app);
  registerMetrics(app, { token: config.metricsToken, webhookProvider: deps.payments.kind, db: deps.database.db });
  registerSecurityHeaders(app, {
    production: config.isProduction,
    paymentOrigins: config.payments.provider === 'stripe' ? ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com'] : [],
  });
  registerSameOriginGuard(app, {
    allowedOrigins: config.appUrl ? [new URL(config.appUrl).origin] : [],
    // Webhooks authenticate by signature, not by origin.
    exempt: [deps.payments.webhookPath],
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, customTypes: /^(text\/(html|css|plain)|application\/(json|javascript))/ });

  const cookie = { production: config.isProduction };
  const { auth, account, styles, billing, budget, chat, publicConfig } = createServices(deps, app.log);
  registerBudgetReconciliation(app, budget);

  await registerSessions(app, auth, cookie);
  await app.register(async (api) => systemRoutes(api, { database: deps.database, publicConfig }));
  await app.register(async (api) => authRoutes(api, { auth, cookie, clock: deps.clock }));
  await app.register(async (api) => twoFactorRoutes(api, { auth, cookie, clock: deps.clock }));
  await app.register(async (api) => accountRoutes(api, { auth, account, cookie }));
  await app.register(async (api) => writingStyleRoutes(api, { styles }));
  await app.register(async (api) => billingRoutes(api, { billing, clock: deps.clock }));
  await app.register(async (api) => webhookRoutes(api, { billing, path: deps.payments.webhookPath }));
  await app.register(async (api) => deps.payments.registerRoutes?.(api));
  app.addHook('onReady', async () => deps.payments.start(app));
  app.addHook('onClose', async () => deps.payments.stop());
  await app.register(async (api) => fichesRoutes(api, { clock: deps.clock }));
  await app.register(async (api) => budgetRoutes(api, { budget, clock: deps.clock }));
  await app.register(async (api) => chatRoutes(api, { chat, clock: deps.clock, streams: options.streams ?? createStreamRegistry() }));

  await registerSpa(app, deps.clientDir, config.appName);
  return app;
}
