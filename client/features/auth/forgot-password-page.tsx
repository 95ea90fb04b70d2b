import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { OkResponseSchema } from '#shared/common.schemas.ts';
import { AUTH_UI } from '#shared/messages/auth.ts';
import { ROUTES } from '#shared/routes.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { apiRequest } from '#client/lib/api-client.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { resetErrorMessage } from './auth-errors.ts';
import { checkForgotForm } from './auth-form-rules.ts';

const T = AUTH_UI.forgot;

export function ForgotPasswordPage() {
  usePageMeta('forgotPassword');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const problem = checkForgotForm(values);
    setError(problem);
    if (problem) return;
    const email = values.email.trim();
    try {
      await apiRequest('/api/auth/forgot-password', { method: 'POST', body: { email }, schema: OkResponseSchema });
      setSentTo(email);
    } catch (failure) {
      setError(resetErrorMessage(failure));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={T.sentTitle}>
        <div role="status" className="space-y-4 text-slate-700">
          <p>
            {T.sentBefore}
            <strong className="break-all text-slate-900">{sentTo}</strong>
            {T.sentAfter}
          </p>
          <p className="text-sm text-slate-600">{T.sentSpam}</p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={ROUTES.login} state={{ email: sentTo }} className={buttonClass('primary')}>
            {T.backToLogin}
          </Link>
          <Link to={ROUTES.home} className={buttonClass('secondary')}>
            {T.backHome}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={T.title} intro={T.intro}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label={T.email} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? T.submitting : T.submit}
        </Button>
        <p className="text-center text-sm">
          <Link to={ROUTES.login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {T.backToLogin}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
