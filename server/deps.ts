/**
 * Composition root: the only place that looks at configuration to pick adapters
 * (database, clock, e-mail, payments, AI). Tests build the same object with their own parts.
 */
import path from 'node:path';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { findProjectRoot } from './lib/project-root.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './features/mail/mailer.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
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
    mailer: config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from, logger),
    clientDir: path.join(findProjectRoot(), 'dist', 'client'),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.database.close();
}
