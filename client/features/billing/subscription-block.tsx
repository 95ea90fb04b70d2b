/** Account page: subscription state, cancellation (docs/product/specification.md §4 Cancellation) and credit top-up. */
import { useState } from 'react';
import { Link } from 'react-router';
import { OkResponseSchema } from '#shared/common.schemas.ts';
import { ACCOUNT_MESSAGES } from '#shared/messages/account.ts';
import { BILLING_MESSAGES as B, SUBSCRIPTION_MESSAGES as M } from '#shared/messages/billing.ts';
import { fillTemplate } from '#shared/messages/emails.ts';
import { PLANS, TOP_UP_PACK } from '#shared/plans.ts';
import { ROUTES } from '#shared/routes.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { formatDate, formatInteger } from '#client/lib/format.ts';
import { useAuth } from '#client/features/auth/public.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';
import { TopUpDialog } from './top-up-dialog.tsx';

/** docs/product/specification.md §8, cancellation: "Erreur lors de l'annulation : " + error (+ ": details"), or "Erreur inconnue". */
function cancelErrorMessage(body: { error?: string; message?: string; details?: string } | null): string {
  const error = body?.error ?? body?.message;
  if (!error && !body?.details) return B.cancelErrorPrefix + B.cancelUnknown;
  return B.cancelErrorPrefix + (error ?? B.cancelUnknown) + (body?.details ? `: ${body.details}` : '');
}

export function SubscriptionBlock() {
  const { subscriptionData, hasActiveSubscription, refresh } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function cancel() {
    setCancelling(true);
    setNotice(null);
    try {
      await apiRequest('/api/cancel-subscription', { method: 'POST', body: {}, schema: OkResponseSchema });
      await refresh();
      setNotice({ tone: 'success', text: M.cancelSuccess });
    } catch (failure) {
      setNotice({ tone: 'error', text: failure instanceof ApiError && failure.code !== 'NETWORK_ERROR' ? cancelErrorMessage({ error: failure.message }) : B.cancelException });
    } finally {
      // The confirmation and the in-progress flag reset after every attempt (docs/product/specification.md §4).
      setConfirming(false);
      setCancelling(false);
    }
  }

  if (!subscriptionData || !hasActiveSubscription) {
    return (
      <SectionCard title={ACCOUNT_MESSAGES.subscription.title}>
        <p className="font-semibold text-slate-900">{ACCOUNT_MESSAGES.subscription.none}</p>
        <p className="mt-1 text-sm text-slate-600">{ACCOUNT_MESSAGES.subscription.noneBody}</p>
        <Link to={ROUTES.pricing} className={buttonClass('primary', 'mt-4')}>
          {ACCOUNT_MESSAGES.subscription.seePricing}
        </Link>
      </SectionCard>
    );
  }

  const plan = PLANS[subscriptionData.plan];
  return (
    <SectionCard title={ACCOUNT_MESSAGES.subscription.title}>
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      {subscriptionData.status === 'cancelled' ? (
        <div>
          <p className="font-semibold text-slate-900">{M.cancelledTitle}</p>
          <p className="mt-1 text-slate-700">{fillTemplate(M.cancelledBody, { date: subscriptionData.accessEndDate ? formatDate(subscriptionData.accessEndDate) : '—' })}</p>
        </div>
      ) : (
        <div>
          <p className="font-semibold text-slate-900">{fillTemplate(M.activeTitle, { plan: plan.label })}</p>
          <p className="mt-1 text-slate-700">{fillTemplate(M.price, { price: String(subscriptionData.price) })}</p>
          {subscriptionData.nextBillingDate && <p className="mt-1 text-sm text-slate-600">{fillTemplate(M.nextBilling, { date: formatDate(subscriptionData.nextBillingDate) })}</p>}
          {!subscriptionData.nextBillingDate && subscriptionData.accessEndDate && (
            <p className="mt-1 text-sm text-slate-600">{fillTemplate(M.complimentary, { date: formatDate(subscriptionData.accessEndDate) })}</p>
          )}
          {subscriptionData.status === 'past_due' && (
            <Alert tone="warning" className="mt-4">
              <strong>{M.pastDueTitle}.</strong> {M.pastDueBody}
            </Alert>
          )}
          {/* Only a billed subscription can be cancelled; a complimentary one simply ends. */}
          {!subscriptionData.nextBillingDate ? null : !confirming ? (
            <Button variant="dangerGhost" className="mt-4 -ml-4" onClick={() => setConfirming(true)}>
              {M.cancel}
            </Button>
          ) : (
            <div className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4">
              <p className="text-sm text-slate-700">{M.cancelConfirmText}</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Button variant="danger" busy={cancelling} onClick={() => void cancel()}>
                  {cancelling ? M.cancelling : M.cancelConfirm}
                </Button>
                <Button variant="secondary" disabled={cancelling} onClick={() => setConfirming(false)}>
                  {M.cancelBack}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </SectionCard>
  );
}

export function TopUpBlock({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const values = { input: formatInteger(TOP_UP_PACK.inputTokens), output: formatInteger(TOP_UP_PACK.outputTokens), price: String(TOP_UP_PACK.price) };
  return (
    <SectionCard title={M.topUpTitle}>
      <p className="text-sm text-slate-700">{fillTemplate(M.topUpBody, values)}</p>
      <Button className="mt-4" onClick={() => setOpen(true)}>
        {M.topUpButton}
      </Button>
      <TopUpDialog open={open} onClose={() => setOpen(false)} userId={userId} />
    </SectionCard>
  );
}
