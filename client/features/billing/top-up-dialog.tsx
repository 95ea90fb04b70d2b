/**
 * The credit top-up dialog (docs/product/specification.md §4 Buying credits): "Traitement en cours..." then the
 * provider's checkout; closes on cancel. Opened from the chat and from the account page.
 */
import { useEffect, useId, useState } from 'react';
import { CreateTokenPurchaseResponseSchema } from '#shared/billing.schemas.ts';
import { BILLING_MESSAGES as B, TOP_UP_MESSAGES as M } from '#shared/messages/billing.ts';
import { fillTemplate } from '#shared/messages/emails.ts';
import { TOP_UP_PACK } from '#shared/plans.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { formatInteger } from '#client/lib/format.ts';

export interface TopUpDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  onSuccess?: () => void;
}

export function TopUpDialog({ open, onClose, userId, onSuccess }: TopUpDialogProps) {
  const titleId = useId();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setError(null);
    setProcessing(false);
  }, [open]);

  async function buy() {
    setProcessing(true);
    setError(null);
    try {
      const session = await apiRequest('/api/create-token-purchase', {
        method: 'POST',
        body: { userId, inputAmount: TOP_UP_PACK.inputTokens, outputAmount: TOP_UP_PACK.outputTokens, price: TOP_UP_PACK.price },
        schema: CreateTokenPurchaseResponseSchema,
      });
      onSuccess?.();
      window.location.assign(session.url);
    } catch (failure) {
      setProcessing(false);
      setError(failure instanceof ApiError && failure.status >= 500 ? B.topUpSessionFailed : failure instanceof ApiError ? failure.message : B.topUpFailed);
    }
  }

  const values = { input: formatInteger(TOP_UP_PACK.inputTokens), output: formatInteger(TOP_UP_PACK.outputTokens), price: String(TOP_UP_PACK.price) };
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} dismissible={!processing}>
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {M.title}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{fillTemplate(M.body, values)}</p>
        <p className="mt-4 text-3xl font-semibold text-slate-900">{fillTemplate(M.price, values)}</p>
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button busy={processing} onClick={() => void buy()}>
            {processing ? M.processing : fillTemplate(M.pay, values)}
          </Button>
          <Button variant="secondary" disabled={processing} onClick={onClose}>
            {M.cancel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
