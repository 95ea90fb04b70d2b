/** Spec §8 "Subscription payment": the server's error text mapped by its substrings. */
import { BILLING_MESSAGES as M } from '#shared/messages/billing.ts';

export function subscriptionErrorMessage(serverText: string | undefined): string {
  if (!serverText) return M.paymentFailed;
  if (serverText.includes('attach payment method')) return M.attachFailed;
  if (serverText.includes('Card error')) return M.cardError;
  if (serverText.includes('Invalid request')) return M.invalidRequest;
  if (serverText.includes('Database connection error')) return M.databaseError;
  return serverText;
}
