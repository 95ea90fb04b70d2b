/** The local test provider's "hosted checkout" for top-ups: pay or cancel, no real payment. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { TestCheckoutResultSchema, TestCheckoutSchema } from '#shared/billing.schemas.ts';
import { BILLING_MESSAGES as B, PRICING_MESSAGES as P, TOP_UP_MESSAGES as M } from '#shared/messages/billing.ts';
import { fillTemplate } from '#shared/messages/emails.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { apiRequest } from '#client/lib/api-client.ts';
import { formatInteger } from '#client/lib/format.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export function TestCheckoutPage() {
  usePageMeta('testCheckout');
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checkout = useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: () => apiRequest(`/api/test-payments/checkout/${encodeURIComponent(sessionId)}`, { schema: TestCheckoutSchema }),
    enabled: sessionId.length > 0,
    retry: false,
  });

  async function finish(outcome: 'pay' | 'cancel') {
    setBusy(outcome);
    setError(null);
    try {
      const result = await apiRequest(`/api/test-payments/checkout/${encodeURIComponent(sessionId)}/complete`, { method: 'POST', body: { outcome }, schema: TestCheckoutResultSchema });
      window.location.assign(result.redirectUrl);
    } catch {
      setBusy(null);
      setError(B.topUpFailed);
    }
  }

  if (checkout.isLoading) return <FullPageSpinner />;
  const data = checkout.data;
  return (
    <AuthCard title={M.checkoutTitle}>
      <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">{P.testMode}</p>
      {!data || data.status !== 'open' ? (
        <Alert tone="error">{B.checkoutNotFound}</Alert>
      ) : (
        <>
          <p className="text-slate-700">{fillTemplate(M.body, { input: formatInteger(data.inputTokens), output: formatInteger(data.outputTokens) })}</p>
          <p className="mt-4 text-3xl font-semibold text-slate-900">{fillTemplate(M.price, { price: String(data.price) })}</p>
          {error && (
            <Alert tone="error" className="mt-4">
              {error}
            </Alert>
          )}
          <div className="mt-6 flex flex-col gap-3">
            <Button busy={busy === 'pay'} disabled={busy !== null} onClick={() => void finish('pay')}>
              {fillTemplate(M.checkoutComplete, { price: String(data.price) })}
            </Button>
            <Button variant="secondary" busy={busy === 'cancel'} disabled={busy !== null} onClick={() => void finish('cancel')}>
              {M.checkoutCancel}
            </Button>
          </div>
        </>
      )}
    </AuthCard>
  );
}
