import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '#shared/messages/account.ts';
import { ROUTES } from '#shared/routes.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/auth-context.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { AccountSection } from './account-section.tsx';
import { DataBlock } from './data-block.tsx';
import { ProfileBlock } from './profile-block.tsx';
import { SessionsBlock } from './sessions-block.tsx';

export function AccountPage() {
  usePageMeta('account');
  const me = useAuth();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{ACCOUNT_MESSAGES.title}</h1>
      <div className="mt-8 space-y-6">
        <ProfileBlock me={me} />
        {!me.hasActiveSubscription && (
          <AccountSection title={ACCOUNT_MESSAGES.subscription.title}>
            <p className="font-semibold text-slate-900">{ACCOUNT_MESSAGES.subscription.none}</p>
            <p className="mt-1 text-sm text-slate-600">{ACCOUNT_MESSAGES.subscription.noneBody}</p>
            <Link to={ROUTES.pricing} className={buttonClass('primary', 'mt-4')}>
              {ACCOUNT_MESSAGES.subscription.seePricing}
            </Link>
          </AccountSection>
        )}
        <SessionsBlock />
        <DataBlock />
      </div>
    </div>
  );
}
