/**
 * The local test payment provider (docs/product/decisions.md §1): accepts Stripe's published test cards,
 * keeps its subscriptions like Stripe would, and emits Stripe-shaped, signed events that go
 * through the same webhook verification and handler as Stripe's.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { PlanId } from '#shared/auth.schemas.ts';
import { luhnIsValid } from '#shared/rpps.ts';
import { ROUTES } from '#shared/routes.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Clock } from '#server/lib/clock.ts';
import { safeEqual } from '#server/lib/tokens.ts';
import { classifyEvent, type PaymentProvider, type ProviderSubscription, type ProviderSubscriptionStatus } from './payments.ts';
import type { TestProviderRepo } from './test-provider.repo.ts';

export const TEST_CARDS = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000002500003155': 'authenticate',
} as const;
type CardBehaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

interface TestPaymentMethod {
  id: string;
  behaviour: CardBehaviour;
  last4: string;
}

interface TestSubscription {
  id: string;
  customerId: string;
  userId: string;
  plan: PlanId;
  status: ProviderSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  clientSecret: string | null;
}

interface TestCheckout {
  id: string;
  userId: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  successUrl: string;
  cancelUrl: string;
}

const TOLERANCE_SECONDS = 300;

/** The local "hosted" checkout lives on our own site: send the browser back relatively (keeps its host and cookie). */
function sameOriginPath(url: string): string {
  const parsed = new URL(url, 'http://placeholder.invalid');
  return `${parsed.pathname}${parsed.search}`;
}
const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export interface TestPaymentProvider extends PaymentProvider {
  kind: 'test';
  createPaymentMethod(card: { number: string; expMonth: number; expYear: number; cvc: string }): Promise<{ id: string }>;
  confirmPayment(clientSecret: string, outcome: 'succeed' | 'fail'): Promise<void>;
  getCheckout(sessionId: string): Promise<TestCheckout | undefined>;
  completeCheckout(sessionId: string, outcome: 'pay' | 'cancel'): Promise<string>;
  /** The provider's own clock (tests move it to reach the end of a period). */
  advanceClock(ms: number): Promise<void>;
  /** Ends or renews subscriptions whose period is over, as Stripe's billing would. */
  sweep(): Promise<void>;
  /** Where events are delivered: set by the billing service to its webhook handler. */
  onEvent(deliver: (rawBody: Buffer, signature: string) => Promise<void>): void;
  signPayload(payload: string, timestamp?: number): string;
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test';
}

