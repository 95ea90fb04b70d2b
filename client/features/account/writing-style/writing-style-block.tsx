/**
 * "Mon style de rédaction" (docs/writing-style.md): a short free text and three toggles,
 * saved on the server and added to every system prompt. The server refuses identifiers.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WRITING_STYLE_MESSAGES } from '#shared/messages/writing-style.ts';
import { WRITING_STYLE_MAX_CHARS, WRITING_STYLE_TOGGLES, WritingStyleSchema, type WritingStyle, type WritingStyleToggleId } from '#shared/writing-style.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/form-field.tsx';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';

const M = WRITING_STYLE_MESSAGES;
const WRITING_STYLE_QUERY_KEY = ['account', 'writing-style'] as const;

function StyleForm({ initial }: { initial: WritingStyle }) {
  const queryClient = useQueryClient();
  const legendId = useId();
  const [text, setText] = useState(initial.text);
  const [toggles, setToggles] = useState<WritingStyleToggleId[]>(initial.toggles);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; details?: string } | null>(null);
  const tooLong = text.length > WRITING_STYLE_MAX_CHARS;
  const save = useMutation({
    mutationFn: () => apiRequest('/api/account/writing-style', { method: 'PUT', body: { text, toggles }, schema: WritingStyleSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(WRITING_STYLE_QUERY_KEY, saved);
      setNotice({ tone: 'success', text: M.saved });
    },
    onError: (error) => {
      const details = error instanceof ApiError && error.code === 'WRITING_STYLE_PII' ? M.piiFound([...new Set(error.issues.map((issue) => issue.message))].join(', ')) : undefined;
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : String(error), ...(details ? { details } : {}) });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) save.mutate();
      }}
      className="space-y-5"
    >
      <TextAreaField
        label={M.textLabel}
        hint={M.textHint(text.length, WRITING_STYLE_MAX_CHARS)}
        error={tooLong ? M.tooLong : undefined}
        value={text}
        rows={5}
        placeholder={M.placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setNotice(null);
        }}
      />
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          {M.togglesLegend}
        </legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {WRITING_STYLE_TOGGLES.map((toggle) => (
            <label key={toggle.id} className="flex min-h-10 items-center gap-2.5 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={toggles.includes(toggle.id)}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setToggles((current) => (checked ? [...current, toggle.id] : current.filter((id) => id !== toggle.id)));
                  setNotice(null);
                }}
              />
              {toggle.label}
            </label>
          ))}
        </div>
      </fieldset>
      {notice && (
        <Alert tone={notice.tone}>
          <p>{notice.text}</p>
          {notice.details && <p className="mt-1 font-medium">{notice.details}</p>}
        </Alert>
      )}
      <Button type="submit" busy={save.isPending} disabled={tooLong}>
        {save.isPending ? M.saving : M.save}
      </Button>
    </form>
  );
}

export function WritingStyleBlock() {
  const query = useQuery({
    queryKey: WRITING_STYLE_QUERY_KEY,
    queryFn: () => apiRequest('/api/account/writing-style', { schema: WritingStyleSchema }),
    staleTime: 60_000,
  });
  return (
    <SectionCard title={M.title}>
      <p className="mb-5 text-sm text-slate-600">{M.intro}</p>
      {query.data ? (
        <StyleForm initial={query.data} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {M.loading}
        </p>
      )}
    </SectionCard>
  );
}
