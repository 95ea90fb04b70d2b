import { ACCOUNT_MESSAGES } from '#shared/messages/account.ts';
import type { MeResponse } from '#shared/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { useLogout } from '#client/features/auth/public.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';

const M = ACCOUNT_MESSAGES.profile;

/** docs/product/specification.md §2: name falls back to the display name, then "Utilisateur"; empty fields read "Non spécifié". */
export function displayName(me: Pick<MeResponse, 'user' | 'userProfile'>): string {
  return me.userProfile?.name?.trim() || me.user?.displayName?.trim() || M.fallbackName;
}

export function ProfileBlock({ me }: { me: MeResponse }) {
  const logout = useLogout();
  const { supportEmail } = useAppConfig();
  const profile = me.userProfile;
  const rows: [string, string | undefined][] = [
    [M.name, displayName(me)],
    [M.email, profile?.email ?? me.user?.email],
    [M.profession, profile?.profession],
    [M.companyName, profile?.companyName],
    [M.rppsNumber, profile?.rppsNumber],
    [M.personalAddress, profile?.personalAddress],
    [M.billingAddress, profile?.billingAddress],
  ];
  return (
    <SectionCard title={M.title} action={<Button variant="secondary" onClick={() => void logout()}>{M.logout}</Button>}>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className={`mt-1 whitespace-pre-line break-words ${value?.trim() ? 'text-slate-900' : 'italic text-slate-500'}`}>{value?.trim() || M.notSpecified}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-slate-600">
        {M.updateNote}{' '}
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
          {supportEmail}
        </a>
        .
      </p>
    </SectionCard>
  );
}
