/**
 * Pure decisions of the subscription state machine (docs/payments.md):
 * inactive → active → cancelled (at period end) → inactive; past_due on a failed renewal, with
 * access until the period end plus a grace; unpaid, canceled, incomplete_expired: inactive.
 * Access is granted only once the provider reports the subscription paid (active).
 */
import type { PlanId, SubscriptionStatus } from '#shared/auth.schemas.ts';
import type { ProviderSubscription } from './payments.ts';

/** How long a `past_due` subscription keeps access after the end of its paid period (docs/payments.md). */
const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60_000;

export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus;
  subscriptionPlan: PlanId | null;
  paymentSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  accessEndDate: Date | null;
}

export function deriveState(subscription: ProviderSubscription): SubscriptionState {
  const base = { subscriptionPlan: subscription.plan, paymentSubscriptionId: subscription.id, currentPeriodEnd: subscription.currentPeriodEnd };
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return subscription.cancelAtPeriodEnd
        ? { ...base, subscriptionStatus: 'cancelled', accessEndDate: subscription.currentPeriodEnd }
        : { ...base, subscriptionStatus: 'active', accessEndDate: null };
    case 'past_due':
      // The provider is retrying a failed renewal: access lasts until the paid period's end plus the grace.
      return { ...base, subscriptionStatus: 'past_due', accessEndDate: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd.getTime() + PAST_DUE_GRACE_MS) : null };
    default:
      // unpaid (the provider gave up), incomplete (not paid yet), incomplete_expired, canceled, paused: no access.
      return { ...base, subscriptionStatus: 'inactive', accessEndDate: null };
  }
}

/**
 * Whether a snapshot of `subscription` may overwrite the user's current billing state.
 * A late event about an older subscription must not end the access a newer one granted.
 */
export function shouldApply(current: { paymentSubscriptionId: string | null; subscriptionStatus: string }, next: SubscriptionState): boolean {
  if (current.paymentSubscriptionId === null || current.paymentSubscriptionId === next.paymentSubscriptionId) return true;
  return current.subscriptionStatus === 'inactive' && next.subscriptionStatus !== 'inactive';
}
