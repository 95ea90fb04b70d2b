/**
 * Composition root: the only place that looks at configuration to pick adapters
 * (database, clock, e-mail, payments, AI). Tests build the same object with their own parts.
 */
import path from 'node:path';
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
