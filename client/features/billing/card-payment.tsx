/** The card payment of a plan (test provider's form or Stripe Elements), loaded on demand by plan-payment.tsx. */
import { lazy, Suspense } from 'react';
import type { PlanId } from '#shared/auth.schemas.ts';
import { PRICING_MESSAGES as P } from '#shared/messages/billing.ts';
import { fillTemplate } from '#shared/messages/emails.ts';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { useBillingPlans } from './use-billing-plans.ts';
import { TestCardForm } from './test-card-form.tsx';
import { useSubscribe } from './use-subscribe.ts';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

export default function CardPayment({ planId, onPaid }: { planId: PlanId; onPaid: () => void }) {
  const config = useAppConfig();
  const plans = useBillingPlans();
  const plan = plans.data?.plans.find((candidate) => candidate.id === planId);
  const { phase, error, subscribe } = useSubscribe(plan, onPaid);
  // Until the server has said which provider runs, showing a card form could show the wrong one.
  if (plans.isPending || plans.isPlaceholderData || !config.loaded) return <FullPageSpinner />;
  const submitLabel = fillTemplate(P.paySubmit, { price: String(plan?.price ?? '') });
  const onSubmit = (card: Parameters<typeof subscribe>[0]) => void subscribe(card);
  if (config.paymentProvider === 'stripe' && config.stripePublishableKey) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <StripeCardForm publishableKey={config.stripePublishableKey} submitLabel={submitLabel} phase={phase} error={error} onSubmit={onSubmit} />
      </Suspense>
    );
  }
  return <TestCardForm submitLabel={submitLabel} phase={phase} error={error} onSubmit={onSubmit} />;
}
