/** Builds the Fastify application from its dependencies. Listening happens in main.ts. */
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import '#shared/validation.ts';
import type { AppDeps } from './deps.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerSameOriginGuard } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { createStreamRegistry, type StreamRegistry } from './http/sse.ts';
import { loggerOptions } from './lib/logger.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthRepo } from './features/auth/auth.repo.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createTwoFactor } from './features/auth/two-factor.ts';
import { createTwoFactorRepo } from './features/auth/two-factor.repo.ts';
import { twoFactorRoutes } from './features/auth/two-factor.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { fichesRoutes } from './features/fiches/fiches.routes.ts';
import { createAccountRepo } from './features/account/account.repo.ts';
import { createAccountService } from './features/account/account.service.ts';
import { createRateLimiter } from './features/rate-limit/rate-limiter.ts';
import { registerSessions } from './http/session.ts';
import { publicUrl, type TrustProxy } from './config.ts';
import { createBudgetRepo } from './features/budget/budget.repo.ts';
import { createBudgetService } from './features/budget/budget.service.ts';
import { budgetRoutes, registerBudgetReconciliation } from './features/budget/budget.routes.ts';
import { createChatService } from './features/chat/chat.service.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { createWritingStyleRepo } from './features/writing-style/writing-style.repo.ts';
import { createWritingStyleService } from './features/writing-style/writing-style.service.ts';
import { writingStyleRoutes } from './features/writing-style/writing-style.routes.ts';
import { createBillingRepo } from './features/billing/billing.repo.ts';
import { createAdminRepo } from './features/admin/admin.repo.ts';
import { billingRoutes, testPaymentRoutes, webhookRoutes } from './features/billing/billing.routes.ts';
import { isTestProvider } from './features/billing/test-payment-provider.ts';
import { createBillingService } from './features/billing/billing.service.ts';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** Called for every route registered (tests walk them all, e.g. for the Cache-Control rule). */
  onRoute?: (route: RouteOptions) => void;
  /** Open answers, drained by main.ts on SIGTERM (docs/chat-streaming.md). */
  streams?: StreamRegistry;
}

/** Webhooks authenticate by signature, not by origin. */
export const WEBHOOK_PATHS = ['/api/webhooks/stripe', '/api/webhooks/test-payments'];

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
  });

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route as unknown as RouteOptions));
  registerErrorHandler(app);
  registerMetrics(app, { token: config.metricsToken, webhookProvider: deps.payments.kind === 'stripe' ? 'stripe' : 'test', db: deps.database.db });
  registerSecurityHeaders(app, {
    production: config.isProduction,
    paymentOrigins: config.payments.provider === 'stripe' ? ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com'] : [],
  });
  registerSameOriginGuard(app, {
    allowedOrigins: config.appUrl ? [new URL(config.appUrl).origin] : [],
    exempt: WEBHOOK_PATHS,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, customTypes: /^(text\/(html|css|plain)|application\/(json|javascript))/ });

  const { db } = deps.database;
  const cookie = { production: config.isProduction };
  const rateLimiter = createRateLimiter({ db, clock: deps.clock });
  const authRepo = createAuthRepo(db);
  const auth = createAuthService({
    repo: authRepo,
    rateLimiter,
    mailer: deps.mailer,
    clock: deps.clock,
    secret: config.sessionSecret,
    twoFactor: createTwoFactor({ repo: createTwoFactorRepo(db), clock: deps.clock, secret: config.sessionSecret, issuer: config.appName }),
    appName: config.appName,
    supportEmail: config.supportEmail,
    publicUrl: publicUrl(config),
    logger: app.log,
  });
  const budget = createBudgetService({ repo: createBudgetRepo(db), clock: deps.clock, logger: app.log });
  const billing = createBillingService({ repo: createBillingRepo(db), provider: deps.payments, clock: deps.clock, budget, publicUrl: publicUrl(config), logger: app.log });
  // The local provider delivers its events to the same handler as Stripe's webhook.
  if (isTestProvider(deps.payments)) deps.payments.onEvent((rawBody, signature) => billing.handleWebhook(rawBody, signature));
  const styles = createWritingStyleService({ repo: createWritingStyleRepo(db), clock: deps.clock });
  const account = createAccountService({ repo: createAccountRepo(db), authRepo, auth, rateLimiter, clock: deps.clock, sources: [billing.dataSource(), { name: 'supportActions', export: (userId) => createAdminRepo(db).listActionsAbout(userId) }, styles.dataSource()] });

  const chat = createChatService({ ai: deps.ai, budget, clock: deps.clock, logger: app.log, styles, limits: config.chat });
  registerBudgetReconciliation(app, budget);

  await registerSessions(app, auth, cookie);
  await app.register(async (api) => systemRoutes(api, deps));
  await app.register(async (api) => authRoutes(api, { auth, cookie, clock: deps.clock }));
  await app.register(async (api) => twoFactorRoutes(api, { auth, cookie, clock: deps.clock }));
  await app.register(async (api) => accountRoutes(api, { auth, account, cookie }));
  await app.register(async (api) => writingStyleRoutes(api, { styles }));
  await app.register(async (api) => billingRoutes(api, { billing, clock: deps.clock }));
  await app.register(async (api) => webhookRoutes(api, { billing, path: deps.payments.kind === 'stripe' ? '/api/webhooks/stripe' : '/api/webhooks/test-payments' }));
  if (isTestProvider(deps.payments)) {
    const provider = deps.payments;
    await app.register(async (api) => testPaymentRoutes(api, { provider, clock: deps.clock, clockControl: config.testPaymentsClockControl }));
  }
  await app.register(async (api) => fichesRoutes(api, { clock: deps.clock }));
  await app.register(async (api) => budgetRoutes(api, { budget, clock: deps.clock }));
  await app.register(async (api) => chatRoutes(api, { chat, clock: deps.clock, streams: options.streams ?? createStreamRegistry() }));

  await registerSpa(app, deps.clientDir, config.appName);
  return app;
}
