/**
 * The payment-provider seam (docs/product/decisions.md, §1): Stripe in production, the local test provider
 * offline. Both speak in Stripe's terms, and both feed the same event handler.
 */
import type { FastifyInstance } from 'fastify';
import type { PlanId } from '#shared/auth.schemas.ts';

export type ProviderSubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';

/** The provider's current view of a subscription (re-read on every event: deliveries are unordered). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  userId: string | null;
  status: ProviderSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  plan: PlanId | null;
}

export interface ProviderCheckout {
  id: string;
  paid: boolean;
  userId: string | null;
}

/** What a verified webhook tells us: which object to re-read. */
type ProviderEvent =
  | { id: string; type: string; object: 'subscription'; objectId: string }
  | { id: string; type: string; object: 'checkout'; objectId: string }
  | { id: string; type: string; object: 'ignored' };

interface CreateSubscriptionRequest {
  userId: string;
  email: string;
  name: string;
  customerId: string | null;
  paymentMethodId: string;
  plan: PlanId;
  /** Unique to this attempt: every provider write of the attempt derives its idempotency key from it. */
  idempotencyKey: string;
}

type CreateSubscriptionResult =
  | { status: 'active'; customerId: string; subscriptionId: string }
  | { status: 'requires_action'; clientSecret: string; customerId: string; subscriptionId: string };

export interface PaymentProvider {
  kind: 'test' | 'stripe';
  /** Where the provider posts its signed events (served by webhookRoutes; exempt from the same-origin check). */
  webhookPath: string;
  /** The provider's own HTTP routes (the test provider's card form, 3-D Secure and checkout page); Stripe hosts its own. */
  registerRoutes?(app: FastifyInstance): Promise<void>;
  /** Starts the provider's background work once `app` is ready (the test provider's billing engine); `app` logs its failures. */
  start(app: FastifyInstance): void;
  /** Ends that background work (the app is closing). */
  stop(): Promise<void>;
  /** The price identifiers the client must send back (checked against the plan). */
  priceIds: Record<PlanId, string>;
  createSubscription(request: CreateSubscriptionRequest): Promise<CreateSubscriptionResult>;
  /** Returns the subscription as the provider now sees it. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Immediate cancellation (account deletion). */
  cancelNow(subscriptionId: string): Promise<void>;
  createTopUpCheckout(request: { userId: string; email: string; customerId: string | null; successUrl: string; cancelUrl: string; idempotencyKey: string }): Promise<{ sessionId: string; url: string }>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  retrieveCheckout(id: string): Promise<ProviderCheckout>;
  /** Checks the signature on the raw body (300 s tolerance); throws on any mismatch. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);
const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Maps a Stripe-shaped event to the object to re-read. */
export function classifyEvent(event: { id: string; type: string; data: { object: Record<string, unknown> } }): ProviderEvent {
  const object = event.data.object;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const id = event.type.startsWith('invoice.') ? invoiceSubscriptionId(object) : (object.id as string | undefined);
    if (typeof id === 'string') return { id: event.id, type: event.type, object: 'subscription', objectId: id };
  }
  if (CHECKOUT_EVENTS.has(event.type) && typeof object.id === 'string') {
    return { id: event.id, type: event.type, object: 'checkout', objectId: object.id };
  }
  return { id: event.id, type: event.type, object: 'ignored' };
}

function invoiceSubscriptionId(invoice: Record<string, unknown>): string | undefined {
  // API versions differ: `subscription` on older ones, `parent.subscription_details.subscription` on newer.
  const direct = invoice.subscription;
  if (typeof direct === 'string') return direct;
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  const nested = parent?.subscription_details?.subscription;
  return typeof nested === 'string' ? nested : undefined;
}
