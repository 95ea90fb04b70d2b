/**
 * The message of a failed sign-in, registration, reset or two-factor step (docs/product/specification.md §8).
 * The server sends each refusal's code with its message from the one catalogue (shared/errors.ts), so
 * the codes a screen expects show that message as sent; a screen keeps its own text only where it
 * differs from the catalogue: its generic failure, the network failure (which never reached the
 * server) and the reset screen's rate limit.
 */
import { AUTH_MESSAGES as M } from '#shared/messages/auth.ts';
import { ApiError, type ClientErrorCode } from '#client/lib/api-client.ts';

interface Screen {
  /** Shown for an unexpected failure. */
  fallback: string;
  /** The codes whose catalogue message this screen shows; `all` for every code. */
  shown: readonly ClientErrorCode[] | 'all';
  /** Shown for VALIDATION_FAILED without a field message (default: the fallback). */
  invalid?: string;
  /** This screen's own text for a code, where it differs from the catalogue. */
  own?: Partial<Record<ClientErrorCode, string>>;
}

function messageFor(error: unknown, screen: Screen): string {
  if (!(error instanceof ApiError)) return screen.fallback;
  const own = screen.own?.[error.code] ?? (error.code === 'NETWORK_ERROR' ? M.network : undefined);
  if (own) return own;
  if (error.code === 'VALIDATION_FAILED') return error.issues[0]?.message ?? screen.invalid ?? screen.fallback;
  if (screen.shown === 'all' || screen.shown.includes(error.code)) return error.message || screen.fallback;
  return screen.fallback;
}

export const loginErrorMessage = (error: unknown) => messageFor(error, { fallback: M.loginFailed, shown: ['INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS'] });

export const registerErrorMessage = (error: unknown) => messageFor(error, { fallback: M.registerFailed, shown: 'all' });

export const resetErrorMessage = (error: unknown) =>
  messageFor(error, { fallback: M.resetFailed, shown: ['INVALID_RESET_TOKEN', 'WEAK_PASSWORD'], own: { TOO_MANY_REQUESTS: M.resetTooManyRequests } });

export const twoFactorErrorMessage = (error: unknown) =>
  messageFor(error, { fallback: M.loginFailed, shown: ['TOO_MANY_REQUESTS', 'INVALID_TWO_FACTOR_CODE', 'TWO_FACTOR_CHALLENGE_EXPIRED'], invalid: M.invalidTwoFactorCode });
