import { useState } from 'react';
import { Link } from 'react-router';
import type { PlanId } from '#shared/auth.schemas.ts';
import { AUTH_UI } from '#shared/messages/auth.ts';
import { ROUTES } from '#shared/routes.ts';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { CardPayment, PlanSummary, PlanToggle } from './plan-payment.tsx';
import { PaymentSuccess } from './pricing-page.tsx';

const T = AUTH_UI.register;

/** Registration step 2 (docs/product/specification.md §2 Register): the same payment as /pricing. */
export function RegisterPaymentStep() {
  const [plan, setPlan] = useState<PlanId>('basic');
  const [paid, setPaid] = useState(false);
  if (paid) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
        <PaymentSuccess plan={plan} />
      </div>
    );
  }
  return (
    <AuthCard title={T.stepTwoTitle} intro={T.stepTwoIntro} wide>
      <div className="space-y-6">
        <PlanToggle value={plan} onChange={setPlan} />
        <PlanSummary planId={plan} />
        <CardPayment planId={plan} onPaid={() => setPaid(true)} />
        <p className="text-center text-sm">
          <Link to={ROUTES.account} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {T.stepTwoLater}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
