/**
 * Composition root (docs/architecture.md): the only place that looks at configuration to pick
 * adapters (database, clock, e-mail, payments, AI) — `createDeps` — and the only place that builds
 * the services over them and wires them together — `createServices`. server/app.ts registers
 * plugins and routes over these; server/main.ts starts. Tests build AppDeps with their own parts
 * and go through the same `createServices`.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicConfig } from '#shared/system.schemas.ts';
import { publicUrl, type Config } from './config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { findProjectRoot } from './lib/project-root.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './features/mail/mailer.ts';
import type { AiProvider } from './features/chat/ai-provider.ts';
import { createDemoProvider } from './features/chat/providers/demo-provider.ts';
import { createOpenAiCompatibleProvider } from './features/chat/providers/openai-compatible-provider.ts';
import { createOpenAiResponsesProvider } from './features/chat/providers/openai-responses-provider.ts';
import type { PaymentProvider } from './features/billing/payments.ts';
import { createStripePaymentProvider } from './features/billing/stripe-payment-provider.ts';
import { createTestPaymentProvider } from './features/billing/test-payment-provider.ts';
import { createTestProviderRepo } from './features/billing/test-provider.repo.ts';
import type { Database } from './db/client.ts';
import { createRateLimiter } from './features/rate-limit/rate-limiter.ts';
import { createAuthRepo } from './features/auth/auth.repo.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createTwoFactor } from './features/auth/two-factor.ts';
import { createTwoFactorRepo } from './features/auth/two-factor.repo.ts';
import { createAccountRepo } from './features/account/account.repo.ts';
import { createAccountService } from './features/account/account.service.ts';
import { createBudgetRepo } from './features/budget/budget.repo.ts';
import { createBudgetService } from './features/budget/budget.service.ts';
import { createChatService } from './features/chat/chat.service.ts';
import { createWritingStyleRepo } from './features/writing-style/writing-style.repo.ts';
import { createWritingStyleService } from './features/writing-style/writing-style.service.ts';
import { createBillingRepo } from './features/billing/billing.repo.ts';
import { createBillingService } from './features/billing/billing.service.ts';
import { createAdminRepo } from './features/admin/admin.repo.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  /** The AI adapter of the chat (AI_PROVIDER): OpenAI Responses, OpenAI-compatible, or the demo responder. */
  ai: AiProvider;
  payments: PaymentProvider;
  /** The built client (dist/client); undefined when the API runs alone (route tests). */
  clientDir: string | undefined;
  /**
   * Milliseconds of a monotonic clock, for the session cache's lifetime (performance.now() when
   * left out); tests freeze it to see what the cache holds and when it lets go.
   */
  monotonicNow?: () => number;
}

interface StartupLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export async function createDeps(config: Config, logger: StartupLogger): Promise<AppDeps> {
  const database = config.databaseUrl ? openPostgres(config.databaseUrl, logger) : await openPglite(config.dataDir);
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return {
    config,
    database,
    clock: systemClock,
    ai: createAiProvider(config),
    payments: createPaymentProvider(config, database.db, systemClock),
    mailer: config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from, logger),
    clientDir: path.join(findProjectRoot(), 'dist', 'client'),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.database.close();
}

export function createPaymentProvider(config: Config, db: Database, clock: Clock): PaymentProvider {
  if (config.payments.provider === 'stripe') return createStripePaymentProvider(config.payments);
  return createTestPaymentProvider({ repo: createTestProviderRepo(db), clock, secret: config.sessionSecret, publicUrl: publicUrl(config), clockControl: config.testPaymentsClockControl });
}

export function createAiProvider(config: Config): AiProvider {
  switch (config.ai.provider) {
    case 'openai':
      return createOpenAiResponsesProvider({ ...config.ai, timeoutMs: config.chat.firstTokenMs });
    case 'openai-compatible':
      return createOpenAiCompatibleProvider({ ...config.ai, timeoutMs: config.chat.firstTokenMs });
    case 'demo':
      return createDemoProvider();
  }
}

/** What the client may know of the configuration (GET /api/config). */
function publicConfigOf(config: Config): PublicConfig {
  return {
    appName: config.appName,
    supportEmail: config.supportEmail,
    paymentProvider: config.payments.provider,
    stripePublishableKey: config.payments.provider === 'stripe' ? config.payments.publishableKey : null,
    aiProvider: config.ai.provider,
  };
}

/**
 * The services over the adapters, wired together. `logger` is the application's (the same pino
 * instance as the request logs), so what services log goes where the requests' lines go.
 */
export function createServices(deps: AppDeps, logger: FastifyBaseLogger) {
  const { config, clock } = deps;
  const { db } = deps.database;
  const rateLimiter = createRateLimiter({ db, clock });
  const authRepo = createAuthRepo(db);
  const auth = createAuthService({
    repo: authRepo,
    rateLimiter,
    mailer: deps.mailer,
    clock,
    secret: config.sessionSecret,
    twoFactor: createTwoFactor({ repo: createTwoFactorRepo(db), clock, secret: config.sessionSecret, issuer: config.appName }),
    appName: config.appName,
    supportEmail: config.supportEmail,
    publicUrl: publicUrl(config),
    logger,
    ...(deps.monotonicNow ? { monotonicNow: deps.monotonicNow } : {}),
  });
  const budget = createBudgetService({ repo: createBudgetRepo(db), clock, logger });
  const billing = createBillingService({ repo: createBillingRepo(db), provider: deps.payments, clock, budget, publicUrl: publicUrl(config), logger });
  const styles = createWritingStyleService({ repo: createWritingStyleRepo(db), clock });
  const account = createAccountService({
    repo: createAccountRepo(db),
    authRepo,
    auth,
    rateLimiter,
    clock,
    sources: [billing.dataSource(), { name: 'supportActions', export: (userId) => createAdminRepo(db).listActionsAbout(userId) }, styles.dataSource()],
  });
  const chat = createChatService({ ai: deps.ai, budget, clock, logger, styles, limits: config.chat });
  return { auth, billing, styles, account, budget, chat, publicConfig: publicConfigOf(config) };
}

export type AppServices = ReturnType<typeof createServices>;
