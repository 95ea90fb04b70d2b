/**
 * Subscriptions and top-ups (docs/product/decisions.md, §3). The session's user is the only identity;
 * prices and amounts come from shared/plans.ts. The billing state is only ever derived from the
 * provider's own view of a subscription (docs/payments.md): applied by the webhook handler, and on
 * the spot when the provider answers a cancellation or an earlier attempt turns out to be paid.
 */
import { randomUUID } from 'node:crypto';
import type { CreateSubscriptionInput, CreateTokenPurchaseInput, BillingPlans } from '#shared/billing.schemas.ts';
import { PLAN_ALIASES, PLANS, TOP_UP_PACK } from '#shared/plans.ts';
import { ROUTES } from '#shared/routes.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { CurrentAuth } from '#server/features/auth/auth.service.ts';
import type { BudgetService } from '#server/features/budget/budget.service.ts';
import type { AccountDataSource } from '#server/features/account/account.service.ts';
import type { BillingRepo } from './billing.repo.ts';
import type { PaymentProvider, ProviderCheckout, ProviderSubscription, ProviderSubscriptionStatus } from './payments.ts';
import { hasActiveAccess } from '#server/features/auth/subscription-access.ts';
import { deriveState, shouldApply } from './subscription-state.ts';

interface BillingServiceDeps {
  repo: BillingRepo;
  provider: PaymentProvider;
  clock: Clock;
  /** Paid top-ups are credited by the budget, the only writer of its tables. */
  budget: Pick<BudgetService, 'credit'>;
  publicUrl: string;
  logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

function assertOwnUser(auth: CurrentAuth, userId: string | undefined): void {
  // The payloads of docs/product/specification.md §7 carry a userId: accepted for compatibility, refused when it is not the session's.
  if (userId !== undefined && userId !== auth.user.id) throw new AppError('FORBIDDEN_USER');
}

/** How long a subscribe attempt may hold the user's lock (longer than the provider's timeouts and retries). */
const SUBSCRIBE_LOCK_MS = 5 * 60_000;

/** Provider statuses of a subscription that can never bill again. */
const ENDED_STATUSES = new Set<ProviderSubscriptionStatus>(['canceled', 'incomplete_expired']);

export function createBillingService(deps: BillingServiceDeps) {
  const { repo, provider, clock } = deps;

  async function applySubscription(subscription: ProviderSubscription): Promise<void> {
    const userId = subscription.userId ?? (await repo.findUserIdByCustomer(subscription.customerId));
    if (!userId) {
      deps.logger.info({ subscription: subscription.id }, 'payment event for an unknown user ignored');
      return;
    }
    const current = await repo.findBillingState(userId);
    if (!current) return;
    const next = deriveState(subscription);
    if (shouldApply(current, next)) await repo.applyState(userId, next, clock.now());
  }

  async function applyCheckout(checkout: ProviderCheckout): Promise<boolean> {
    if (!checkout.paid) return false;
    return repo.creditPurchase(checkout.id, clock.now(), (purchase, within) =>
      deps.budget.credit(purchase.userId, { inputTokens: purchase.inputTokens, outputTokens: purchase.outputTokens }, within),
    );
  }

  return {
    plans(): BillingPlans {
      return {
        provider: provider.kind,
        plans: Object.values(PLANS).map((plan) => ({ ...plan, priceId: provider.priceIds[plan.id] })),
        topUp: { ...TOP_UP_PACK },
      };
    },

    /**
     * One subscription per user whatever the concurrency (docs/payments.md): the attempt runs
     * under the user's subscribe lock, re-reads the billing state under it, and first ends the
     * unpaid subscription a previous attempt may have left (abandoned confirmation).
     */
    async createSubscription(auth: CurrentAuth, input: CreateSubscriptionInput) {
      assertOwnUser(auth, input.userId);
      const plan = PLAN_ALIASES[input.plan];
      if (!plan || provider.priceIds[plan] !== input.priceId) throw new AppError('INVALID_PLAN');
      if (hasActiveAccess(auth.user, clock.now())) throw new AppError('ALREADY_SUBSCRIBED');
      const now = clock.now();
      const lockUntil = new Date(now.getTime() + SUBSCRIBE_LOCK_MS);
      const locked = await repo.claimSubscribeLock(auth.user.id, now, lockUntil);
      if (!locked) throw new AppError('SUBSCRIPTION_IN_PROGRESS');
      let customerId = locked.paymentCustomerId ?? undefined;
      let pendingSubscriptionId: string | null | undefined;
      try {
        if (hasActiveAccess(locked, clock.now())) throw new AppError('ALREADY_SUBSCRIBED');
        if (locked.pendingSubscriptionId) {
          const previous = await provider.retrieveSubscription(locked.pendingSubscriptionId);
          if (previous.status === 'active' || previous.status === 'trialing') {
            // Paid in the meantime (its event may still be on its way): that one is the subscription.
            await applySubscription(previous);
            throw new AppError('ALREADY_SUBSCRIBED');
          }
          // Unpaid, abandoned or past its grace: end it before creating the new one, so only one can bill.
          if (!ENDED_STATUSES.has(previous.status)) await provider.cancelNow(previous.id);
          pendingSubscriptionId = null;
        }
        const result = await provider.createSubscription({
          userId: auth.user.id,
          email: auth.user.email,
          name: auth.user.name,
          customerId: customerId ?? null,
          paymentMethodId: input.paymentMethodId,
          plan,
          idempotencyKey: `subscribe-${auth.user.id}-${randomUUID()}`,
        });
        customerId = result.customerId;
        pendingSubscriptionId = result.subscriptionId;
        return result.status === 'requires_action' ? { status: result.status, client_secret: result.clientSecret } : { status: result.status };
      } finally {
        await repo.releaseSubscribeLock(auth.user.id, lockUntil, { ...(customerId ? { customerId } : {}), ...(pendingSubscriptionId !== undefined ? { pendingSubscriptionId } : {}) });
      }
    },

    async createTokenPurchase(auth: CurrentAuth, input: CreateTokenPurchaseInput) {
      assertOwnUser(auth, input.userId);
      if (input.inputAmount !== TOP_UP_PACK.inputTokens || input.outputAmount !== TOP_UP_PACK.outputTokens || input.price !== TOP_UP_PACK.price) {
        throw new AppError('INVALID_AMOUNT');
      }
      const back = `${deps.publicUrl}${ROUTES.account}`;
      const session = await provider.createTopUpCheckout({
        userId: auth.user.id,
        email: auth.user.email,
        customerId: auth.user.paymentCustomerId,
        successUrl: `${back}?topup=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${back}?topup=cancelled`,
        idempotencyKey: `topup-${auth.user.id}-${randomUUID()}`,
      });
      await repo.createPurchase({
        checkoutSessionId: session.sessionId,
        userId: auth.user.id,
        inputTokens: TOP_UP_PACK.inputTokens,
        outputTokens: TOP_UP_PACK.outputTokens,
        priceEuros: TOP_UP_PACK.price,
        status: 'pending',
        createdAt: clock.now(),
      });
      return session;
    },

    /** The browser's return from checkout: credits once if the provider says it is paid. */
    async confirmTopUp(auth: CurrentAuth, sessionId: string): Promise<{ credited: boolean }> {
      const purchase = await repo.findPurchase(sessionId);
      if (!purchase || purchase.userId !== auth.user.id) throw new AppError('CHECKOUT_NOT_FOUND');
      if (purchase.status === 'paid') return { credited: true };
      return { credited: await applyCheckout(await provider.retrieveCheckout(sessionId)) };
    },

    async cancelSubscription(auth: CurrentAuth, userId: string | undefined): Promise<void> {
      assertOwnUser(auth, userId);
      const status = auth.user.subscriptionStatus;
      if (!auth.user.paymentSubscriptionId || (status !== 'active' && status !== 'past_due')) throw new AppError('NO_SUBSCRIPTION');
      // Applied at once from the provider's answer, so the page shows it; the event that follows changes nothing.
      await applySubscription(await provider.cancelAtPeriodEnd(auth.user.paymentSubscriptionId));
    },

    /** Verified, claimed once, then applied by re-reading the provider's object. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const event = provider.verifyWebhook(rawBody, signature);
      if (!(await repo.claimEvent(event.id, event.type, clock.now()))) return;
      try {
        if (event.object === 'subscription') await applySubscription(await provider.retrieveSubscription(event.objectId));
        else if (event.object === 'checkout') await applyCheckout(await provider.retrieveCheckout(event.objectId));
      } catch (error) {
        // Let the provider deliver it again.
        await repo.releaseEvent(event.id);
        throw error;
      }
    },

    dataSource(): AccountDataSource {
      return {
        name: 'billing',
        export: async (userId) => ({ tokenPurchases: await repo.listPurchases(userId) }),
        beforeDelete: async (userId) => {
          const state = await repo.findBillingState(userId);
          if (state?.paymentSubscriptionId && state.subscriptionStatus !== 'inactive') await provider.cancelNow(state.paymentSubscriptionId);
        },
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
