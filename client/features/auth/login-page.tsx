import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LoginResponseSchema, MeResponseSchema, type MeResponse } from '#shared/auth.schemas.ts';
import { AUTH_UI } from '#shared/messages/auth.ts';
import { ROUTES } from '#shared/routes.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { apiRequest } from '#client/lib/api-client.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { useAuth } from './auth-context.tsx';
import { loginErrorMessage, twoFactorErrorMessage } from './auth-errors.ts';
import { checkLoginForm } from './auth-form-rules.ts';

const T = AUTH_UI.login;

/** Navigation state other screens may pass (docs/product/specification.md §2 Login). */
export interface LoginLocationState {
  email?: string;
  message?: string;
  tone?: 'info' | 'success';
  from?: string;
}

export function LoginPage() {
  usePageMeta('login');
  const { user, setMe } = useAuth();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const [error, setError] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { email: state.email ?? '', password: '', rememberMe: false } });

  const finish = (me: MeResponse) => {
    setMe(me);
    void navigate(state.from && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : ROUTES.home, { replace: true });
  };

  if (user && !formState.isSubmitSuccessful) return <Navigate to={ROUTES.home} replace />;

  if (twoFactor) {
    return (
      <TwoFactorStep
        onSignedIn={finish}
        onBack={() => {
          setTwoFactor(false);
          setError(null);
        }}
      />
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    const problem = checkLoginForm(values);
    setError(problem);
    if (problem) return;
    try {
      const answer = await apiRequest('/api/auth/login', { method: 'POST', body: { ...values, email: values.email.trim() }, schema: LoginResponseSchema });
      if ('twoFactorRequired' in answer) setTwoFactor(true);
      else finish(answer);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  });

  return (
    <AuthCard title={T.title} intro={T.intro}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {state.message && !error && <Alert tone={state.tone ?? 'info'}>{state.message}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label={T.email} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        <TextField label={T.password} type="password" autoComplete="current-password" {...register('password')} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 size-4 rounded border-stone-300 accent-brand-700" {...register('rememberMe')} />
            <span>
              {T.rememberMe}
              <span className="block text-xs text-slate-600">{T.rememberMeHint}</span>
            </span>
          </label>
          <Link to={ROUTES.forgotPassword} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {T.forgot}
          </Link>
        </div>
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? T.submitting : T.submit}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {T.noAccount}{' '}
          <Link to={ROUTES.register} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {T.register}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

/** Second step for accounts with two-factor sign-in (docs/security/two-factor.md). */
function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: (me: MeResponse) => void; onBack: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      onSignedIn(await apiRequest('/api/auth/login/two-factor', { method: 'POST', body: { code: code.trim() }, schema: MeResponseSchema }));
    } catch (failure) {
      setError(twoFactorErrorMessage(failure));
    }
  });
  return (
    <AuthCard title={T.twoFactorTitle} intro={T.twoFactorIntro}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of this step, reached by submitting the previous one */}
        <TextField label={T.twoFactorCode} autoComplete="one-time-code" inputMode="text" autoCapitalize="characters" spellCheck={false} autoFocus {...register('code')} />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? T.twoFactorSubmitting : T.twoFactorSubmit}
        </Button>
        <button type="button" onClick={onBack} className="w-full text-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {T.twoFactorBack}
        </button>
      </form>
    </AuthCard>
  );
}
