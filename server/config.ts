/**
 * The server's environment variables are read here only. `loadConfig` validates them once
 * at start; `main.ts` prints one line per bad variable and exits when it fails. (The operators'
 * command line, server/features/admin/cli.ts, also reads ADMIN_OPERATOR, its own setting.)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { APP_NAME, DEFAULT_SUPPORT_EMAIL } from '#shared/app.ts';

/** The placeholder shipped in `.env.example`; production refuses it. */
export const EXAMPLE_SESSION_SECRET = 'change-me-to-a-long-random-string-of-at-least-32-characters';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
);

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops in front of the server may speak for the client's address (docs/operations.md,
 * "Reverse proxy"): a hop count (`1` = one reverse proxy, whose X-Forwarded-For entry is used)
 * or a list of the proxies' addresses. `true` is refused: trusting every hop lets any client
 * write its own address into X-Forwarded-For and escape the per-address limits.
 */
const TrustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const text = value?.trim().toLowerCase();
      if (text === undefined || text === 'false' || text === '0') return false;
      if (text === 'true') {
        ctx.addIssue({
          code: 'custom',
          message: 'must be the number of reverse proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8); true would trust every hop, so any client could choose its own address',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops > 10) ctx.addIssue({ code: 'custom', message: 'must be a hop count between 1 and 10' });
        return hops;
      }
      const entries = text.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `must be a hop count or a comma-separated list of IP addresses or CIDR ranges (not understood: ${bad.join(', ')})` });
        return z.NEVER;
      }
      return entries;
    }),
);

/** false: the socket's address is the client's; a number: that many proxies; a list: these proxies. */
export type TrustProxy = false | number | string[];
/** A duration in milliseconds (a whole number, at least 1, at most one hour). */
const durationMs = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a duration in milliseconds' })
      .int('must be a duration in milliseconds')
      .min(1, 'must be at least 1 ms')
      .max(3_600_000, 'must be at most 3600000 ms (one hour)')
      .default(fallback),
  );

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: 'must be a port number' }).int('must be a port number').min(0, 'must be between 0 and 65535').max(65535, 'must be between 0 and 65535').default(3000),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
          message: 'must be a postgres:// or postgresql:// URL',
        })
        .optional(),
    ),
    APP_URL: z.preprocess(emptyToUndefined, z.url({ message: 'must be an absolute http(s) URL', protocol: /^https?$/ }).optional()),
    APP_NAME: z.preprocess(emptyToUndefined, z.string().max(40, 'must be at most 40 characters').default(APP_NAME)),
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be an e-mail address' }).default(DEFAULT_SUPPORT_EMAIL)),
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    TRUST_PROXY: TrustProxySchema,
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be a pino level (info, warn, …)' }).default('info'),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z.string().refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), { message: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: optionalString,
    PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['test', 'stripe'], { message: 'must be test or stripe' }).default('test')),
    ALLOW_TEST_PAYMENTS: booleanFlag,
    TEST_PAYMENTS_CLOCK_CONTROL: booleanFlag,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_BASIC: optionalString,
    STRIPE_PRICE_PREMIUM: optionalString,
    STRIPE_PRICE_TOPUP: optionalString,
    AI_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['demo', 'openai', 'openai-compatible'], { message: 'must be demo, openai or openai-compatible' }).optional(),
    ),
    AI_BASE_URL: z.preprocess(emptyToUndefined, z.url({ message: 'must be an absolute URL' }).optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    OPENAI_PROMPT_DIAGNOSTIC: optionalString,
    OPENAI_PROMPT_NOTES: optionalString,
    OPENAI_PROMPT_DOCUMENTS: optionalString,
    // Chat streaming and shutdown limits (docs/chat-streaming.md).
    AI_FIRST_TOKEN_TIMEOUT_MS: durationMs(60_000),
    AI_IDLE_TIMEOUT_MS: durationMs(30_000),
    AI_BREAKER_FAILURES: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(5)),
    AI_BREAKER_WINDOW_MS: durationMs(30_000),
    AI_BREAKER_OPEN_MS: durationMs(30_000),
    SHUTDOWN_DRAIN_MS: durationMs(20_000),
  })
  .superRefine((env, ctx) => {
    const require = (key: keyof typeof env, why: string) => {
      if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
    };
    if (env.PAYMENT_PROVIDER === 'stripe') {
      for (const key of [
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_BASIC',
        'STRIPE_PRICE_PREMIUM',
        'STRIPE_PRICE_TOPUP',
      ] as const) {
        require(key, 'when PAYMENT_PROVIDER=stripe');
      }
    }
    const aiProvider = env.AI_PROVIDER ?? (env.AI_API_KEY ? 'openai' : 'demo');
    if (aiProvider === 'openai') require('AI_API_KEY', 'when AI_PROVIDER=openai');
    if (aiProvider === 'openai-compatible') {
      require('AI_BASE_URL', 'when AI_PROVIDER=openai-compatible');
      require('AI_MODEL', 'when AI_PROVIDER=openai-compatible');
    }
    if (env.DATABASE_URL && env.NODE_ENV !== 'production') {
      // Instances sharing one PostgreSQL must share one secret (docs/security/sign-in.md).
      require('SESSION_SECRET', 'when DATABASE_URL is set: every instance on that database must use the same one (e.g. `openssl rand -hex 32`)');
    }
    if (env.NODE_ENV === 'production') {
      require('APP_URL', 'in production');
      require('SMTP_URL', 'in production: password-reset links must go by e-mail, never to files or logs');
      require('SESSION_SECRET', 'in production (a long random string, e.g. `openssl rand -hex 32`)');
      if (env.SESSION_SECRET === EXAMPLE_SESSION_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'still has the example value from .env.example' });
      }
      if (env.TEST_PAYMENTS_CLOCK_CONTROL) {
        ctx.addIssue({ code: 'custom', path: ['TEST_PAYMENTS_CLOCK_CONTROL'], message: 'is for end-to-end tests only and is refused in production' });
      }
      if (env.PAYMENT_PROVIDER === 'test' && !env.ALLOW_TEST_PAYMENTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_PROVIDER'],
          message: 'is the local test provider, which grants subscriptions without payment; use stripe in production (or set ALLOW_TEST_PAYMENTS=true for a demo server)',
        });
      }
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string | undefined;
  appName: string;
  supportEmail: string;
  sessionSecret: string;
  trustProxy: TrustProxy;
  /** Bearer token of `GET /metrics`; unset: no metrics endpoint (docs/operations.md). */
  metricsToken: string | undefined;
  testPaymentsClockControl: boolean;
  logLevel: string;
  mail: { smtpUrl: string | undefined; from: string };
  payments:
    | { provider: 'test' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        prices: { basic: string; premium: string; topUp: string };
      };
  ai:
    | { provider: 'demo' }
    | { provider: 'openai'; apiKey: string; baseUrl: string | undefined; model: string; promptIds: Partial<Record<'diagnostic' | 'notes' | 'documents', string>> }
    | { provider: 'openai-compatible'; apiKey: string; baseUrl: string; model: string };
  /** Limits of a streamed answer (docs/chat-streaming.md). */
  chat: ChatLimits;
  /** How long open answers may run on after SIGTERM before they are ended (docs/chat-streaming.md). */
  shutdownDrainMs: number;
}

