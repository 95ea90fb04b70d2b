/** The local test provider's card form (docs/product/decisions.md, §1): Stripe's test numbers, no real payment. */
import { useId, useState, type FormEvent } from 'react';
import { TestPaymentMethodResponseSchema } from '#shared/billing.schemas.ts';
import { OkResponseSchema } from '#shared/common.schemas.ts';
import { CARD_FORM_MESSAGES as C, PRICING_MESSAGES as P } from '#shared/messages/billing.ts';
import { luhnIsValid } from '#shared/rpps.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { apiRequest } from '#client/lib/api-client.ts';
import { paymentErrorMessage } from './payment-errors.ts';
import { PaymentFlowError } from './subscribe-flow.ts';
import type { SubscribePhase } from './use-subscribe.ts';

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

function checkCard(values: CardValues, now = new Date()): Partial<Record<keyof CardValues, string>> {
  const errors: Partial<Record<keyof CardValues, string>> = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits.length < 16) errors.number = C.numberIncomplete;
  else if (!luhnIsValid(digits)) errors.number = C.numberInvalid;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
  if (!expiry) errors.expiry = C.expiryIncomplete;
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = C.expiryIncomplete;
    else if (new Date(Date.UTC(year, month, 1)).getTime() <= now.getTime()) errors.expiry = C.expiryPast;
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = C.cvcIncomplete;
  return errors;
}

const formatNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export function TestCardForm({
  submitLabel,
  phase,
  error,
  onSubmit,
}: {
  submitLabel: string;
  phase: SubscribePhase;
  error: string | null;
  onSubmit: (card: { createPaymentMethod(): Promise<string>; confirm(clientSecret: string): Promise<void> }) => void;
}) {
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof CardValues, boolean>>>({});
  const [challenge, setChallenge] = useState<{ resolve: (outcome: 'succeed' | 'fail') => void } | null>(null);
  const threeDsTitle = useId();
  const errors = checkCard(values);
  const visible = (field: keyof CardValues) => (touched[field] ? errors[field] : undefined);

  const update = (field: keyof CardValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Errors show live once the field has content (like Stripe's card element).
    if (value.length > 0) setTouched((current) => ({ ...current, [field]: true }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ number: true, expiry: true, cvc: true });
    if (Object.keys(errors).length > 0) return;
    const [month, year] = values.expiry.split('/').map(Number);
    onSubmit({
      createPaymentMethod: async () => {
        try {
          const method = await apiRequest('/api/test-payments/payment-methods', {
            method: 'POST',
            body: { number: values.number.replace(/\D/g, ''), expMonth: month, expYear: 2000 + (year ?? 0), cvc: values.cvc.trim() },
            schema: TestPaymentMethodResponseSchema,
          });
          return method.id;
        } catch (failure) {
          throw new PaymentFlowError(paymentErrorMessage(failure));
        }
      },
      confirm: async (clientSecret) => {
        const outcome = await new Promise<'succeed' | 'fail'>((resolve) => setChallenge({ resolve }));
        setChallenge(null);
        try {
          await apiRequest('/api/test-payments/confirm', { method: 'POST', body: { clientSecret, outcome }, schema: OkResponseSchema });
        } catch (failure) {
          throw new PaymentFlowError(paymentErrorMessage(failure));
        }
      },
    });
  }

  const busy = phase === 'paying' || phase === 'activating';
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">{P.testMode}</p>
      <p className="text-xs text-slate-600">{P.testModeHint}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField label={C.number} inputMode="numeric" autoComplete="cc-number" value={values.number} error={visible('number')} onChange={(event) => update('number', formatNumber(event.target.value))} onBlur={() => setTouched((t) => ({ ...t, number: true }))} />
      <div className="grid gap-4 min-[400px]:grid-cols-2">
        <TextField label={C.expiry} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" value={values.expiry} error={visible('expiry')} onChange={(event) => update('expiry', formatExpiry(event.target.value))} onBlur={() => setTouched((t) => ({ ...t, expiry: true }))} />
        <TextField label={C.cvc} inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={values.cvc} error={visible('cvc')} onChange={(event) => update('cvc', event.target.value.replace(/\D/g, ''))} onBlur={() => setTouched((t) => ({ ...t, cvc: true }))} />
      </div>
      <Button type="submit" busy={busy} className="w-full">
        {phase === 'paying' ? P.paying : phase === 'activating' ? P.activating : submitLabel}
      </Button>
      <p className="text-center text-xs text-slate-600">{P.secureNote}</p>
      <Dialog open={challenge !== null} onClose={() => challenge?.resolve('fail')} labelledBy={threeDsTitle} width="sm">
        <div className="p-6">
          <h2 id={threeDsTitle} className="text-lg font-semibold text-slate-900">{C.threeDsTitle}</h2>
          <p className="mt-2 text-sm text-slate-600">{C.threeDsBody}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button onClick={() => challenge?.resolve('succeed')}>{C.threeDsConfirm}</Button>
            <Button variant="secondary" onClick={() => challenge?.resolve('fail')}>{C.threeDsFail}</Button>
          </div>
        </div>
      </Dialog>
    </form>
  );
}
