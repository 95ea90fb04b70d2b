import type { FastifyInstance } from 'fastify';
import type { TokenUsageSummary } from '#shared/budget.schemas.ts';
import { requireSubscriber } from '#server/http/session.ts';
import type { Clock } from '#server/lib/clock.ts';
import { planOrBasic } from './budget-math.ts';
import type { BudgetService } from './budget.service.ts';

export async function budgetRoutes(app: FastifyInstance, { budget, clock }: { budget: BudgetService; clock: Clock }): Promise<void> {
  /** The account page's token-usage block. */
  app.get('/api/budget/usage', async (request, reply): Promise<TokenUsageSummary> => {
    const { user } = requireSubscriber(request, clock);
    void reply.header('Cache-Control', 'no-store');
    return budget.summary(user.id, planOrBasic(user.subscriptionPlan));
  });
}
