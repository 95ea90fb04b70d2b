/** The plans and prices the pricing page and registration step 2 offer (GET /api/billing/plans). */
import { useQuery } from '@tanstack/react-query';
import type { BillingPlans } from '#shared/billing.schemas.ts';
import { PLANS, TOP_UP_PACK } from '#shared/plans.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * Until the server answers, the plans are drawn from the shared constants, so the prerendered
 * pricing page already shows them and nothing moves when the answer arrives. The price ids are
 * the server's: paying waits for the real answer (`isPlaceholderData`).
 */
const PLACEHOLDER_PLANS: BillingPlans = {
  provider: 'test',
  plans: Object.values(PLANS).map((plan) => ({ ...plan, priceId: '' })),
  topUp: { ...TOP_UP_PACK },
};

export function useBillingPlans() {
  return useQuery({
    queryKey: ['billing', 'plans'],
    queryFn: () => apiRequest('/api/billing/plans', { schema: async () => (await import('#shared/billing.schemas.ts')).BillingPlansResponseSchema }),
    staleTime: Infinity,
    placeholderData: PLACEHOLDER_PLANS,
  });
}
