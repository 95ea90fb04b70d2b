/** The month's usage summary, shared by the account page and the chat headers (one query). */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TokenUsageSummarySchema, type TokenUsageSummary } from '#shared/budget.schemas.ts';
import type { BudgetState } from '#shared/usage-estimate.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const USAGE_QUERY_KEY = ['budget', 'usage'] as const;

export function useUsageSummary() {
  return useQuery({
    queryKey: USAGE_QUERY_KEY,
    queryFn: () => apiRequest('/api/budget/usage', { schema: TokenUsageSummarySchema }),
    staleTime: 30_000,
  });
}

export function budgetStateOf(summary: TokenUsageSummary): BudgetState {
  return { ...summary, period: summary.lastResetDate };
}

/** Refreshes the summary when an answer ends (`busy` goes from true to false). */
export function useRefreshUsageAfter(busy: boolean): void {
  const queryClient = useQueryClient();
  const was = useRef(busy);
  useEffect(() => {
    if (was.current && !busy) void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    was.current = busy;
  }, [busy, queryClient]);
}
