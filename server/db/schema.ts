/**
 * The database schema. Conversation text is never stored here (docs/product/decisions.md, §5):
 * only accounts, sessions, limits, billing state and token counters.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlanId, SubscriptionStatus } from '#shared/auth.schemas.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    profession: text('profession').notNull(),
    companyName: text('company_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    personalAddress: text('personal_address').notNull(),
    rppsNumber: text('rpps_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Typed here and held by CHECK constraints, so readers need no coercion (docs/architecture.md). */
    subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('inactive'),
    subscriptionPlan: text('subscription_plan').$type<PlanId>(),
    /**
     * Billing state. Status, plan, subscription id and period/access ends are derived from the
     * provider's subscription by the billing service: on each webhook event, on the provider's answer
     * to a cancellation, and when a subscribe attempt finds its previous subscription paid; the
     * customer id is recorded by the subscribe attempt; the admin CLI writes status, plan and access
     * end for complimentary access (docs/payments.md).
     */
    paymentCustomerId: text('payment_customer_id'),
    paymentSubscriptionId: text('payment_subscription_id'),
    currentPeriodEnd: timestamptz('current_period_end'),
    accessEndDate: timestamptz('access_end_date'),
    /**
     * One subscribe attempt at a time per user (docs/payments.md): taken by a conditional UPDATE,
     * so concurrent requests on any instance get one winner. Expires by itself if a process dies.
     */
    subscribeLockUntil: timestamptz('subscribe_lock_until'),
    /** The subscription our last attempt created, until the provider's events say what became of it. */
    pendingSubscriptionId: text('pending_subscription_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_subscription_status_check', sql`${table.subscriptionStatus} in ('inactive', 'active', 'past_due', 'cancelled')`),
    check('users_subscription_plan_check', sql`${table.subscriptionPlan} in ('basic', 'premium')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC of the cookie's random token: a database dump does not yield usable sessions. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  /** One live token per user: a new request replaces (voids) the older one. */
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Fixed-window counters shared by every server instance (docs/product/decisions.md, §7). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamptz('window_start').notNull(),
});

/** Provider events already applied: each event id once (deliveries are at-least-once). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** Top-up checkouts: credited once, when the provider says the session is paid. */
export const tokenPurchases = pgTable(
  'token_purchases',
  {
    checkoutSessionId: text('checkout_session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    priceEuros: integer('price_euros').notNull(),
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    creditedAt: timestamptz('credited_at'),
  },
  (table) => [index('token_purchases_user_idx').on(table.userId)],
);

/**
 * The monthly token counter (docs/product/specification.md §3 tokenUsage). `period` is the spec's lastResetDate
 * (YYYY-M, Europe/Paris). Purchased tokens do not expire (docs/product/decisions.md, §3).
 */
export const tokenUsage = pgTable('token_usage', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  period: text('period').notNull(),
  inputTokens: integer('input_tokens').notNull().default(0),
  outputTokens: integer('output_tokens').notNull().default(0),
  reservedInputTokens: integer('reserved_input_tokens').notNull().default(0),
  reservedOutputTokens: integer('reserved_output_tokens').notNull().default(0),
  purchasedInputTokens: integer('purchased_input_tokens').notNull().default(0),
  purchasedOutputTokens: integer('purchased_output_tokens').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Daily token totals for the account page's chart (docs/product/decisions.md, §4): counts only, one row per
 * user and Paris calendar day (`YYYY-MM-DD`), never any conversation text.
 */
export const tokenUsageDaily = pgTable(
  'token_usage_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** The local test payment provider's own records (what Stripe would hold on its side). */
export const testProviderObjects = pgTable('test_provider_objects', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * What operators did through the admin CLI (who, what, when). Never conversation text.
 * The target survives as a null when the account is later deleted.
 */
export const adminActions = pgTable('admin_actions', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: timestamptz('at').notNull().defaultNow(),
  operator: text('operator').notNull(),
  action: text('action').notNull(),
  targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
  details: jsonb('details').notNull(),
});

/**
 * "Mon style de rédaction" (docs/writing-style.md): the practitioner's preferences of form,
 * never patient data (refused on save when the PII detector finds an identifier).
 * Gone with the account (cascade).
 */
export const writingStyles = pgTable('writing_styles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull().default(''),
  toggles: text('toggles').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * This month's answers and tokens per assistant (docs/budget.md), for "≈ N comptes-rendus
 * restants": counts only, one row per user, period (YYYY-M, Europe/Paris) and chat type.
 */
export const tokenUsageByChatType = pgTable(
  'token_usage_by_chat_type',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    chatType: text('chat_type').notNull(),
    answers: integer('answers').notNull().default(0),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period, table.chatType] })],
);

/**
 * Two-factor sign-in (docs/security/two-factor.md). The TOTP secret is encrypted with a key
 * derived from SESSION_SECRET; `enabledAt` is null while the user has not yet confirmed a code.
 * `lastUsedStep` refuses a code already used (replay).
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamptz('enabled_at'),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Single-use recovery codes, stored as keyed hashes; a used code is deleted. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);
