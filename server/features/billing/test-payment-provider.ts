/**
 * The local test provider (docs/product/decisions.md, §1, docs/payments.md): accepts Stripe's published
 * test cards and keeps its subscriptions like Stripe would. Like Stripe, it tells the server what
 * happened through signed, Stripe-shaped events that it queues in its own table and delivers after
 * the request that caused them, as HTTP POSTs to its webhook path through the same route, signature
 * check and handler as Stripe's; a delivery that fails is retried with backoff, so a failing handler
 * can delay a payment's effect but not lose it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlanId } from '#shared/auth.schemas.ts';
import { luhnIsValid } from '#shared/rpps.ts';
import { ROUTES } from '#shared/routes.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Clock } from '#server/lib/clock.ts';
import { safeEqual } from '#server/lib/tokens.ts';
import { classifyEvent, type PaymentProvider, type ProviderSubscription, type ProviderSubscriptionStatus } from './payments.ts';
import { testPaymentRoutes } from './test-payment-provider.routes.ts';
import type { TestProviderRepo } from './test-provider.repo.ts';

const TEST_CARDS = {
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

interface QueuedEvent {
  id: string;
  /** The Stripe-shaped event, signed afresh at each delivery (the signature carries the time). */
  payload: string;
  createdAt: string;
  /** Order of creation within this process (events of one request share a millisecond). */
  sequence: number;
  attempts: number;
  /** Due time on the provider's clock; pushed forward while an instance is delivering it. */
  nextAttemptAt: string;
}

const TOLERANCE_SECONDS = 300;
/** How often the provider's billing engine ends or renews the subscriptions whose period is over. */
const SWEEP_INTERVAL_MS = 60_000;
/** How often queued events are looked for (those due for a retry, or queued by another instance or before a restart). */
const DELIVERY_POLL_MS = 1_000;
/** Time an instance has to deliver an event it claimed before another instance may try it. */
const DELIVERY_LEASE_MS = 60_000;

/** Wait before retry n (1, 2, …) of a failed delivery: 1 s, 2 s, 4 s, … up to an hour, like Stripe's backoff. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The local "hosted" checkout lives on our own site: send the browser back relatively (keeps its host and cookie). */
function sameOriginPath(url: string): string {
  const parsed = new URL(url, 'http://placeholder.invalid');
  return `${parsed.pathname}${parsed.search}`;
}
const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

function addOneMonth(date: Date): Date {
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
  /** The provider's own clock (tests move it to reach the end of a period; its events are signed with it). */
  now(): Date;
  advanceClock(ms: number): Promise<void>;
  /** Ends or renews subscriptions whose period is over, as Stripe's billing would. */
  sweep(): Promise<void>;
  /** Delivers the queued events that are due now, after the deliveries already under way (none once stopped). */
  deliverEvents(): Promise<void>;
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test';
}

