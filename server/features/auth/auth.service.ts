/**
 * Accounts and sessions (docs/decisions/001-own-authentication.md). Identity and limits are
 * decided here; routes only translate HTTP. Login and forgot-password answer the same whether
 * or not the e-mail exists. Sign-in protection (device cookies, per-account and per-address
 * counters, progressive delays) is described in docs/security/sign-in.md.
 */
import type { MeResponse, RegisterInput, SessionInfo, SubscriptionData, UserProfile } from '#shared/auth.schemas.ts';
import { PLANS } from '#shared/plans.ts';
import { SIGNED_OUT } from '#shared/auth-state.ts';
import { EMAIL_MESSAGES, fillTemplate } from '#shared/messages/emails.ts';
import { ROUTES } from '#shared/routes.ts';
import { ERRORS } from '#shared/errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createTokenHashMemo, hashToken, randomToken, safeEqual } from '#server/lib/tokens.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import type { RateLimiter, RateRule } from '#server/features/rate-limit/rate-limiter.ts';
import { hasActiveAccess } from './subscription-access.ts';
import type { AuthRepo, SessionRow, UserRow } from './auth.repo.ts';
import { createSessionCache } from './session-cache.ts';
import type { TwoFactor } from './two-factor.ts';
import { isWeakPassword } from '#shared/password-strength.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Absolute lifetimes; a browser session also ends after `SESSION_IDLE_TIMEOUT` without use. */
const SESSION_TTL = { persistent: 30 * DAY, browser: 12 * HOUR } as const;
const SESSION_IDLE_TIMEOUT = 2 * HOUR;
const RESET_TOKEN_TTL = HOUR;
/**
 * How long this process may answer from its session cache (server/features/auth/session-cache.ts):
 * a revocation or cancellation made through another instance takes effect here within this time.
 */
export const SESSION_CACHE_TTL_MS = 500;
/** How long a browser stays a "known device" of the accounts that signed in on it. */
export const DEVICE_TTL = 180 * DAY;
/** Time to type the two-factor code after the password was accepted. */
export const TWO_FACTOR_CHALLENGE_TTL = 5 * MINUTE;
const MAX_DEVICES_PER_COOKIE = 5;

