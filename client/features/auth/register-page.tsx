import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { MeResponseSchema, PROFESSIONS } from '#shared/auth.schemas.ts';
import { AUTH_MESSAGES, AUTH_UI } from '#shared/messages/auth.ts';
import { ROUTES } from '#shared/routes.ts';
import { normalizeRpps } from '#shared/rpps.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { AuthCard } from '#client/components/ui/auth-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '#client/components/ui/form-field.tsx';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { useAuth } from './auth-context.tsx';
import { registerErrorMessage } from './auth-errors.ts';
import { checkPasswordStrength, checkRegisterForm, type RegisterFormValues } from './auth-form-rules.ts';
import type { LoginLocationState } from './login-page.tsx';

const T = AUTH_UI.register;

const EMPTY: RegisterFormValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  profession: '',
  companyName: '',
  billingAddress: '',
  personalAddress: '',
  rppsNumber: '',
  acceptTerms: false,
};

/**
 * Registration (docs/product/specification.md §2 Register). Step 2, the payment, is billing's: the router
 * hands it in (client/app/router.tsx), so that auth does not depend on billing, which depends on auth.
 */
export function RegisterPage({ paymentStep }: { paymentStep: ReactNode }) {
  usePageMeta('register');
  const { user, setMe } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<'form' | 'payment'>('form');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ defaultValues: EMPTY });

  // docs/product/specification.md §2: a signed-in user goes to /pricing — except right after creating the account here.
  if (user && step === 'form') return <Navigate to={ROUTES.pricing} replace />;

  if (step === 'payment') return paymentStep;

  const onSubmit = handleSubmit(async (values) => {
    const problem = checkRegisterForm(values) ?? (await checkPasswordStrength(values.password, [values.email, values.name, values.companyName]));
    setError(problem);
    if (problem) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    const { confirmPassword: _confirm, ...rest } = values;
    try {
      const me = await apiRequest('/api/auth/register', {
        method: 'POST',
        body: { ...rest, email: rest.email.trim(), rppsNumber: normalizeRpps(rest.rppsNumber) },
        schema: MeResponseSchema,
      });
      setStep('payment');
      setMe(me);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'EMAIL_IN_USE') {
        const state: LoginLocationState = { email: values.email.trim(), message: AUTH_MESSAGES.emailInUse };
        void navigate(ROUTES.login, { state });
        return;
      }
      setError(registerErrorMessage(failure));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  });

  return (
    <AuthCard title={T.title} intro={T.intro} wide>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={T.name} autoComplete="name" {...register('name')} />
          <TextField label={T.email} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          <TextField label={T.password} type="password" autoComplete="new-password" hint={T.passwordHint} {...register('password')} />
          <TextField label={T.confirmPassword} type="password" autoComplete="new-password" {...register('confirmPassword')} />
          <SelectField label={T.profession} {...register('profession')}>
            <option value="">{T.professionPlaceholder}</option>
            {PROFESSIONS.map((profession) => (
              <option key={profession} value={profession}>
                {profession}
              </option>
            ))}
          </SelectField>
          <TextField label={T.rppsNumber} inputMode="numeric" autoComplete="off" hint={T.rppsHint} {...register('rppsNumber')} />
        </div>
        <TextField label={T.companyName} autoComplete="organization" {...register('companyName')} />
        <TextAreaField label={T.billingAddress} hint={T.billingHint} rows={2} autoComplete="billing street-address" {...register('billingAddress')} />
        <TextAreaField label={T.personalAddress} hint={T.personalHint} rows={2} autoComplete="street-address" {...register('personalAddress')} />
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 rounded border-stone-300 accent-brand-700" {...register('acceptTerms')} />
          <span>
            {T.termsBefore}
            <Link to={ROUTES.cgu} target="_blank" className="font-medium text-brand-700 underline underline-offset-2">
              {T.cgu}
            </Link>
            {T.termsMiddle}
            <Link to={ROUTES.cgv} target="_blank" className="font-medium text-brand-700 underline underline-offset-2">
              {T.cgv}
            </Link>
            {T.termsAfter}
          </span>
        </label>
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? T.submitting : T.submit}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {T.haveAccount}{' '}
          <Link to={ROUTES.login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {T.login}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