export function createTestPaymentProvider(deps: {
  repo: TestProviderRepo;
  clock: Clock;
  secret: string;
  publicUrl: string;
  /** TEST_PAYMENTS_CLOCK_CONTROL: serve POST /api/test-payments/clock (end-to-end tests). */
  clockControl?: boolean;
}): TestPaymentProvider {
  const webhookSecret = createHmac('sha256', deps.secret).update('test-payments-webhook').digest('hex');
  let offsetMs = 0;
  const now = () => new Date(deps.clock.now().getTime() + offsetMs);
  /** The app whose webhook route receives the events, while started. */
  let target: FastifyInstance | undefined;
  let timers: NodeJS.Timeout[] = [];
  let sequence = 0;
  /** Delivery passes run one after another. */
  let deliveries: Promise<void> = Promise.resolve();

  function sign(payload: string, timestamp = Math.floor(now().getTime() / 1000)): string {
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  /** Queues the event (it survives a failing handler and a restart) and lets delivery happen after the current request. */
  async function emit(userId: string, type: string, object: object): Promise<void> {
    const eventId = id('evt');
    const created = now();
    const payload = JSON.stringify({ id: eventId, object: 'event', type, created: Math.floor(created.getTime() / 1000), data: { object } });
    const event: QueuedEvent = { id: eventId, payload, createdAt: created.toISOString(), sequence: sequence++, attempts: 0, nextAttemptAt: created.toISOString() };
    await deps.repo.put(event.id, 'event', userId, event, deps.clock.now());
    if (target) setImmediate(() => void deliverEvents());
  }

  function deliverEvents(): Promise<void> {
    deliveries = deliveries.then(deliverDue);
    return deliveries;
  }

  /** One pass: each due event is claimed, POSTed to the webhook path, then removed, or put back for a retry. Never throws. */
  async function deliverDue(): Promise<void> {
    const app = target;
    if (!app) return;
    try {
      const due = (await deps.repo.listKind<QueuedEvent>('event'))
        .filter((event) => Date.parse(event.nextAttemptAt) <= now().getTime())
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.sequence - b.sequence);
      for (const event of due) {
        const claimed = { ...event, nextAttemptAt: new Date(now().getTime() + DELIVERY_LEASE_MS).toISOString() };
        if (!(await deps.repo.replaceIf(event.id, 'event', 'nextAttemptAt', event.nextAttemptAt, claimed, deps.clock.now()))) continue;
        const failure = await post(app, event.payload);
        if (failure === undefined) {
          await deps.repo.remove(event.id, 'event');
          continue;
        }
        const attempts = event.attempts + 1;
        const retry = { ...claimed, attempts, nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)).toISOString() };
        await deps.repo.replaceIf(event.id, 'event', 'nextAttemptAt', claimed.nextAttemptAt, retry, deps.clock.now());
        app.log.warn({ event: event.id, attempts, failure, retryAt: retry.nextAttemptAt }, 'test provider: webhook delivery failed; it will be retried');
      }
    } catch (error) {
      app.log.error({ err: { message: (error as Error).message } }, 'test provider: event delivery pass failed');
    }
  }

  /** What Stripe does: a signed POST to the webhook endpoint; anything but a 2xx is a failure. */
  async function post(app: FastifyInstance, payload: string): Promise<string | undefined> {
    try {
      const response = await app.inject({ method: 'POST', url: provider.webhookPath, payload, headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) } });
      return response.statusCode >= 200 && response.statusCode < 300 ? undefined : `HTTP ${response.statusCode}`;
    } catch (error) {
      return (error as Error).message;
    }
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
    await emit(sub.userId, 'invoice.paid', { id: id('in'), object: 'invoice', subscription: sub.id, customer: sub.customerId, status: 'paid' });
  }

  const toProviderSubscription = (sub: TestSubscription): ProviderSubscription => ({
    id: sub.id,
    customerId: sub.customerId,
    userId: sub.userId,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodEnd: new Date(sub.currentPeriodEnd),
    plan: sub.plan,
  });

  const provider: TestPaymentProvider = {
    kind: 'test',
    webhookPath: '/api/webhooks/test-payments',
    priceIds: { basic: 'price_test_basic', premium: 'price_test_premium' },

    registerRoutes: (app) => testPaymentRoutes(app, { provider, clock: deps.clock, clockControl: deps.clockControl ?? false }),

    start(app) {
      if (target) return;
      target = app;
      timers = [
        // No billing engine of its own: end or renew the subscriptions whose period is over.
        setInterval(() => {
          provider.sweep().catch((error: unknown) => app.log.error({ err: { message: (error as Error).message } }, 'test provider sweep failed'));
        }, SWEEP_INTERVAL_MS),
        setInterval(() => void deliverEvents(), DELIVERY_POLL_MS),
      ];
      for (const timer of timers) timer.unref();
      void deliverEvents();
    },

    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      target = undefined;
      // Let a delivery under way end; what is still queued is delivered after the next start.
      await deliveries;
    },

    deliverEvents,
    now,

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
        await emit(sub.userId, 'customer.subscription.updated', toStripeSubscription(sub));
        throw new AppError('PAYMENT_CONFIRMATION_FAILED');
      }
      await markPaid(sub);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const sub = await loadSubscription(subscriptionId);
      sub.cancelAtPeriodEnd = true;
      await saveSubscription(sub);
      await emit(sub.userId, 'customer.subscription.updated', toStripeSubscription(sub));
      return toProviderSubscription(sub);
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
      await emit(checkout.userId, 'checkout.session.completed', { id: checkout.id, object: 'checkout.session', payment_status: 'paid', metadata: { userId: checkout.userId } });
      return sameOriginPath(checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(checkout.id)));
    },

    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(await loadSubscription(subscriptionId));
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
      // Between two delivery passes: an event signed before the jump would look stale after it.
      deliveries = deliveries.then(() => {
        offsetMs += ms;
      });
      await deliveries;
      await provider.sweep();
      // What the new time makes due (the sweep's events, retries) is delivered before the call returns.
      await deliverEvents();
    },

    async sweep() {
      const current = now();
      for (const sub of await deps.repo.listKind<TestSubscription>('subscription')) {
        if (new Date(sub.currentPeriodEnd).getTime() > current.getTime()) continue;
        if (sub.status === 'active' && sub.cancelAtPeriodEnd) {
          sub.status = 'canceled';
          await saveSubscription(sub);
          await emit(sub.userId, 'customer.subscription.deleted', toStripeSubscription(sub));
        } else if (sub.status === 'active') {
          sub.currentPeriodEnd = addOneMonth(new Date(sub.currentPeriodEnd)).toISOString();
          await saveSubscription(sub);
          await emit(sub.userId, 'invoice.paid', { id: id('in'), object: 'invoice', subscription: sub.id, customer: sub.customerId, status: 'paid' });
        } else if (sub.status === 'incomplete') {
          sub.status = 'incomplete_expired';
          await saveSubscription(sub);
        }
      }
    },
  };
  return provider;
}
