/**
 * Who may use the tools (pure). `active` and `past_due` (the provider is retrying a failed
 * renewal) keep access; `cancelled` keeps it until the end of the paid period. An access end
 * date on an active subscription is a complimentary one granted by an operator: it ends then.
 */
import type { SubscriptionStatus } from '#shared/auth.schemas.ts';

export interface AccessState {
  subscriptionStatus: string;
  accessEndDate?: Date | null;
}

export function hasActiveAccess(state: AccessState, now: Date): boolean {
  switch (state.subscriptionStatus as SubscriptionStatus) {
    case 'active':
    case 'past_due':
      return state.accessEndDate == null || state.accessEndDate.getTime() > now.getTime();
    case 'cancelled':
      return state.accessEndDate != null && state.accessEndDate.getTime() > now.getTime();
    default:
      return false;
  }
}
