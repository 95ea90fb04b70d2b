/** The account page's token-usage block (docs/product/specification.md §2, §5 token-usage validation, docs/product/decisions.md, §4). */
import { z } from 'zod';
import './validation.ts';

const DailyUsageSchema = z.object({
  /** Day of the month (1–31), Europe/Paris. */
  day: z.number().int(),
  inputTokens: z.number(),
  outputTokens: z.number(),
});

const ChatTypeUsageSchema = z.object({ answers: z.number(), inputTokens: z.number(), outputTokens: z.number() });

export const TokenUsageSummarySchema = z.object({
  /** tokenUsage of docs/product/specification.md §3, with the field names it gives. */
  inputTokens: z.number(),
  outputTokens: z.number(),
  lastResetDate: z.string(),
  purchasedInputTokens: z.number(),
  purchasedOutputTokens: z.number(),
  inputAllowance: z.number(),
  outputAllowance: z.number(),
  percentUsed: z.number(),
  plan: z.enum(['basic', 'premium']),
  daily: z.array(DailyUsageSchema),
  /** This month's completed answers per assistant, for "≈ N restants" (docs/budget.md). */
  byChatType: z
    .object({
      period: z.string(),
      usage: z.partialRecord(z.enum(['diagnostic', 'notes', 'documents']), ChatTypeUsageSchema),
    })
    .optional(),
});
export type TokenUsageSummary = z.infer<typeof TokenUsageSummarySchema>;
