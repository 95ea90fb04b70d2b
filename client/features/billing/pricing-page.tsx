import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanId } from '#shared/auth.schemas.ts';
import { PRICING_MESSAGES as P } from '#shared/messages/billing.ts';
import { fillTemplate } from '#shared/messages/emails.ts';
import { PLANS } from '#shared/plans.ts';
import { ROUTES } from '#shared/routes.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/public.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { CardPayment, PlanSummary, PlanToggle } from './plan-payment.tsx';

export function PaymentSuccess({ plan }: { plan: PlanId }) {
  return (
    <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-center sm:p-8">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-12 text-emerald-600" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="M7.5 12.5l3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="mt-3 text-2xl font-semibold text-emerald-900">{P.successTitle}</h2>
      <p className="mt-2 text-emerald-900">{fillTemplate(P.successBody, { plan: PLANS[plan].label })}</p>
      <Link to={ROUTES.chatDiagnostic} className={buttonClass('primary', 'mt-6')}>
        {P.successCta}
      </Link>
    </div>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>;
}

function Features() {
  return (
    <ul className="mt-6 space-y-3 text-sm text-slate-700">
      {P.common.map((feature) => (
        <li key={feature} className="flex gap-3">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-700" fill="currentColor">
            <path fillRule="evenodd" d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" clipRule="evenodd" />
          </svg>
          {feature}
        </li>
      ))}
    </ul>
  );
}

export function PricingPage() {
  usePageMeta('pricing');
  const { user, hasActiveSubscription } = useAuth();
  const [plan, setPlan] = useState<PlanId>('basic');
  const [paid, setPaid] = useState(false);

  let side;
  if (paid) side = <PaymentSuccess plan={plan} />;
  else if (user && hasActiveSubscription)
    side = (
      <Panel>
        <h2 className="text-xl font-semibold text-slate-900">{P.alreadySubscribed}</h2>
        <p className="mt-2 text-slate-600">{P.alreadySubscribedBody}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={ROUTES.chatDiagnostic} className={buttonClass('primary')}>
            {P.goToDiagnostic}
          </Link>
          <Link to={ROUTES.account} className={buttonClass('secondary')}>
            {P.goToAccount}
          </Link>
        </div>
      </Panel>
    );
  else if (user)
    side = (
      <Panel>
        <h2 className="mb-5 text-lg font-semibold text-slate-900">{P.payTitle}</h2>
        <CardPayment planId={plan} onPaid={() => setPaid(true)} />
      </Panel>
    );
  else
    side = (
      <Panel>
        <h2 className="text-lg font-semibold text-slate-900">{P.visitorTitle}</h2>
        <p className="mt-2 text-sm text-slate-600">{P.visitorBody}</p>
        <div className="mt-6 flex flex-col gap-3">
          <Link to={ROUTES.register} className={buttonClass('primary')}>
            {P.createAccount}
          </Link>
          <Link to={ROUTES.login} state={{ from: ROUTES.pricing }} className={buttonClass('secondary')}>
            {P.login}
          </Link>
        </div>
      </Panel>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{P.title}</h1>
        <p className="mt-3 text-lg text-slate-600">{P.intro}</p>
        <p className="mt-4 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{P.launchOffer}</p>
      </div>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
        <section aria-labelledby="plan-title" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="plan-title" className="sr-only">
            {P.toggleLabel}
          </h2>
          {!paid && !hasActiveSubscription && <PlanToggle value={plan} onChange={setPlan} />}
          <div className="mt-6 flex items-center gap-3">
            <p className="text-xl font-semibold text-slate-900">{PLANS[plan].label}</p>
            {plan === 'premium' && <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">{P.recommended}</span>}
          </div>
          <div className="mt-3">
            <PlanSummary planId={plan} />
          </div>
          <Features />
        </section>
        <div>{side}</div>
      </div>
    </div>
  );
}
