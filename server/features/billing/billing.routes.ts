import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CancelSubscriptionInputSchema,
  CreateSubscriptionInputSchema,
  CreateTokenPurchaseInputSchema,
  TestConfirmInputSchema,
  TestPaymentMethodInputSchema,
  type BillingPlans,
} from '#shared/billing.schemas.ts';
import type { OkResponse } from '#shared/common.schemas.ts';
import { TOP_UP_PACK } from '#shared/plans.ts';
import { AppError, parseInput } from '#server/lib/errors.ts';
import { requireSubscriber, requireUser } from '#server/features/auth/session.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BillingService } from './billing.service.ts';
import type { TestPaymentProvider } from './test-payment-provider.ts';

const SessionIdSchema = z.object({ sessionId: z.string().min(1).max(300) });

/** The spec's three calls (§7), plus the plans the pricing page shows. */
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

const CheckoutParamsSchema = z.object({ id: z.string().min(1).max(200) });
const CheckoutOutcomeSchema = z.object({ outcome: z.enum(['pay', 'cancel']) });
const ClockSchema = z.object({ days: z.number().min(0).max(400) });

/** The local test provider's "hosted" parts: card tokenisation, 3-D Secure, checkout page. */
export async function testPaymentRoutes(
  app: FastifyInstance,
  { provider, clock, clockControl }: { provider: TestPaymentProvider; clock: Clock; clockControl: boolean },
): Promise<void> {
  app.post('/api/test-payments/payment-methods', async (request) => {
    requireUser(request);
    return provider.createPaymentMethod(parseInput(TestPaymentMethodInputSchema, request.body));
  });

  app.post('/api/test-payments/confirm', async (request): Promise<OkResponse> => {
    requireUser(request);
    const { clientSecret, outcome } = parseInput(TestConfirmInputSchema, request.body);
    await provider.confirmPayment(clientSecret, outcome);
    return { success: true };
  });

  /** The subscriber's own checkout session; anyone else's reads as not found. */
  async function ownCheckout(request: FastifyRequest) {
    const auth = requireSubscriber(request, clock);
    const checkout = await provider.getCheckout(parseInput(CheckoutParamsSchema, request.params).id);
    if (!checkout || checkout.userId !== auth.user.id) throw new AppError('CHECKOUT_NOT_FOUND');
    return checkout;
  }

  app.get('/api/test-payments/checkout/:id', async (request) => {
    const checkout = await ownCheckout(request);
    return { id: checkout.id, status: checkout.status, ...TOP_UP_PACK };
  });

  app.post('/api/test-payments/checkout/:id/complete', async (request) => {
    const checkout = await ownCheckout(request);
    const redirectUrl = await provider.completeCheckout(checkout.id, parseInput(CheckoutOutcomeSchema, request.body).outcome);
    return { redirectUrl };
  });

  if (clockControl) {
    // Only with TEST_PAYMENTS_CLOCK_CONTROL=true outside production: end-to-end tests reach the end of a period.
    app.post('/api/test-payments/clock', async (request): Promise<OkResponse> => {
      await provider.advanceClock(parseInput(ClockSchema, request.body).days * 86_400_000);
      return { success: true };
    });
  }
}
