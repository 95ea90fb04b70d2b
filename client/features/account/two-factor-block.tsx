/**
 * Two-factor sign-in on the account page (docs/security/two-factor.md): encouraged while off;
 * enabling asks for the password, shows a QR code and its key, checks a first code, then shows
 * the 10 recovery codes once and offers to sign out the other devices.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RecoveryCodesSchema, TwoFactorSetupSchema, TwoFactorStatusSchema } from '#shared/auth.schemas.ts';
import { OkResponseSchema } from '#shared/common.schemas.ts';
import { ACCOUNT_MESSAGES } from '#shared/messages/account.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';

const M = ACCOUNT_MESSAGES.twoFactor;
const S = ACCOUNT_MESSAGES.sessions;
const KEY = ['account', 'two-factor'] as const;

type Step = { name: 'idle' } | { name: 'password' } | { name: 'scan'; secret: string; qrCode: string } | { name: 'codes'; codes: string[] } | { name: 'disable' };

const messageOf = (failure: unknown) => (failure instanceof ApiError ? failure.message : String(failure));

export function TwoFactorBlock() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: KEY, queryFn: () => apiRequest('/api/account/two-factor', { schema: TwoFactorStatusSchema }) });
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({ defaultValues: { password: '', code: '' } });
  const revokeOthers = useMutation({
    mutationFn: () => apiRequest('/api/account/sessions/revoke-others', { method: 'POST', body: {}, schema: OkResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  });

  const go = (next: Step) => {
    setStep(next);
    setError(null);
    form.reset();
  };
  const run = (action: (values: { password: string; code: string }) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setError(null);
      try {
        await action(values);
      } catch (failure) {
        setError(messageOf(failure));
      }
    });

  const onPassword = run(async ({ password }) => {
    const setup = await apiRequest('/api/account/two-factor/setup', { method: 'POST', body: { password }, schema: TwoFactorSetupSchema });
    go({ name: 'scan', secret: setup.secret, qrCode: setup.qrCode });
  });
  const onConfirm = run(async ({ code }) => {
    const { recoveryCodes } = await apiRequest('/api/account/two-factor/enable', { method: 'POST', body: { code: code.trim() }, schema: RecoveryCodesSchema });
    go({ name: 'codes', codes: recoveryCodes });
    setNotice(M.enabled);
    void queryClient.invalidateQueries({ queryKey: KEY });
  });
  const onDisable = run(async ({ password, code }) => {
    await apiRequest('/api/account/two-factor/disable', { method: 'POST', body: { password, code: code.trim() }, schema: OkResponseSchema });
    go({ name: 'idle' });
    setNotice(M.disabled);
    void queryClient.invalidateQueries({ queryKey: KEY });
  });

  const enabled = status.data?.enabled ?? false;
  const badge = status.data && (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${enabled ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}>
      {enabled ? M.onBadge : M.offBadge}
    </span>
  );
  const cancel = (
    <Button variant="secondary" onClick={() => go({ name: 'idle' })}>
      {M.cancel}
    </Button>
  );

  return (
    <SectionCard title={M.title} action={badge}>
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {status.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {M.loading}
        </p>
      )}
      {status.data && step.name !== 'codes' && (
        <p className="text-sm text-slate-600">
          {enabled ? (
            <>
              {M.onIntro} {M.recoveryLeft} <strong className="font-semibold text-slate-900">{status.data.recoveryCodesLeft}</strong>.
            </>
          ) : (
            M.offIntro
          )}
        </p>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}

      {step.name === 'idle' && status.data && (
        <div className="mt-5">
          {enabled ? (
            <Button variant="secondary" onClick={() => go({ name: 'disable' })}>
              {M.disable}
            </Button>
          ) : (
            <Button onClick={() => go({ name: 'password' })}>{M.enable}</Button>
          )}
        </div>
      )}

      {step.name === 'password' && (
        <form noValidate onSubmit={(event) => void onPassword(event)} className="mt-5 space-y-4">
          <TextField label={M.password} type="password" autoComplete="current-password" {...form.register('password')} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={form.formState.isSubmitting}>
              {M.continue}
            </Button>
            {cancel}
          </div>
        </form>
      )}

      {step.name === 'scan' && (
        <form noValidate onSubmit={(event) => void onConfirm(event)} className="mt-5 space-y-4">
          <p className="text-sm text-slate-700">{M.scan}</p>
          <img src={step.qrCode} alt={M.qrAlt} width={224} height={224} className="rounded-md border border-stone-200" />
          <p className="text-sm text-slate-700">
            {M.manualKey}{' '}
            <code data-testid="two-factor-secret" className="break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">
              {step.secret}
            </code>
          </p>
          <TextField label={M.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={form.formState.isSubmitting}>
              {M.confirm}
            </Button>
            {cancel}
          </div>
        </form>
      )}

      {step.name === 'codes' && (
        <div className="mt-2 space-y-4">
          <h3 className="font-semibold text-slate-900">{M.recoveryTitle}</h3>
          <p className="text-sm text-slate-700">{M.recoveryIntro}</p>
          <ul aria-label={M.recoveryTitle} className="grid grid-cols-1 gap-2 font-mono text-base text-slate-900 min-[400px]:grid-cols-2">
            {step.codes.map((code) => (
              <li key={code} className="rounded bg-stone-100 px-3 py-1.5 text-center">
                {code}
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">{M.revokeOthersHint}</p>
          {revokeOthers.isSuccess && <Alert tone="success">{S.revokedOthers}</Alert>}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" busy={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
              {S.revokeOthers}
            </Button>
            <Button onClick={() => go({ name: 'idle' })}>{M.done}</Button>
          </div>
        </div>
      )}

      {step.name === 'disable' && (
        <form noValidate onSubmit={(event) => void onDisable(event)} className="mt-5 space-y-4">
          <h3 className="font-semibold text-slate-900">{M.disableTitle}</h3>
          <TextField label={M.password} type="password" autoComplete="current-password" {...form.register('password')} />
          <TextField label={M.disableCode} autoComplete="one-time-code" {...form.register('code')} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" busy={form.formState.isSubmitting}>
              {M.disableConfirm}
            </Button>
            {cancel}
          </div>
        </form>
      )}
    </SectionCard>
  );
}
