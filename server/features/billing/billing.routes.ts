import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CancelSubscriptionInputSchema,
  CreateSubscriptionInputSchema,
  CreateTokenPurchaseInputSchema,
  type BillingPlans,
} from '#shared/billing.schemas.ts';
import type { OkResponse } from '#shared/common.schemas.ts';
import { AppError, parseInput } from '#server/lib/errors.ts';
import { requireSubscriber, requireUser } from '#server/features/auth/session.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BillingService } from './billing.service.ts';

const SessionIdSchema = z.object({ sessionId: z.string().min(1).max(300) });

/** The three calls of docs/product/specification.md §7, plus the plans the pricing page shows. */
export async function billingRoutes(app: FastifyInstance, { billing, clock }: { billing: BillingService; clock: Clock }): Promise<void> {
  app.get('/api/billing/plans', async (): Promise<BillingPlans> => billing.plans());

  app.post('/api/create-subscription', async (request) => {
    const auth = requireUser(request);
    return billing.createSubscription(auth, parseInput(CreateSubscriptionInputSchema, request.body));
  });

  app.post('/api/create-token-purchase', async (request) => {
    const auth = requireSubscriber(request, clock);
    return billing.createTokenPurchase(auth, parseInput(CreateTokenPurchaseInputSchema, request.body));
  });

  app.post('/api/billing/top-up/confirm', async (request) => {
    const auth = requireUser(request);
    return billing.confirmTopUp(auth, parseInput(SessionIdSchema, request.body).sessionId);
  });

  app.post('/api/cancel-subscription', async (request): Promise<OkResponse> => {
    const auth = requireUser(request);
    await billing.cancelSubscription(auth, parseInput(CancelSubscriptionInputSchema, request.body ?? {}).userId);
    return { success: true };
  });
}

/** Provider webhooks: the raw body is kept for the signature check. */
export async function webhookRoutes(app: FastifyInstance, { billing, path }: { billing: BillingService; path: string }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.post(path, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body)) throw new AppError('INVALID_SIGNATURE');
    await billing.handleWebhook(request.body, typeof signature === 'string' ? signature : undefined);
    return { received: true };
  });
}
