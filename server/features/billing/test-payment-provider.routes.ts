/** The local test provider's "hosted" parts (card tokenisation, 3-D Secure, checkout page), registered by the provider itself. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TestConfirmInputSchema, TestPaymentMethodInputSchema } from '#shared/billing.schemas.ts';
import type { OkResponse } from '#shared/common.schemas.ts';
import { TOP_UP_PACK } from '#shared/plans.ts';
import { AppError, parseInput } from '#server/lib/errors.ts';
import { requireSubscriber, requireUser } from '#server/features/auth/session.ts';
import type { Clock } from '#server/lib/clock.ts';

const CheckoutParamsSchema = z.object({ id: z.string().min(1).max(200) });
const CheckoutOutcomeSchema = z.object({ outcome: z.enum(['pay', 'cancel']) });
const ClockSchema = z.object({ days: z.number().min(0).max(400) });

/** What these routes ask of the local provider (test-payment-provider.ts implements it and registers them). */
export interface TestPaymentActions {
  createPaymentMethod(card: { number: string; expMonth: number; expYear: number; cvc: string }): Promise<{ id: string }>;
  confirmPayment(clientSecret: string, outcome: 'succeed' | 'fail'): Promise<void>;
  getCheckout(sessionId: string): Promise<{ id: string; userId: string; status: 'open' | 'complete' | 'expired' } | undefined>;
  completeCheckout(sessionId: string, outcome: 'pay' | 'cancel'): Promise<string>;
  advanceClock(ms: number): Promise<void>;
}

export async function testPaymentRoutes(
  app: FastifyInstance,
  { provider, clock, clockControl }: { provider: TestPaymentActions; clock: Clock; clockControl: boolean },
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
