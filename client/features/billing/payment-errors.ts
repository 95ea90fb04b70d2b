/**
 * The French message of a failed payment step, chosen by the error's code. The server sends each
 * refusal's stable code with its message from the one catalogue (shared/errors.ts: CARD_DECLINED,
 * INVALID_PAYMENT_METHOD, PAYMENT_CONFIRMATION_FAILED, ALREADY_SUBSCRIBED…), so that message is shown as
 * sent; only a request the server never answered gets the payment screen's own text
 * (docs/product/specification.md §8 Subscription payment).
 */
import { BILLING_MESSAGES as M } from '#shared/messages/billing.ts';
import { ApiError } from '#client/lib/api-client.ts';

export function paymentErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.paymentFailed;
  if (error.code === 'NETWORK_ERROR' || error.code === 'BAD_RESPONSE') return M.badResponse;
  return error.message || M.paymentFailed;
}
