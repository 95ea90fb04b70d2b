import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ERRORS } from '#shared/errors.ts';
import { BILLING_MESSAGES as M, CARD_FORM_MESSAGES as C } from '#shared/messages/billing.ts';
import { TestCardForm } from './test-card-form.tsx';

type Card = { createPaymentMethod(): Promise<string>; confirm(clientSecret: string): Promise<void> };

/** Fills the form with a valid test card and submits it; returns the card adapter handed to the subscribe flow. */
function submitCard(): Card {
  let card: Card | undefined;
  render(<TestCardForm submitLabel="Payer" phase="idle" error={null} onSubmit={(given) => (card = given)} />);
  fireEvent.change(screen.getByLabelText(C.number), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByLabelText(C.expiry), { target: { value: '12/49' } });
  fireEvent.change(screen.getByLabelText(C.cvc), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
  if (!card) throw new Error('the form was not submitted');
  return card;
}

describe('TestCardForm: a failed card step shows the message of its error code', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a declined card shows the catalogue’s card message', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ code: 'CARD_DECLINED', message: ERRORS.CARD_DECLINED.message }), { status: 402 })));
    await expect(submitCard().createPaymentMethod()).rejects.toThrow(M.cardError);
  });

  it('a network failure is a communication error, not “invalid payment details” (failed before: every other failure read as invalid details)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(submitCard().createPaymentMethod()).rejects.toThrow(M.badResponse);
  });
});
