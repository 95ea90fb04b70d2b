/** Stripe Elements card form (postal code hidden, card errors shown live). Only loaded in Stripe mode. */
import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { BILLING_MESSAGES as M, PRICING_MESSAGES as P } from '#shared/messages/billing.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PaymentFlowError } from './subscribe-flow.ts';
import type { SubscribePhase } from './use-subscribe.ts';

type CardAdapter = { createPaymentMethod(): Promise<string>; confirm(clientSecret: string): Promise<void> } | null;

interface Props {
  publishableKey: string;
  submitLabel: string;
  phase: SubscribePhase;
  error: string | null;
  onSubmit: (card: CardAdapter) => void;
}

function StripeFields({ submitLabel, phase, error, onSubmit }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      onSubmit(null);
      return;
    }
    onSubmit({
      createPaymentMethod: async () => {
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error || !result.paymentMethod) throw new PaymentFlowError(result.error?.message ?? M.cardError);
        return result.paymentMethod.id;
      },
      confirm: async (clientSecret) => {
        const result = await stripe.confirmCardPayment(clientSecret);
        if (result.error) throw new PaymentFlowError(result.error.message ?? M.confirmationFailed);
      },
    });
  }

  const busy = phase === 'paying' || phase === 'activating';
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="rounded-md border border-stone-300 bg-white px-3 py-3">
        <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#0f172a' } } }} onChange={(event) => setCardError(event.error?.message ?? null)} />
      </div>
      {cardError && (
        <p role="alert" className="text-sm text-red-700">
          {cardError}
        </p>
      )}
      <Button type="submit" busy={busy} disabled={!stripe} className="w-full">
        {phase === 'paying' ? P.paying : phase === 'activating' ? P.activating : submitLabel}
      </Button>
      <p className="text-center text-xs text-slate-600">{P.secureNote}</p>
    </form>
  );
}

export default function StripeCardForm({ publishableKey, ...props }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ locale: 'fr' }}>
      <StripeFields {...props} />
    </Elements>
  );
}
