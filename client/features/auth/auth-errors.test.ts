import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '#shared/errors.ts';
import { AUTH_MESSAGES as M } from '#shared/messages/auth.ts';
import { ApiError, toApiError } from '#client/lib/api-client.ts';
import { loginErrorMessage, registerErrorMessage, resetErrorMessage, twoFactorErrorMessage } from './auth-errors.ts';

/** A refusal exactly as the server's error handler sends it: the code and the catalogue's message. */
const refused = (code: ErrorCode) => toApiError({ code, message: ERRORS[code].message }, ERRORS[code].status);
const network = new ApiError('NETWORK_ERROR', 'x', 0);
const fieldIssue = toApiError({ code: 'VALIDATION_FAILED', message: ERRORS.VALIDATION_FAILED.message, issues: [{ path: 'email', message: 'Adresse invalide.' }] }, 400);
const noIssue = refused('VALIDATION_FAILED');

describe('auth screens’ messages, by code (docs/product/specification.md §8)', () => {
  it.each([
    ['login', loginErrorMessage, refused('INVALID_CREDENTIALS'), 'Adresse email ou mot de passe incorrect...'],
    ['login', loginErrorMessage, refused('TOO_MANY_REQUESTS'), M.tooManyRequests],
    ['login', loginErrorMessage, network, 'Problème de connexion réseau. Veuillez vérifier votre connexion internet.'],
    ['login', loginErrorMessage, fieldIssue, 'Adresse invalide.'],
    ['login', loginErrorMessage, noIssue, 'Une erreur est survenue lors de la connexion.'],
    ['login', loginErrorMessage, refused('DATABASE_UNAVAILABLE'), 'Une erreur est survenue lors de la connexion.'],
    ['login', loginErrorMessage, new Error('x'), M.loginFailed],
    ['register', registerErrorMessage, refused('WEAK_PASSWORD'), M.weakPassword],
    ['register', registerErrorMessage, refused('TOO_MANY_REQUESTS'), M.tooManyRequests],
    ['register', registerErrorMessage, refused('EMAIL_IN_USE'), M.emailInUse],
    ['register', registerErrorMessage, network, M.network],
    ['register', registerErrorMessage, noIssue, "Une erreur est survenue lors de l'inscription"],
    ['register', registerErrorMessage, new Error('x'), M.registerFailed],
    ['reset', resetErrorMessage, refused('TOO_MANY_REQUESTS'), M.resetTooManyRequests],
    ['reset', resetErrorMessage, refused('INVALID_RESET_TOKEN'), M.invalidResetToken],
    ['reset', resetErrorMessage, refused('WEAK_PASSWORD'), M.weakPassword],
    ['reset', resetErrorMessage, network, M.network],
    ['reset', resetErrorMessage, refused('INTERNAL_ERROR'), M.resetFailed],
    ['two-factor', twoFactorErrorMessage, refused('INVALID_TWO_FACTOR_CODE'), M.invalidTwoFactorCode],
    ['two-factor', twoFactorErrorMessage, refused('TWO_FACTOR_CHALLENGE_EXPIRED'), M.twoFactorChallengeExpired],
    ['two-factor', twoFactorErrorMessage, refused('TOO_MANY_REQUESTS'), M.tooManyRequests],
    ['two-factor', twoFactorErrorMessage, noIssue, M.invalidTwoFactorCode],
    ['two-factor', twoFactorErrorMessage, refused('INTERNAL_ERROR'), M.loginFailed],
  ] as const)('%s: %o → %s', (_screen, messageOf, error, message) => {
    expect(messageOf(error)).toBe(message);
  });
});
