/**
 * Accounts and sessions (decisions §2). Identity and limits are decided here; routes only
 * translate HTTP. Login and forgot-password answer the same whether or not the e-mail exists.
 */
import type { MeResponse, RegisterInput, SessionInfo, SubscriptionData, UserProfile } from '#shared/auth.schemas.ts';
import { PLANS } from '#shared/plans.ts';
import { PlanIdSchema, SIGNED_OUT, SubscriptionStatusSchema } from '#shared/auth.schemas.ts';
import { EMAIL_MESSAGES, fillTemplate } from '#shared/messages/emails.ts';
import { ROUTES } from '#shared/routes.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { hashToken, randomToken } from '#server/lib/tokens.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import type { RateLimiter, RateRule } from '#server/features/rate-limit/rate-limiter.ts';
import { hasActiveAccess } from '#server/features/billing/subscription-access.ts';
import type { AuthRepo, UserRow } from './auth.repo.ts';
import { burnPasswordCheck, hashPassword, isWeakPassword, verifyPassword } from './password.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_TTL = { persistent: 30 * DAY, browser: 12 * HOUR } as const;
export const RESET_TOKEN_TTL = HOUR;

export const RATE_RULES = {
  loginAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  loginAddress: { name: 'login-address', limit: 50, windowMs: 15 * MINUTE },
  registerAddress: { name: 'register-address', limit: 10, windowMs: HOUR },
  forgotAccount: { name: 'forgot-account', limit: 5, windowMs: HOUR },
  forgotAddress: { name: 'forgot-address', limit: 20, windowMs: HOUR },
  resetAddress: { name: 'reset-address', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;

export interface AuthServiceDeps {
  repo: AuthRepo;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  appName: string;
  supportEmail: string;
  publicUrl: string;
  logger: { error(obj: object, msg: string): void };
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

export interface CurrentAuth {
  user: UserRow;
  sessionId: string;
}

export function toUserProfile(user: UserRow, now: Date): UserProfile {
  return {
    uid: user.id,
    name: user.name,
    email: user.email,
    profession: user.profession,
    companyName: user.companyName,
    billingAddress: user.billingAddress,
    personalAddress: user.personalAddress,
    rppsNumber: user.rppsNumber,
    hasActiveSubscription: hasActiveAccess(user, now),
    subscriptionStatus: SubscriptionStatusSchema.catch('inactive').parse(user.subscriptionStatus),
    subscriptionPlan: user.subscriptionPlan ? PlanIdSchema.catch('basic').parse(user.subscriptionPlan) : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What the account and pricing pages show of the subscription (spec §3 Subscription). */
export function toSubscriptionData(user: UserRow): SubscriptionData | null {
  const plan = PlanIdSchema.safeParse(user.subscriptionPlan);
  const status = SubscriptionStatusSchema.catch('inactive').parse(user.subscriptionStatus);
  if (!plan.success || status === 'inactive') return null;
  return {
    plan: plan.data,
    price: PLANS[plan.data].price,
    status,
    nextBillingDate: status === 'active' || status === 'past_due' ? (user.currentPeriodEnd?.toISOString() ?? null) : null,
    accessEndDate: user.accessEndDate?.toISOString() ?? null,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, rateLimiter, clock } = deps;
  const subjectOfEmail = (email: string) => hashToken(deps.secret, `email:${email.toLowerCase()}`).slice(0, 32);
  const subjectOfAddress = (ip: string) => hashToken(deps.secret, `ip:${ip}`).slice(0, 32);

  async function enforce(rule: RateRule, subject: string): Promise<void> {
    const result = await rateLimiter.hit(rule, subject);
    if (!result.allowed) throw new AppError('TOO_MANY_REQUESTS', undefined, { 'Retry-After': String(result.retryAfter) });
  }

  async function openSession(userId: string, persistent: boolean, userAgent: string | undefined): Promise<NewSession> {
    const now = clock.now();
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + (persistent ? SESSION_TTL.persistent : SESSION_TTL.browser));
    await repo.insertSession({
      id: hashToken(deps.secret, token),
      userId,
      persistent,
      userAgent: userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    });
    return { token, expiresAt, persistent };
  }

  function sendInBackground(message: Parameters<Mailer['send']>[0]): void {
    // Not awaited: the answer must not take longer when an account exists.
    deps.mailer.send(message).catch((error: unknown) => {
      deps.logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'e-mail could not be sent');
    });
  }

  return {
    me(auth: CurrentAuth | null): MeResponse {
      if (!auth) return SIGNED_OUT;
      const now = clock.now();
      const profile = toUserProfile(auth.user, now);
      return {
        user: { uid: auth.user.id, email: auth.user.email, displayName: auth.user.name || null },
        userProfile: profile,
        hasActiveSubscription: profile.hasActiveSubscription,
        subscriptionData: toSubscriptionData(auth.user),
      };
    },

    async register(input: RegisterInput, ip: string, userAgent: string | undefined): Promise<{ user: UserRow; session: NewSession }> {
      await enforce(RATE_RULES.registerAddress, subjectOfAddress(ip));
      if (isWeakPassword(input.password)) throw new AppError('WEAK_PASSWORD', [{ path: 'password', message: 'weak' }]);
      const now = clock.now();
      const user = await repo.insertUser({
        email: input.email,
        name: input.name,
        profession: input.profession,
        companyName: input.companyName,
        billingAddress: input.billingAddress,
        personalAddress: input.personalAddress,
        rppsNumber: input.rppsNumber,
        passwordHash: await hashPassword(input.password),
        subscriptionStatus: 'inactive',
        createdAt: now,
        updatedAt: now,
      });
      if (!user) throw new AppError('EMAIL_IN_USE');
      return { user, session: await openSession(user.id, false, userAgent) };
    },

    async login(input: { email: string; password: string; rememberMe: boolean }, ip: string, userAgent: string | undefined) {
      const accountSubject = subjectOfEmail(input.email);
      await enforce(RATE_RULES.loginAddress, subjectOfAddress(ip));
      await enforce(RATE_RULES.loginAccount, accountSubject);
      const user = await repo.findUserByEmail(input.email);
      if (!user) {
        await burnPasswordCheck(input.password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('INVALID_CREDENTIALS');
      await rateLimiter.reset(RATE_RULES.loginAccount, accountSubject);
      // Expired sessions are never read again; drop this user's at login so they do not pile up.
      await repo.deleteExpiredSessions(user.id, clock.now());
      return { user, session: await openSession(user.id, input.rememberMe, userAgent) };
    },

    async authenticate(token: string): Promise<CurrentAuth | null> {
      const now = clock.now();
      const sessionId = hashToken(deps.secret, token);
      const found = await repo.findSession(sessionId, now);
      if (!found) return null;
      // Record "last used" at most once a minute: one write per request would be wasteful.
      if (now.getTime() - found.session.lastUsedAt.getTime() > MINUTE) await repo.touchSession(sessionId, now);
      return { user: found.user, sessionId };
    },

    async logout(token: string): Promise<void> {
      await repo.deleteSession(hashToken(deps.secret, token));
    },

    async forgotPassword(email: string, ip: string): Promise<void> {
      await enforce(RATE_RULES.forgotAddress, subjectOfAddress(ip));
      await enforce(RATE_RULES.forgotAccount, subjectOfEmail(email));
      const user = await repo.findUserByEmail(email);
      if (!user) return;
      const now = clock.now();
      const token = randomToken();
      await repo.upsertResetToken(user.id, hashToken(deps.secret, token), new Date(now.getTime() + RESET_TOKEN_TTL), now);
      const link = `${deps.publicUrl}${ROUTES.resetPassword}?token=${encodeURIComponent(token)}`;
      const values = { appName: deps.appName, link, supportEmail: deps.supportEmail };
      sendInBackground({
        to: user.email,
        subject: fillTemplate(EMAIL_MESSAGES.resetSubject, values),
        text: fillTemplate(EMAIL_MESSAGES.resetText, values),
        logHint: link,
      });
    },

    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await enforce(RATE_RULES.resetAddress, subjectOfAddress(ip));
      if (isWeakPassword(password)) throw new AppError('WEAK_PASSWORD', [{ path: 'password', message: 'weak' }]);
      const now = clock.now();
      const userId = await repo.consumeResetToken(hashToken(deps.secret, token), now);
      if (!userId) throw new AppError('INVALID_RESET_TOKEN');
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('INVALID_RESET_TOKEN');
      await repo.updatePassword(userId, await hashPassword(password), now);
      await repo.deleteAllSessions(userId);
      await rateLimiter.reset(RATE_RULES.loginAccount, subjectOfEmail(user.email));
      const values = { appName: deps.appName, supportEmail: deps.supportEmail };
      sendInBackground({
        to: user.email,
        subject: fillTemplate(EMAIL_MESSAGES.resetConfirmSubject, values),
        text: fillTemplate(EMAIL_MESSAGES.resetConfirmText, values),
      });
    },

    async listSessions(auth: CurrentAuth): Promise<SessionInfo[]> {
      const rows = await repo.listSessions(auth.user.id, clock.now());
      return rows.map((row) => ({
        id: row.id.slice(0, 16),
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === auth.sessionId,
      }));
    },

    async revokeSession(auth: CurrentAuth, publicId: string): Promise<void> {
      const rows = await repo.listSessions(auth.user.id, clock.now());
      const target = rows.find((row) => row.id.slice(0, 16) === publicId);
      if (!target || !(await repo.deleteUserSession(auth.user.id, target.id))) throw new AppError('SESSION_NOT_FOUND');
    },

    async revokeOtherSessions(auth: CurrentAuth): Promise<void> {
      await repo.deleteOtherSessions(auth.user.id, auth.sessionId);
    },

    async checkPassword(auth: CurrentAuth, password: string): Promise<void> {
      if (!(await verifyPassword(auth.user.passwordHash, password))) throw new AppError('WRONG_PASSWORD');
    },

    /** Every rate-limit subject derived from this user (for export and deletion). */
    subjectsOf(user: UserRow): string[] {
      return [subjectOfEmail(user.email)];
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
