import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { OkResponseSchema } from '#shared/common.schemas.ts';
import { ACCOUNT_MESSAGES } from '#shared/messages/account.ts';
import { ROUTES } from '#shared/routes.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { forgetSignedInUser, type LoginLocationState } from '#client/features/auth/public.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';

const M = ACCOUNT_MESSAGES.data;

export function DataBlock() {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const { register, handleSubmit, formState, reset } = useForm({ defaultValues: { password: '' } });

  const onDelete = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await apiRequest('/api/account/delete', { method: 'POST', body: { password }, schema: OkResponseSchema });
      forgetSignedInUser();
      const state: LoginLocationState = { message: M.deleted, tone: 'success' };
      void navigate(ROUTES.login, { replace: true, state });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  });

  return (
    <SectionCard title={M.title}>
      <p className="text-sm text-slate-600">{M.intro}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href="/api/account/export" download className={buttonClass('secondary')}>
          {M.download}
        </a>
        {!confirming && (
          <Button variant="dangerGhost" onClick={() => setConfirming(true)}>
            {M.delete}
          </Button>
        )}
      </div>
      {confirming && (
        <form noValidate onSubmit={(event) => void onDelete(event)} className="mt-6 space-y-4 rounded-lg border border-red-200 bg-red-50/50 p-4">
          <h3 className="font-semibold text-red-900">{M.deleteTitle}</h3>
          <p className="text-sm text-red-900">{M.deleteBody}</p>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField label={M.deletePassword} type="password" autoComplete="current-password" {...register('password', { required: true })} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" busy={formState.isSubmitting}>
              {formState.isSubmitting ? M.deleting : M.deleteConfirm}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                setError(null);
                reset();
              }}
            >
              {M.cancel}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
