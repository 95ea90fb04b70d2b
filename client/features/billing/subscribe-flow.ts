/**
 * Payment flow of docs/product/specification.md §4: card payment method → create-subscription → confirm with the client
 * secret when `requires_action` → wait until the server reports the subscription active.
 */
import { MeResponseSchema, type PlanId } from '#shared/auth.schemas.ts';
import { CreateSubscriptionResponseSchema } from '#shared/billing.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { paymentErrorMessage } from './payment-errors.ts';

export class PaymentFlowError extends Error {}

/** Posts create-subscription through the API client; a refusal becomes a PaymentFlowError with its French message. */
export async function requestSubscription(body: { paymentMethodId: string; priceId: string; plan: PlanId }): Promise<{ status: string; client_secret?: string }> {
  try {
    return await apiRequest('/api/create-subscription', { method: 'POST', body, schema: CreateSubscriptionResponseSchema });
  } catch (failure) {
    throw new PaymentFlowError(paymentErrorMessage(failure));
  }
}

/** Polls the session until the webhook has activated the subscription (docs/product/decisions.md, §3). */
export async function waitForActiveSubscription({ timeoutMs = 20_000, intervalMs = 700 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const me = await apiRequest('/api/auth/me', { schema: MeResponseSchema }).catch(() => null);
    if (me?.hasActiveSubscription) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
