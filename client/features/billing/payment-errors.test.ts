import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '#shared/messages/billing.ts';
import { subscriptionErrorMessage } from './payment-errors.ts';

describe('subscriptionErrorMessage (docs/product/specification.md §8 substring rules)', () => {
  it.each([
    ['Failed to attach payment method: x', M.attachFailed],
    ['Card error: Votre carte a été refusée.', M.cardError],
    ['Invalid request: moyen de paiement inconnu.', M.invalidRequest],
    ['Database connection error', M.databaseError],
    ['Vous avez déjà un abonnement actif.', 'Vous avez déjà un abonnement actif.'],
    [undefined, 'Une erreur est survenue lors du traitement du paiement'],
    ['', 'Une erreur est survenue lors du traitement du paiement'],
  ])('%s → %s', (text, message) => {
    expect(subscriptionErrorMessage(text)).toBe(message);
  });
});
