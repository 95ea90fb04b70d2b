/** Turns API errors into the spec's French messages (§8), per screen. */
import { AUTH_MESSAGES as M } from '#shared/messages/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';

export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.loginFailed;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return M.invalidCredentials;
    case 'TOO_MANY_REQUESTS':
      return M.tooManyRequests;
    case 'NETWORK_ERROR':
      return M.network;
    case 'VALIDATION_FAILED':
      return error.issues[0]?.message ?? M.loginFailed;
    default:
      return M.loginFailed;
  }
}

export function registerErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.registerFailed;
  switch (error.code) {
    case 'WEAK_PASSWORD':
      return M.weakPassword;
    case 'TOO_MANY_REQUESTS':
      return M.tooManyRequests;
    case 'NETWORK_ERROR':
      return M.network;
    case 'VALIDATION_FAILED':
      return error.issues[0]?.message ?? M.registerFailed;
    default:
      return error.message || M.registerFailed;
  }
}

export function resetErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.resetFailed;
  switch (error.code) {
    case 'TOO_MANY_REQUESTS':
      return M.resetTooManyRequests;
    case 'NETWORK_ERROR':
      return M.network;
    case 'INVALID_RESET_TOKEN':
      return M.invalidResetToken;
    case 'WEAK_PASSWORD':
      return M.weakPassword;
    case 'VALIDATION_FAILED':
      return error.issues[0]?.message ?? M.resetFailed;
    default:
      return M.resetFailed;
  }
}

export function twoFactorErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.loginFailed;
  switch (error.code) {
    case 'TOO_MANY_REQUESTS':
      return M.tooManyRequests;
    case 'NETWORK_ERROR':
      return M.network;
    case 'VALIDATION_FAILED':
      return error.issues[0]?.message ?? M.invalidTwoFactorCode;
    case 'INVALID_TWO_FACTOR_CODE':
    case 'TWO_FACTOR_CHALLENGE_EXPIRED':
      return error.message;
    default:
      return M.loginFailed;
  }
}