export function createTestPaymentProvider(deps: { repo: TestProviderRepo; clock: Clock; secret: string; publicUrl: string }): TestPaymentProvider {
  const webhookSecret = createHmac('sha256', deps.secret).update('test-payments-webhook').digest('hex');
  let offsetMs = 0;
  let deliver: ((rawBody: Buffer, signature: string) => Promise<void>) | undefined;
  const now = () => new Date(deps.clock.now().getTime() + offsetMs);

  function sign(payload: string, timestamp = Math.floor(now().getTime() / 1000)): string {
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  async function emit(type: string, object: object): Promise<void> {
    const payload = JSON.stringify({ id: id('evt'), object: 'event', type, created: Math.floor(now().getTime() / 1000), data: { object } });
    if (!deliver) throw new Error('test payment provider: no event handler registered');
    await deliver(Buffer.from(payload), sign(payload));
  }

  const toStripeSubscription = (sub: TestSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    metadata: { userId: sub.userId, plan: sub.plan },
  });

  async function loadSubscription(subscriptionId: string): Promise<TestSubscription> {
    const sub = await deps.repo.get<TestSubscription>(subscriptionId, 'subscription');
    if (!sub) throw new AppError('PAYMENT_PROVIDER_ERROR');
    return sub;
  }

  async function saveSubscription(sub: TestSubscription): Promise<void> {
    await deps.repo.put(sub.id, 'subscription', sub.userId, sub, deps.clock.now());
  }

  async function markPaid(sub: TestSubscription): Promise<void> {
    sub.status = 'active';
    sub.clientSecret = null;
    await saveSubscription(sub);
    await emit('invoice.paid', { id: id('in'), object: 'invoice', subscription: sub.id, customer: sub.customerId, status: 'paid' });
  }

  return {
    kind: 'test',
    priceIds: { basic: 'price_test_basic', premium: 'price_test_premium' },

    onEvent(handler) {
      deliver = handler;
    },

    signPayload: sign,

    async createPaymentMethod(card) {
      const number = card.number.replace(/\D/g, '');
      if (number.length < 13 || !luhnIsValid(number)) throw new AppError('INVALID_PAYMENT_METHOD');
      const expiry = new Date(Date.UTC(card.expYear, card.expMonth, 1));
      if (expiry.getTime() <= now().getTime()) throw new AppError('CARD_DECLINED');
      const behaviour: CardBehaviour = (TEST_CARDS as Record<string, CardBehaviour | undefined>)[number] ?? 'decline';
      const method: TestPaymentMethod = { id: id('pm'), behaviour, last4: number.slice(-4) };
      await deps.repo.put(method.id, 'payment_method', null, method, deps.clock.now());
      return { id: method.id };
    },

    async createSubscription(request) {
      const method = await deps.repo.get<TestPaymentMethod>(request.paymentMethodId, 'payment_method');
      if (!method) throw new AppError('INVALID_PAYMENT_METHOD');
      if (method.behaviour === 'decline') throw new AppError('CARD_DECLINED');
      const customerId = request.customerId ?? id('cus');
      const sub: TestSubscription = {
        id: id('sub'),
        customerId,
        userId: request.userId,
        plan: request.plan,
        status: 'incomplete',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: addOneMonth(now()).toISOString(),
        clientSecret: method.behaviour === 'authenticate' ? `${id('pi')}_secret_${randomBytes(9).toString('base64url')}` : null,
      };
      await saveSubscription(sub);
      if (sub.clientSecret) return { status: 'requires_action', clientSecret: sub.clientSecret, customerId, subscriptionId: sub.id };
      await markPaid(sub);
      return { status: 'active', customerId, subscriptionId: sub.id };
    },

    async confirmPayment(clientSecret, outcome) {
      const subs = await deps.repo.listKind<TestSubscription>('subscription');
      const sub = subs.find((candidate) => candidate.clientSecret !== null && safeEqual(candidate.clientSecret, clientSecret));
      if (!sub || sub.status !== 'incomplete') throw new AppError('INVALID_PAYMENT_METHOD');
      if (outcome === 'fail') {
        sub.status = 'incomplete_expired';
        sub.clientSecret = null;
        await saveSubscription(sub);
        await emit('customer.subscription.updated', toStripeSubscription(sub));
        throw new AppError('PAYMENT_CONFIRMATION_FAILED');
      }
      await markPaid(sub);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const sub = await loadSubscription(subscriptionId);
      sub.cancelAtPeriodEnd = true;
      await saveSubscription(sub);
      await emit('customer.subscription.updated', toStripeSubscription(sub));
    },

    async cancelNow(subscriptionId) {
      const sub = await loadSubscription(subscriptionId);
      sub.status = 'canceled';
      await saveSubscription(sub);
    },

    async createTopUpCheckout(request) {
      const checkout: TestCheckout = {
        id: id('cs'),
        userId: request.userId,
        status: 'open',
        paid: false,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      };
      await deps.repo.put(checkout.id, 'checkout', request.userId, checkout, deps.clock.now());
      return { sessionId: checkout.id, url: `${ROUTES.testCheckout}?session=${encodeURIComponent(checkout.id)}` };
    },

    async getCheckout(sessionId) {
      return deps.repo.get<TestCheckout>(sessionId, 'checkout');
    },

    async completeCheckout(sessionId, outcome) {
      const checkout = await deps.repo.get<TestCheckout>(sessionId, 'checkout');
      if (!checkout || checkout.status !== 'open') throw new AppError('CHECKOUT_NOT_FOUND');
      if (outcome === 'cancel') {
        checkout.status = 'expired';
        await deps.repo.put(checkout.id, 'checkout', checkout.userId, checkout, deps.clock.now());
        return sameOriginPath(checkout.cancelUrl);
      }
      checkout.status = 'complete';
      checkout.paid = true;
      await deps.repo.put(checkout.id, 'checkout', checkout.userId, checkout, deps.clock.now());
      await emit('checkout.session.completed', { id: checkout.id, object: 'checkout.session', payment_status: 'paid', metadata: { userId: checkout.userId } });
      return sameOriginPath(checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(checkout.id)));
    },

    async retrieveSubscription(subscriptionId): Promise<ProviderSubscription> {
      const sub = await loadSubscription(subscriptionId);
      return {
        id: sub.id,
        customerId: sub.customerId,
        userId: sub.userId,
        status: sub.status,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        currentPeriodEnd: new Date(sub.currentPeriodEnd),
        plan: sub.plan,
      };
    },

    async retrieveCheckout(sessionId) {
      const checkout = await deps.repo.get<TestCheckout>(sessionId, 'checkout');
      if (!checkout) throw new AppError('CHECKOUT_NOT_FOUND');
      return { id: checkout.id, paid: checkout.paid, userId: checkout.userId };
    },

    verifyWebhook(rawBody, signature) {
      const parts = Object.fromEntries((signature ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
      const timestamp = Number(parts.t);
      const given = parts.v1 ?? '';
      const expected = createHmac('sha256', webhookSecret).update(`${timestamp}.${rawBody.toString('utf8')}`).digest('hex');
      if (!Number.isFinite(timestamp) || !safeEqual(given, expected)) throw new AppError('INVALID_SIGNATURE');
      if (Math.abs(now().getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new AppError('INVALID_SIGNATURE');
      let event: { id: string; type: string; data: { object: Record<string, unknown> } };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new AppError('INVALID_SIGNATURE');
      }
      return classifyEvent(event);
    },

    async advanceClock(ms) {
      offsetMs += ms;
      await this.sweep();
    },

    async sweep() {
      const current = now();
      for (const sub of await deps.repo.listKind<TestSubscription>('subscription')) {
        if (new Date(sub.currentPeriodEnd).getTime() > current.getTime()) continue;
        if (sub.status === 'active' && sub.cancelAtPeriodEnd) {
          sub.status = 'canceled';
          await saveSubscription(sub);
          await emit('customer.subscription.deleted', toStripeSubscription(sub));
        } else if (sub.status === 'active') {
          sub.currentPeriodEnd = addOneMonth(new Date(sub.currentPeriodEnd)).toISOString();
          await saveSubscription(sub);
          await emit('invoice.paid', { id: id('in'), object: 'invoice', subscription: sub.id, customer: sub.customerId, status: 'paid' });
        } else if (sub.status === 'incomplete') {
          sub.status = 'incomplete_expired';
          await saveSubscription(sub);
        }
      }
    },
  };
}
