/**
 * RGPD self-service: download my data, delete my account (docs/security/sign-in.md for the
 * password check's limits).
 * Conversation text is never stored, so it is in neither.
 */
import type { AuthRepo } from '#server/features/auth/auth.repo.ts';
import type { AuthService, CurrentAuth } from '#server/features/auth/auth.service.ts';
import type { RateLimiter } from '#server/features/rate-limit/rate-limiter.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { AccountRepo } from './account.repo.ts';

/** Other features' part in an account's life: extra export sections, work before deletion. */
export interface AccountDataSource {
  name: string;
  export(userId: string): Promise<unknown>;
  beforeDelete?(userId: string): Promise<void>;
}

export function createAccountService(deps: {
  repo: AccountRepo;
  authRepo: AuthRepo;
  auth: AuthService;
  rateLimiter: RateLimiter;
  clock: Clock;
  sources: AccountDataSource[];
}) {
  return {
    async exportData(auth: CurrentAuth) {
      const subjects = deps.auth.subjectsOf(auth.user);
      const data = await deps.repo.collectUserData(auth.user.id, subjects);
      const { passwordHash: _omitted, ...user } = data.user ?? auth.user;
      const extra: Record<string, unknown> = {};
      for (const source of deps.sources) extra[source.name] = await source.export(auth.user.id);
      return {
        exportedAt: deps.clock.now().toISOString(),
        notice: 'Les conversations ne sont jamais enregistrées sur nos serveurs : elles ne figurent donc pas dans cet export.',
        user,
        sessions: data.sessions.map(({ id, ...session }) => ({ ...session, id: id.slice(0, 16) })),
        passwordResetTokens: data.passwordResetTokens.map(({ tokenHash: _hash, ...token }) => token),
        rateLimits: data.rateLimits,
        tokenUsage: data.tokenUsage,
        tokenUsageDaily: data.tokenUsageDaily,
        tokenUsageByChatType: data.tokenUsageByChatType,
        testPaymentProvider: data.testPaymentProvider,
        twoFactor: data.twoFactor,
        ...extra,
      };
    },

    async deleteAccount(auth: CurrentAuth, password: string, ip: string): Promise<void> {
      await deps.auth.checkPassword(auth, password, ip);
      for (const source of deps.sources) await source.beforeDelete?.(auth.user.id);
      await deps.rateLimiter.forgetSubjects(deps.auth.subjectsOf(auth.user));
      await deps.authRepo.deleteUser(auth.user.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