const RATE_RULES = {
  /** Failed sign-ins to one account from browsers it does not know: the guessing budget. */
  loginAccount: { name: 'login-account', limit: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one known device (a stolen device cookie buys no more guesses). */
  loginDevice: { name: 'login-device', limit: 5, windowMs: 15 * MINUTE },
  /** Failures per account and address: drives the progressive delay (sliding window). */
  loginPair: { name: 'login-pair', limit: Number.MAX_SAFE_INTEGER, windowMs: 15 * MINUTE, sliding: true },
  loginAddress: { name: 'login-address', limit: 50, windowMs: 15 * MINUTE },
  /** Wrong passwords on a signed-in endpoint (account deletion, two-factor changes…). */
  passwordAccount: { name: 'password-account', limit: 5, windowMs: 15 * MINUTE },
  /** Wrong two-factor or recovery codes, at sign-in and on the account page. */
  twoFactorAccount: { name: 'two-factor-account', limit: 5, windowMs: 15 * MINUTE },
  registerAddress: { name: 'register-address', limit: 10, windowMs: HOUR },
  forgotAccount: { name: 'forgot-account', limit: 3, windowMs: 15 * MINUTE },
  forgotAddress: { name: 'forgot-address', limit: 20, windowMs: HOUR },
  resetAddress: { name: 'reset-address', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;

/** Seconds to wait before the next attempt after `failures` failures on one account from one address. */
function progressiveDelaySeconds(failures: number): number {
  return failures < 2 ? 0 : Math.min(2 ** (failures - 1), 60);
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  twoFactor: TwoFactor;
  appName: string;
  supportEmail: string;
  publicUrl: string;
  logger: { error(obj: object, msg: string): void };
  /** 0 turns the session cache off; at most 1000 (docs/performance.md). Default SESSION_CACHE_TTL_MS. */
  sessionCacheMs?: number;
  /** The session cache's clock (performance.now() by default). */
  monotonicNow?: () => number;
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

/** What a successful sign-in gives the browser: a session and an updated device cookie. */
export interface SignedIn {
  kind: 'signed-in';
  user: UserRow;
  session: NewSession;
  device: string;
}

/** The password was right and the account asks for a second factor: a short-lived proof of that. */
export interface TwoFactorPending {
  kind: 'two-factor';
  challenge: string;
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
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What the account and pricing pages show of the subscription (docs/product/specification.md §3 Subscription). */
function toSubscriptionData(user: UserRow): SubscriptionData | null {
  const { subscriptionPlan: plan, subscriptionStatus: status } = user;
  if (!plan || status === 'inactive') return null;
  return {
    plan,
    price: PLANS[plan].price,
    status,
    nextBillingDate: status === 'active' || status === 'past_due' ? (user.currentPeriodEnd?.toISOString() ?? null) : null,
    accessEndDate: user.accessEndDate?.toISOString() ?? null,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, rateLimiter, clock } = deps;
  /** Every signed-in request hashes its session token: remembered per process (server/lib/tokens.ts). */
  const sessionIds = createTokenHashMemo(deps.secret);
  const sessionCache = createSessionCache<{ userId: string; session: SessionRow; user: UserRow }>({
    ttlMs: Math.min(deps.sessionCacheMs ?? SESSION_CACHE_TTL_MS, 1000),
    ...(deps.monotonicNow ? { monotonicNow: deps.monotonicNow } : {}),
  });
  /**
   * Lookups under way, so that simultaneous requests of one session make one query. A request
   * joins one only if nothing was forgotten since it started (same generation).
   */
  const lookups = new Map<string, { generation: number; result: Promise<{ userId: string; session: SessionRow; user: UserRow } | undefined> }>();
  async function lookUp(sessionId: string, now: Date) {
    const generation = sessionCache.generation();
    const row = await repo.findSession(sessionId, now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT));
    if (!row) {
      sessionCache.forgetSession(sessionId);
      return undefined;
    }
    const found = { userId: row.user.id, ...row };
    sessionCache.set(sessionId, found, generation);
    return found;
  }
  /** The SQL lookup's conditions, for a cached session (repo.findSession). */
  const isLive = (session: SessionRow, now: Date) =>
    session.expiresAt.getTime() > now.getTime() && (session.persistent || session.lastUsedAt.getTime() > now.getTime() - SESSION_IDLE_TIMEOUT);
  const subjectOfEmail = (email: string) => hashToken(deps.secret, `email:${email.toLowerCase()}`).slice(0, 32);
  const subjectOfAddress = (ip: string) => hashToken(deps.secret, `ip:${ip}`).slice(0, 32);
  /** Starts with the account's subject, so export and deletion find it (`subjectsOf`). */
  const subjectOfPair = (email: string, ip: string) => `${subjectOfEmail(email)}.${subjectOfAddress(ip)}`;

  const tooMany = (retryAfter: number) => new AppError('TOO_MANY_REQUESTS', undefined, { retryAfter });

  async function enforce(rule: RateRule, subject: string): Promise<void> {
    const result = await rateLimiter.hit(rule, subject);
    if (!result.allowed) throw tooMany(result.retryAfter);
  }

  /**
   * Counts an attempt before the password is checked (so concurrent guesses cannot all pass),
   * and gives it back when the password was right: the counter holds failures only.
   */
  async function guarded<T>(rule: RateRule, subject: string, attempt: () => Promise<T | undefined>): Promise<T | undefined> {
    await enforce(rule, subject);
    const outcome = await attempt();
    if (outcome !== undefined) await rateLimiter.release(rule, subject);
    return outcome;
  }

  // Device cookie: up to 5 entries `nonce.mac`, each proving that its account signed in here.
  const deviceMac = (userId: string, nonce: string) => hashToken(deps.secret, `device:${userId}:${nonce}`).slice(0, 32);
  const deviceEntries = (cookie: string | undefined) =>
    (cookie ?? '')
      .split('~')
      .slice(0, MAX_DEVICES_PER_COOKIE)
      .map((entry) => entry.split('.'))
      .filter((parts): parts is [string, string] => parts.length === 2 && /^[\w-]{20,64}$/.test(parts[0]!) && /^[\w-]{32}$/.test(parts[1]!));

  /** The device's counter subject when the cookie proves an earlier sign-in of this user here. */
  function knownDevice(user: UserRow, cookie: string | undefined): string | undefined {
    const entry = deviceEntries(cookie).find(([nonce, mac]) => safeEqual(mac, deviceMac(user.id, nonce)));
    return entry ? `${subjectOfEmail(user.email)}.${hashToken(deps.secret, `device-id:${entry[0]}`).slice(0, 32)}` : undefined;
  }

  /** The cookie after a sign-in of `userId`: its entry first, other accounts' entries kept. */
  function issueDevice(userId: string, cookie: string | undefined): string {
    const nonce = randomToken();
    const others = deviceEntries(cookie).filter(([n, mac]) => !safeEqual(mac, deviceMac(userId, n)));
    return [[nonce, deviceMac(userId, nonce)], ...others]
      .slice(0, MAX_DEVICES_PER_COOKIE)
      .map((parts) => parts.join('.'))
      .join('~');
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

  /** For signed-in actions that ask for the password again: limited like sign-in. */
  async function checkPassword(auth: CurrentAuth, password: string, ip: string): Promise<void> {
    await enforce(RATE_RULES.loginAddress, subjectOfAddress(ip));
    const ok = await guarded(RATE_RULES.passwordAccount, subjectOfEmail(auth.user.email), async () =>
      (await verifyPassword(auth.user.passwordHash, password)) ? true : undefined,
    );
    if (!ok) throw new AppError('WRONG_PASSWORD');
  }

  async function signIn(user: UserRow, rememberMe: boolean, userAgent: string | undefined, deviceCookie: string | undefined): Promise<SignedIn> {
    // Expired sessions are never read again; drop this user's at login so they do not pile up.
    await repo.deleteExpiredSessions(user.id, clock.now());
    return { kind: 'signed-in', user, session: await openSession(user.id, rememberMe, userAgent), device: issueDevice(user.id, deviceCookie) };
  }

  // Two-factor challenge: `userId.expiresAt.rememberMe.mac`, valid a few minutes, kept in a cookie.
  const challengeMac = (body: string) => hashToken(deps.secret, `two-factor-challenge:${body}`).slice(0, 32);
  function challengeFor(userId: string, rememberMe: boolean): string {
    const body = `${userId}.${clock.now().getTime() + TWO_FACTOR_CHALLENGE_TTL}.${rememberMe ? 1 : 0}`;
    return `${body}.${challengeMac(body)}`;
  }
  function readChallenge(challenge: string | undefined): { userId: string; rememberMe: boolean } | undefined {
    const parts = (challenge ?? '').split('.');
    if (parts.length !== 4) return undefined;
    const [userId, expiresAt, remember, mac] = parts as [string, string, string, string];
    if (!safeEqual(mac, challengeMac(`${userId}.${expiresAt}.${remember}`)) || Number(expiresAt) <= clock.now().getTime()) return undefined;
    return { userId, rememberMe: remember === '1' };
  }

  const weakPassword = () => new AppError('WEAK_PASSWORD', [{ path: 'password', message: ERRORS.WEAK_PASSWORD.message }]);

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

    async register(input: RegisterInput, ip: string, userAgent: string | undefined, deviceCookie?: string): Promise<SignedIn> {
      await enforce(RATE_RULES.registerAddress, subjectOfAddress(ip));
      if (await isWeakPassword(input.password, [input.email, input.name, input.companyName])) throw weakPassword();
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
      return { kind: 'signed-in', user, session: await openSession(user.id, false, userAgent), device: issueDevice(user.id, deviceCookie) };
    },

    async login(
      input: { email: string; password: string; rememberMe: boolean },
      ip: string,
      userAgent: string | undefined,
      deviceCookie?: string,
    ): Promise<SignedIn | TwoFactorPending> {
      await enforce(RATE_RULES.loginAddress, subjectOfAddress(ip));
      const found = await repo.findUserByEmail(input.email);
      const device = found ? knownDevice(found, deviceCookie) : undefined;
      const check = async () => {
        if (!found) {
          await burnPasswordCheck(input.password);
          return undefined;
        }
        return (await verifyPassword(found.passwordHash, input.password)) ? found : undefined;
      };
      let user: UserRow | undefined;
      if (device) {
        // A browser this account signed in on: others' failures do not lock it out.
        user = await guarded(RATE_RULES.loginDevice, device, check);
      } else {
        const pair = subjectOfPair(input.email, ip);
        const recent = await rateLimiter.peek(RATE_RULES.loginPair, pair);
        if (recent) {
          const readyAt = recent.windowStart.getTime() + progressiveDelaySeconds(recent.count) * 1000;
          const wait = Math.ceil((readyAt - clock.now().getTime()) / 1000);
          if (wait > 0) throw tooMany(wait);
        }
        user = await guarded(RATE_RULES.loginAccount, subjectOfEmail(input.email), check);
        if (user) await rateLimiter.reset(RATE_RULES.loginPair, pair);
        else await rateLimiter.hit(RATE_RULES.loginPair, pair);
      }
      if (!user) throw new AppError('INVALID_CREDENTIALS');
      if (await deps.twoFactor.isEnabled(user.id)) return { kind: 'two-factor', challenge: challengeFor(user.id, input.rememberMe) };
      return signIn(user, input.rememberMe, userAgent, deviceCookie);
    },

    /** Second step of a sign-in with two-factor: a code from the app or a recovery code. */
    async completeTwoFactor(challenge: string | undefined, code: string, userAgent: string | undefined, deviceCookie?: string): Promise<SignedIn> {
      const pending = readChallenge(challenge);
      const user = pending && (await repo.findUserById(pending.userId));
      if (!pending || !user) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
      const ok = await guarded(RATE_RULES.twoFactorAccount, subjectOfEmail(user.email), async () => ((await deps.twoFactor.check(user.id, code)) ? true : undefined));
      if (!ok) throw new AppError('INVALID_TWO_FACTOR_CODE');
      return signIn(user, pending.rememberMe, userAgent, deviceCookie);
    },

    twoFactorStatus(auth: CurrentAuth) {
      return deps.twoFactor.status(auth.user.id);
    },

    /** Step 1 of enabling: the password again, then a new secret and its QR code. */
    async beginTwoFactor(auth: CurrentAuth, password: string, ip: string) {
      await checkPassword(auth, password, ip);
      const setup = await deps.twoFactor.begin(auth.user.id, auth.user.email);
      if (!setup) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      return setup;
    },

    /** Step 2 of enabling: a first code from the app; returns the recovery codes (shown once). */
    async confirmTwoFactor(auth: CurrentAuth, code: string): Promise<string[]> {
      const codes = await guarded(RATE_RULES.twoFactorAccount, subjectOfEmail(auth.user.email), () => deps.twoFactor.confirm(auth.user.id, code));
      if (!codes) throw new AppError('INVALID_TWO_FACTOR_CODE');
      return codes;
    },

    /** Turning two-factor off asks for both the password and a code. */
    async disableTwoFactor(auth: CurrentAuth, password: string, code: string, ip: string): Promise<void> {
      if (!(await deps.twoFactor.isEnabled(auth.user.id))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
      await checkPassword(auth, password, ip);
      const ok = await guarded(RATE_RULES.twoFactorAccount, subjectOfEmail(auth.user.email), async () => ((await deps.twoFactor.check(auth.user.id, code)) ? true : undefined));
      if (!ok) throw new AppError('INVALID_TWO_FACTOR_CODE');
      await deps.twoFactor.disable(auth.user.id);
    },

    /**
     * What `authenticate` would answer, without a promise, when this process's session cache can
     * answer alone: the session is cached, live, and its "last used" needs no write. Otherwise
     * undefined (call `authenticate`). Signed-in requests take this path (docs/performance.md).
     */
    cachedAuthentication(token: string): CurrentAuth | undefined {
      const now = clock.now();
      const sessionId = sessionIds.hashOf(token);
      const found = sessionCache.get(sessionId);
      if (!found || !isLive(found.session, now) || now.getTime() - found.session.lastUsedAt.getTime() > MINUTE) return undefined;
      return { user: found.user, sessionId };
    },

    async authenticate(token: string): Promise<CurrentAuth | null> {
      const now = clock.now();
      const sessionId = sessionIds.hashOf(token);
      let found = sessionCache.get(sessionId);
      if (!found || !isLive(found.session, now)) {
        let lookup = lookups.get(sessionId);
        if (lookup?.generation !== sessionCache.generation()) {
          const started = { generation: sessionCache.generation(), result: lookUp(sessionId, now) };
          void started.result.finally(() => {
            if (lookups.get(sessionId) === started) lookups.delete(sessionId);
          }).catch(() => undefined);
          lookups.set(sessionId, started);
          lookup = started;
        }
        found = await lookup.result;
        if (!found) return null;
      }
      // Record "last used" at most once a minute (one write per request would be wasteful): the
      // idle timeout is therefore exact to the minute.
      if (now.getTime() - found.session.lastUsedAt.getTime() > MINUTE) {
        await repo.touchSession(sessionId, now);
        sessionCache.update(sessionId, (entry) => ({ ...entry, session: { ...entry.session, lastUsedAt: now } }));
      }
      return { user: found.user, sessionId };
    },

    async logout(token: string): Promise<void> {
      const sessionId = sessionIds.hashOf(token);
      await repo.deleteSession(sessionId);
      sessionCache.forgetSession(sessionId);
    },

    /**
     * What this process remembers of a user's sessions (or of everyone's) is forgotten: called on
     * every write through this instance that may change a session, a user or a subscription
     * (server/features/auth/session.ts does it after every state-changing request).
     */
    forgetUser(userId: string): void {
      sessionCache.forgetUser(userId);
    },
    forgetAll(): void {
      sessionCache.forgetAll();
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
      });
    },

    /** Returns the device cookie: whoever holds the e-mailed link and sets the password is the user. */
    async resetPassword(token: string, password: string, ip: string, deviceCookie?: string): Promise<string> {
      await enforce(RATE_RULES.resetAddress, subjectOfAddress(ip));
      const now = clock.now();
      const tokenHash = hashToken(deps.secret, token);
      const owner = await repo.findResetTokenOwner(tokenHash, now);
      if (!owner) throw new AppError('INVALID_RESET_TOKEN');
      if (await isWeakPassword(password, [owner.email, owner.name, owner.companyName])) throw weakPassword();
      const userId = await repo.consumeResetToken(tokenHash, now);
      if (!userId) throw new AppError('INVALID_RESET_TOKEN');
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('INVALID_RESET_TOKEN');
      await repo.updatePassword(userId, await hashPassword(password), now);
      await repo.deleteAllSessions(userId);
      sessionCache.forgetUser(userId);
      await rateLimiter.reset(RATE_RULES.loginAccount, subjectOfEmail(user.email));
      const values = { appName: deps.appName, supportEmail: deps.supportEmail };
      sendInBackground({
        to: user.email,
        subject: fillTemplate(EMAIL_MESSAGES.resetConfirmSubject, values),
        text: fillTemplate(EMAIL_MESSAGES.resetConfirmText, values),
      });
      return issueDevice(user.id, deviceCookie);
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
      sessionCache.forgetSession(target.id);
    },

    async revokeOtherSessions(auth: CurrentAuth): Promise<void> {
      await repo.deleteOtherSessions(auth.user.id, auth.sessionId);
      sessionCache.forgetUser(auth.user.id);
    },

    checkPassword,

    /** Every rate-limit subject derived from this user (for export and deletion). */
    subjectsOf(user: UserRow): string[] {
      return [subjectOfEmail(user.email)];
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