export interface ChatLimits {
  /** From the request to the provider until its first token (retries included). */
  firstTokenMs: number;
  /** Longest silence between two tokens once the answer has started. */
  idleMs: number;
  /** The circuit breaker opens after `failures` failed answers within `windowMs`, for `openMs`. */
  breaker: { failures: number; windowMs: number; openMs: number };
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Validates the environment. Never throws; never echoes secret values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const key = issue.path.join('.') || 'environment';
      return `${key} ${issue.message}`;
    });
    return { ok: false, errors };
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const aiProvider = e.AI_PROVIDER ?? (e.AI_API_KEY ? 'openai' : 'demo');
  const config: Config = {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    appName: e.APP_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    sessionSecret: e.SESSION_SECRET ?? '',
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    testPaymentsClockControl: e.TEST_PAYMENTS_CLOCK_CONTROL,
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${new URL(e.APP_URL ?? 'http://localhost').hostname}>` },
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            prices: { basic: e.STRIPE_PRICE_BASIC ?? '', premium: e.STRIPE_PRICE_PREMIUM ?? '', topUp: e.STRIPE_PRICE_TOPUP ?? '' },
          }
        : { provider: 'test' },
    ai:
      aiProvider === 'openai'
        ? {
            provider: 'openai',
            apiKey: e.AI_API_KEY ?? '',
            baseUrl: e.AI_BASE_URL,
            model: e.AI_MODEL ?? 'gpt-4.1-mini',
            promptIds: {
              diagnostic: e.OPENAI_PROMPT_DIAGNOSTIC,
              notes: e.OPENAI_PROMPT_NOTES,
              documents: e.OPENAI_PROMPT_DOCUMENTS,
            },
          }
        : aiProvider === 'openai-compatible'
          ? { provider: 'openai-compatible', apiKey: e.AI_API_KEY ?? 'not-needed', baseUrl: e.AI_BASE_URL ?? '', model: e.AI_MODEL ?? '' }
          : { provider: 'demo' },
    chat: {
      firstTokenMs: e.AI_FIRST_TOKEN_TIMEOUT_MS,
      idleMs: e.AI_IDLE_TIMEOUT_MS,
      breaker: { failures: e.AI_BREAKER_FAILURES, windowMs: e.AI_BREAKER_WINDOW_MS, openMs: e.AI_BREAKER_OPEN_MS },
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
  return { ok: true, config };
}

/**
 * A single development server on the embedded database may run without SESSION_SECRET: one is
 * generated once and kept in DATA_DIR, so local sessions survive restarts. `loadConfig` requires
 * the variable in production and whenever DATABASE_URL is set (several instances may share it).
 */
export function ensureSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'session-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = '';
  }
  if (secret.length < 32) {
    secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret + '\n', { mode: 0o600 });
  }
  return { ...config, sessionSecret: secret };
}

/** The public origin used in e-mail links; falls back to localhost outside production. */
export function publicUrl(config: Config): string {
  return config.appUrl ?? `http://localhost:${config.port}`;
}
