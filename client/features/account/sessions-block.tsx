import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SessionListSchema } from '#shared/auth.schemas.ts';
import { OkResponseSchema } from '#shared/common.schemas.ts';
import { ACCOUNT_MESSAGES } from '#shared/messages/account.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { apiRequest } from '#client/lib/api-client.ts';
import { describeUserAgent, formatDateTime } from '#client/lib/format.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';

const M = ACCOUNT_MESSAGES.sessions;
const KEY = ['account', 'sessions'] as const;

export function SessionsBlock() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: KEY, queryFn: () => apiRequest('/api/account/sessions', { schema: SessionListSchema }) });
  const revokeOthers = useMutation({
    mutationFn: () => apiRequest('/api/account/sessions/revoke-others', { method: 'POST', body: {}, schema: OkResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const revokeOne = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/account/sessions/${id}`, { method: 'DELETE', schema: OkResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <SectionCard
      title={M.title}
      action={
        others > 0 && (
          <Button variant="secondary" busy={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
            {M.revokeOthers}
          </Button>
        )
      }
    >
      <p className="mb-4 text-sm text-slate-600">{M.intro}</p>
      {revokeOthers.isSuccess && <Alert tone="success" className="mb-4">{M.revokedOthers}</Alert>}
      {sessions.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {M.loading}
        </p>
      )}
      {sessions.isError && <Alert tone="error">{M.error}</Alert>}
      <ul className="divide-y divide-stone-100">
        {list.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">
                {describeUserAgent(session.userAgent) ?? M.unknownDevice}
                {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{M.current}</span>}
              </p>
              <p className="text-sm text-slate-600">
                {M.lastUsed} {formatDateTime(session.lastUsedAt)}
              </p>
            </div>
            {!session.current && (
              <Button variant="ghost" onClick={() => revokeOne.mutate(session.id)} disabled={revokeOne.isPending}>
                {M.revoke}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
