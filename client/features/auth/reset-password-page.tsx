import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OkResponseSchema } from '#shared/common.schemas.ts';
import { AUTH_MESSAGES, AUTH_UI } from '#shared/messages/auth.ts';
import { ROUTES } from '#shared/routes.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { apiRequest } from '#client/lib/api-client.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { resetErrorMessage } from './auth-errors.ts';
import { checkNewPassword, checkPasswordStrength } from './auth-form-rules.ts';
import type { LoginLocationState } from './login-page.tsx';

const T = AUTH_UI.reset;

export function ResetPasswordPage() {
  usePageMeta('resetPassword');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const problem = checkNewPassword(values) ?? (await checkPasswordStrength(values.password, []));
    setError(problem);
    if (problem) return;
    try {
      await apiRequest('/api/auth/reset-password', { method: 'POST', body: { token, password: values.password }, schema: OkResponseSchema });
      const state: LoginLocationState = { message: AUTH_MESSAGES.resetSuccess, tone: 'success' };
      void navigate(ROUTES.login, { replace: true, state });
    } catch (failure) {
      setError(resetErrorMessage(failure));
    }
  });

  return (
    <AuthCard title={T.title}>
      {token.length < 20 ? (
        <div className="space-y-4">
          <Alert tone="error">{T.missingToken}</Alert>
          <Link to={ROUTES.forgotPassword} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {T.requestNew}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          {error && <Alert tone="error">{error}</Alert>}
          <TextField label={T.password} type="password" autoComplete="new-password" hint={AUTH_UI.register.passwordHint} {...register('password')} />
          <TextField label={T.confirmPassword} type="password" autoComplete="new-password" {...register('confirmPassword')} />
          <Button type="submit" busy={formState.isSubmitting} className="w-full">
            {formState.isSubmitting ? T.submitting : T.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
