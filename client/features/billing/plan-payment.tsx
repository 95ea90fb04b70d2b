/** Plan choice + card payment, shared by /pricing and registration step 2. */
import { lazy, Suspense, useId } from 'react';
import type { PlanId } from '#shared/auth.schemas.ts';
import { PRICING_MESSAGES as P } from '#shared/messages/billing.ts';
import { fillTemplate } from '#shared/messages/emails.ts';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { formatInteger } from '#client/lib/format.ts';
import { useBillingPlans } from './use-billing-plans.ts';

/** The card form and its validation load when a form is shown, not with the pricing page (docs/performance.md). */
const LazyCardPayment = lazy(() => import('./card-payment.tsx'));

export function PlanToggle({ value, onChange }: { value: PlanId; onChange: (plan: PlanId) => void }) {
  const plans = useBillingPlans().data?.plans ?? [];
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{P.toggleLabel}</legend>
      <div className="inline-flex rounded-lg border border-stone-200 bg-stone-100 p-1">
        {plans.map((plan) => (
          <label key={plan.id} className={`cursor-pointer whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold sm:px-5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${value === plan.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}>
            <input type="radio" name={name} value={plan.id} checked={value === plan.id} onChange={() => onChange(plan.id)} className="sr-only" />
            {plan.label} · {plan.price}&nbsp;€
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PlanSummary({ planId }: { planId: PlanId }) {
  const plan = useBillingPlans().data?.plans.find((candidate) => candidate.id === planId);
  if (!plan) return null;
  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-slate-900">{plan.price}</span>
        <span className="text-sm text-slate-600">{P.perMonth}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {fillTemplate(P.tokensLine, { input: formatInteger(plan.monthlyInputTokens), output: formatInteger(plan.monthlyOutputTokens) })}
      </p>
      <p className="text-xs text-slate-500">{P.billedMonthly}</p>
    </div>
  );
}

export function CardPayment(props: { planId: PlanId; onPaid: () => void }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyCardPayment {...props} />
    </Suspense>
  );
}
