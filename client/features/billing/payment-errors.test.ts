import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '#shared/errors.ts';
import { BILLING_MESSAGES as M } from '#shared/messages/billing.ts';
import { COMMON_MESSAGES } from '#shared/messages/common.ts';
import { ApiError, toApiError } from '#client/lib/api-client.ts';
import { paymentErrorMessage } from './payment-errors.ts';

/** A refusal exactly as the server's error handler sends it: the code and the catalogue's message. */
const refused = (code: ErrorCode) => toApiError({ code, message: ERRORS[code].message }, ERRORS[code].status);

describe('paymentErrorMessage: the payment screens’ messages, chosen by code (docs/product/specification.md §8)', () => {
  it.each([
    // what the test provider and Stripe's adapter throw (server/features/billing)
    ['CARD_DECLINED', M.cardError],
    ['INVALID_PAYMENT_METHOD', M.invalidRequest],
    ['PAYMENT_CONFIRMATION_FAILED', M.confirmationFailed],
    ['PAYMENT_PROVIDER_ERROR', M.paymentFailed],
    // what the billing service refuses
    ['ALREADY_SUBSCRIBED', M.alreadySubscribed],
    ['SUBSCRIPTION_IN_PROGRESS', M.subscriptionInProgress],
    ['INVALID_PLAN', M.invalidPlan],
    ['DATABASE_UNAVAILABLE', ERRORS.DATABASE_UNAVAILABLE.message],
  ] as const)('%s → %s', (code, message) => {
    expect(paymentErrorMessage(refused(code))).toBe(message);
  });

  it('the catalogue’s messages for a declined card and an unknown card are French (they were “Card error: …” and “Invalid request: …”, matched by their English words)', () => {
    expect(ERRORS.CARD_DECLINED.message).toBe('Un problème est survenu avec votre carte. Vérifiez les informations saisies ou utilisez une autre carte.');
    expect(ERRORS.INVALID_PAYMENT_METHOD.message).toBe('Les informations de paiement sont invalides. Veuillez vérifier et réessayer.');
  });

  it('a request the server never answered reads as a communication error, not as invalid card details (the test card form said “informations de paiement invalides”)', () => {
    expect(paymentErrorMessage(new ApiError('NETWORK_ERROR', COMMON_MESSAGES.network, 0))).toBe(M.badResponse);
    expect(paymentErrorMessage(new ApiError('BAD_RESPONSE', COMMON_MESSAGES.internalError, 502))).toBe(M.badResponse);
  });

  it('anything else is the generic payment failure', () => {
    expect(paymentErrorMessage(new Error('boom'))).toBe('Une erreur est survenue lors du traitement du paiement');
  });
});
