/**
 * Who may use the tools (pure; docs/payments.md). `active` keeps access; `past_due` (the provider
 * is retrying a failed renewal) and `cancelled` keep it until their access end date (period end
 * plus grace, period end); without a date they keep none. An access end date on an active
 * subscription is a complimentary one granted by an operator: it ends then.
 * It lives with authentication, whose guards (`requireSubscriber`) and profile need it; billing
 * reads it from here, so the dependency runs one way: billing → auth.
 */
import type { SubscriptionStatus } from '#shared/auth.schemas.ts';

interface AccessState {
  subscriptionStatus: SubscriptionStatus;
  accessEndDate?: Date | null;
}

export function hasActiveAccess(state: AccessState, now: Date): boolean {
  switch (state.subscriptionStatus) {
    case 'active':
      return state.accessEndDate == null || state.accessEndDate.getTime() > now.getTime();
    case 'past_due':
    case 'cancelled':
      return state.accessEndDate != null && state.accessEndDate.getTime() > now.getTime();
    default:
      return false;
  }
}
