/**
 * Spec §4 payment flow: card payment method → create-subscription → confirm with the client
 * secret when `requires_action` → wait until the server reports the subscription active.
 */
import { MeResponseSchema, type PlanId } from '#shared/auth.schemas.ts';
import { BILLING_MESSAGES as M } from '#shared/messages/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { subscriptionErrorMessage } from './payment-errors.ts';

export class PaymentFlowError extends Error {}

/** Posts create-subscription; the body is read as text then parsed (docs/product/specification.md §7). */
export async function requestSubscription(body: { paymentMethodId: string; priceId: string; plan: PlanId }): Promise<{ status: string; client_secret?: string }> {
  let response: Response;
  try {
    response = await fetch('/api/create-subscription', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PaymentFlowError(M.badResponse);
  }
  const text = await response.text();
  let payload: { status?: unknown; client_secret?: unknown; message?: unknown; error?: unknown };
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    throw new PaymentFlowError(M.badResponse);
  }
  if (!response.ok) {
    const serverText = typeof payload.error === 'string' ? payload.error : typeof payload.message === 'string' ? payload.message : undefined;
    throw new PaymentFlowError(subscriptionErrorMessage(serverText));
  }
  return { status: String(payload.status), ...(typeof payload.client_secret === 'string' ? { client_secret: payload.client_secret } : {}) };
}

/** Polls the session until the webhook has activated the subscription (docs/product/decisions.md §3). */
export async function waitForActiveSubscription({ timeoutMs = 20_000, intervalMs = 700 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const me = await apiRequest('/api/auth/me', { schema: MeResponseSchema }).catch(() => null);
    if (me?.hasActiveSubscription) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
