/**
 * What other features may use of budget (docs/client-architecture.md, "Public files"): the account
 * page's usage block, and the chat's usage summary, warnings and estimates.
 */
export { BudgetWarning, LongMessageCost, RemainingAnswersLine } from './budget-estimate.tsx';
export { useRefreshUsageAfter, useUsageSummary } from './use-usage-summary.ts';
export { UsageBlock } from './usage-block.tsx';
