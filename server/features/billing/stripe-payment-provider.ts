/**
 * Stripe, through the official SDK: subscriptions created `default_incomplete` and confirmed
 * in the browser with the invoice's client secret, cancel at period end, Checkout for top-ups,
 * webhooks verified on the raw body. Every write carries an idempotency key (docs/payments.md): a
 * retried call, by the SDK or by us, cannot create a second customer, subscription or session.
 */
import Stripe from 'stripe';
import type { PlanId } from '#shared/auth.schemas.ts';
import { AppError } from '#server/lib/errors.ts';
import { classifyEvent, type PaymentProvider, type ProviderSubscription, type ProviderSubscriptionStatus } from './payments.ts';

interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { basic: string; premium: string; topUp: string };
  /** Tests point the SDK at a local server. */
  host?: { host: string; port: number; protocol: 'http' | 'https' };
}

const TOLERANCE_SECONDS = 300;

export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 30_000, ...(settings.host ?? {}) });
  const planOfPrice = (priceId: string | undefined): PlanId | null =>
    priceId === settings.prices.premium ? 'premium' : priceId === settings.prices.basic ? 'basic' : null;

  const toProviderSubscription = (subscription: Stripe.Subscription): ProviderSubscription => {
    const item = subscription.items.data[0];
    const periodEnd = item?.current_period_end;
    return {
      id: subscription.id,
      customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
      userId: subscription.metadata.userId ?? null,
      status: subscription.status as ProviderSubscriptionStatus,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000) : null,
      plan: planOfPrice(item?.price.id),
    };
  };

  const wrap = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof Stripe.errors.StripeCardError) throw new AppError('CARD_DECLINED');
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError('INVALID_PAYMENT_METHOD');
      throw new AppError('PAYMENT_PROVIDER_ERROR');
    }
  };

  return {
    kind: 'stripe',
    webhookPath: '/api/webhooks/stripe',
    // Stripe runs its billing and delivers its events itself.
    start: () => undefined,
    stop: async () => undefined,
    priceIds: { basic: settings.prices.basic, premium: settings.prices.premium },

    createSubscription: (request) =>
      wrap(async () => {
        const key = request.idempotencyKey;
        const customerId =
          request.customerId ??
          (await stripe.customers.create({ email: request.email, name: request.name, metadata: { userId: request.userId } }, { idempotencyKey: `${key}-customer` })).id;
        await stripe.paymentMethods.attach(request.paymentMethodId, { customer: customerId }, { idempotencyKey: `${key}-attach` });
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: request.paymentMethodId } }, { idempotencyKey: `${key}-default-method` });
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: settings.prices[request.plan] }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId: request.userId, plan: request.plan },
            expand: ['latest_invoice.confirmation_secret'],
          },
          { idempotencyKey: `${key}-subscription` },
        );
        if (subscription.status === 'active') return { status: 'active', customerId, subscriptionId: subscription.id };
        const invoice = subscription.latest_invoice;
        const clientSecret = typeof invoice === 'object' && invoice ? invoice.confirmation_secret?.client_secret : undefined;
        if (!clientSecret) throw new AppError('PAYMENT_PROVIDER_ERROR');
        return { status: 'requires_action', clientSecret, customerId, subscriptionId: subscription.id };
      }),

    cancelAtPeriodEnd: (subscriptionId) =>
      wrap(async () =>
        toProviderSubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey: `cancel-at-period-end-${subscriptionId}` })),
      ),

    cancelNow: (subscriptionId) =>
      wrap(async () => {
        await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${subscriptionId}` });
      }),

    createTopUpCheckout: (request) =>
      wrap(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [{ price: settings.prices.topUp, quantity: 1 }],
            ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
            client_reference_id: request.userId,
            metadata: { userId: request.userId, kind: 'top-up' },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            locale: 'fr',
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR');
        return { sessionId: session.id, url: session.url };
      }),

    retrieveSubscription: (subscriptionId) => wrap(async () => toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId))),

    retrieveCheckout: (sessionId) =>
      wrap(async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return { id: session.id, paid: session.payment_status === 'paid', userId: session.metadata?.userId ?? session.client_reference_id ?? null };
      }),

    verifyWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret, TOLERANCE_SECONDS);
      } catch {
        throw new AppError('INVALID_SIGNATURE');
      }
      return classifyEvent(event as unknown as { id: string; type: string; data: { object: Record<string, unknown> } });
    },
  };
}
