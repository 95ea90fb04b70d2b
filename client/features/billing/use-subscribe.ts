import { useState } from 'react';
import type { PlanId } from '#shared/auth.schemas.ts';
import { BILLING_MESSAGES as M } from '#shared/messages/billing.ts';
import { useAuth } from '#client/features/auth/public.ts';
import { PaymentFlowError, requestSubscription, waitForActiveSubscription } from './subscribe-flow.ts';

export type SubscribePhase = 'idle' | 'paying' | 'activating' | 'done';

interface CardAdapter {
  /** Creates the card payment method; throws PaymentFlowError with a French message. */
  createPaymentMethod(): Promise<string>;
  /** Confirms a payment that requires action (3-D Secure). */
  confirm(clientSecret: string): Promise<void>;
}

/** The provider-independent part of paying for a plan. */
export function useSubscribe(plan: { id: PlanId; priceId: string } | undefined, onPaid: () => void) {
  const { user, refresh } = useAuth();
  const [phase, setPhase] = useState<SubscribePhase>('idle');
  const [error, setError] = useState<string | null>(null);

  async function subscribe(card: CardAdapter | null): Promise<void> {
    setError(null);
    if (!user || !card || !plan) {
      setError(M.serviceUnavailable);
      return;
    }
    setPhase('paying');
    try {
      const paymentMethodId = await card.createPaymentMethod();
      const result = await requestSubscription({ paymentMethodId, priceId: plan.priceId, plan: plan.id });
      if (result.status === 'requires_action' && result.client_secret) await card.confirm(result.client_secret);
      setPhase('activating');
      const active = await waitForActiveSubscription();
      if (!active) {
        setError(M.activationTimeout);
        setPhase('idle');
        return;
      }
      await refresh();
      setPhase('done');
      onPaid();
    } catch (failure) {
      setError(failure instanceof PaymentFlowError ? failure.message : M.paymentFailed);
      setPhase('idle');
    }
  }

  return { phase, error, subscribe };
}
