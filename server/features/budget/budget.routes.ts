import type { FastifyInstance } from 'fastify';
import type { TokenUsageSummary } from '#shared/budget.schemas.ts';
import { requireSubscriber } from '#server/features/auth/session.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BudgetService } from './budget.service.ts';

export async function budgetRoutes(app: FastifyInstance, { budget, clock }: { budget: BudgetService; clock: Clock }): Promise<void> {
  /** The account page's token-usage block. */
  app.get('/api/budget/usage', async (request, reply): Promise<TokenUsageSummary> => {
    const { user } = requireSubscriber(request, clock);
    void reply.header('Cache-Control', 'no-store');
    return budget.summary(user.id, user.subscriptionPlan ?? 'basic');
  });
}

/** Reconciles every minute, and once more when the server closes (docs/chat-streaming.md). */
export function registerBudgetReconciliation(
  app: FastifyInstance,
  budget: BudgetService,
  everyMs = 60_000,
): void {
  const run = async () => {
    try {
      const result = await budget.reconcile();
      if (result.settled > 0 || result.released > 0 || result.stillPending > 0) app.log.warn(result, 'budget reconciliation');
    } catch (error) {
      app.log.warn({ err: { type: (error as Error).name } }, 'budget reconciliation failed');
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await run();
  });
}
