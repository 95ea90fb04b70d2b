import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '#shared/messages/account.ts';
import { SUBSCRIPTION_MESSAGES } from '#shared/messages/billing.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { useAuth } from '#client/features/auth/public.ts';
import { SubscriptionBlock, TopUpBlock } from '#client/features/billing/public.ts';
import { UsageBlock } from '#client/features/budget/public.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { DataBlock } from './data-block.tsx';
import { ProfileBlock } from './profile-block.tsx';
import { SessionsBlock } from './sessions-block.tsx';
import { WritingStyleBlock } from './writing-style/writing-style-block.tsx';
import { LetterheadBlock } from './letterhead/letterhead-block.tsx';
import { TwoFactorBlock } from './two-factor-block.tsx';

/** The return from a top-up checkout: `?topup=success&session_id=…` or `?topup=cancelled`. */
function useTopUpReturn(): { tone: 'success' | 'info'; text: string } | null {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const topup = params.get('topup');
  const sessionId = params.get('session_id');
  useEffect(() => {
    if (!topup) return;
    setParams({}, { replace: true });
    if (topup === 'cancelled') {
      setNotice({ tone: 'info', text: SUBSCRIPTION_MESSAGES.topUpCancelled });
      return;
    }
    setNotice({ tone: 'success', text: SUBSCRIPTION_MESSAGES.topUpSuccess });
    // The webhook credits the purchase; this only asks the server to check again, and refreshes the usage.
    const confirm = sessionId
      ? apiRequest('/api/billing/top-up/confirm', { method: 'POST', body: { sessionId }, schema: z.object({ credited: z.boolean() }) }).catch(() => undefined)
      : Promise.resolve();
    void confirm.then(() => queryClient.invalidateQueries({ queryKey: ['budget'] }));
  }, [topup, sessionId, setParams, queryClient]);
  return notice;
}

export function AccountPage() {
  usePageMeta('account');
  const me = useAuth();
  const notice = useTopUpReturn();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{ACCOUNT_MESSAGES.title}</h1>
      {notice && (
        <Alert tone={notice.tone} className="mt-6">
          {notice.text}
        </Alert>
      )}
      <div className="mt-8 space-y-6">
        <ProfileBlock me={me} />
        <SubscriptionBlock />
        {me.hasActiveSubscription && <UsageBlock />}
        {me.hasActiveSubscription && me.user && <TopUpBlock userId={me.user.uid} />}
        <WritingStyleBlock />
        {me.user && <LetterheadBlock userId={me.user.uid} />}
        <TwoFactorBlock />
        <SessionsBlock />
        <DataBlock />
      </div>
    </div>
  );
}
