/** Decisions §5: identifiers found before sending; replace them with placeholders, or send anyway. */
import { useId } from 'react';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import type { PiiMatch } from '#shared/pii/pii-guard.ts';

const P = CHAT_MESSAGES.pii;

function highlighted(text: string, matches: PiiMatch[]) {
  const parts: (string | { match: PiiMatch })[] = [];
  let cursor = 0;
  for (const match of matches) {
    parts.push(text.slice(cursor, match.start), { match });
    cursor = match.end;
  }
  parts.push(text.slice(cursor));
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900" title={P.kinds[part.match.kind]}>
        {part.match.value}
      </mark>
    ),
  );
}

export function PiiDialog({
  text,
  matches,
  onReplace,
  onSendAnyway,
  onCancel,
}: {
  text: string;
  matches: PiiMatch[] | null;
  onReplace: () => void;
  onSendAnyway: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog open={matches !== null} onClose={onCancel} labelledBy={titleId} className="w-[min(36rem,calc(100vw-2rem))]">
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {P.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{P.intro}</p>
        <ul className="mt-4 space-y-1 text-sm">
          {(matches ?? []).map((match, i) => (
            <li key={i} className="flex flex-wrap gap-x-2">
              <span className="font-medium text-slate-700">{P.kinds[match.kind]}&nbsp;:</span>
              <span className="rounded bg-amber-100 px-1 text-slate-900">{match.value}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 max-h-40 overflow-y-auto rounded-md border border-stone-200 bg-stone-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
          {highlighted(text, matches ?? [])}
        </div>
        <p className="mt-3 text-xs text-slate-600">{P.mappingNote}</p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            {P.cancel}
          </Button>
          <Button variant="secondary" onClick={onSendAnyway}>
            {P.sendAnyway}
          </Button>
          <Button onClick={onReplace}>
            {P.replace}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
