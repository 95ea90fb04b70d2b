/**
 * Identifiers found before sending (docs/privacy/pii-guard.md): a centred, keyboard-first
 * dialog. Each detection can be unticked (a false alarm, remembered for the rest of the
 * conversation); the ticked ones are replaced with placeholders, or the message is sent as is.
 */
import { useEffect, useId, useState } from 'react';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { PII_MESSAGES } from '#shared/messages/pii.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import type { PiiMatch } from '#shared/pii/pii-guard.ts';

const P = CHAT_MESSAGES.pii;

const kindLabel = (match: PiiMatch) => (match.kind === 'name' ? PII_MESSAGES.roles[match.role ?? 'patient'] : P.kinds[match.kind]);

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
      <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900" title={kindLabel(part.match)}>
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
  /** Called with one flag per match: true to replace it, false for a false alarm. */
  onReplace: (kept: boolean[]) => void;
  onSendAnyway: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const hintId = useId();
  const [kept, setKept] = useState<boolean[]>([]);
  useEffect(() => setKept((matches ?? []).map(() => true)), [matches]);
  const ticked = (matches ?? []).filter((_, index) => kept[index] !== false);
  return (
    <Dialog open={matches !== null} onClose={onCancel} labelledBy={titleId} width="lg">
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {P.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{P.intro}</p>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {PII_MESSAGES.untickHint}
        </p>
        <fieldset className="mt-3" aria-describedby={hintId}>
          <legend className="sr-only">{PII_MESSAGES.listLabel}</legend>
          <ul className="max-h-48 space-y-1 overflow-y-auto text-sm">
            {(matches ?? []).map((match, i) => (
              <li key={`${match.start}-${match.end}`}>
                <label className="flex min-h-9 cursor-pointer flex-wrap items-center gap-x-2 rounded-md px-1 hover:bg-stone-50">
                  <input
                    type="checkbox"
                    checked={kept[i] !== false}
                    onChange={(event) => setKept((current) => current.map((value, index) => (index === i ? event.target.checked : value)))}
                    className="size-4 accent-brand-700"
                  />
                  <span className="font-medium text-slate-700">{kindLabel(match)}&nbsp;:</span>
                  <span className={kept[i] !== false ? 'rounded bg-amber-100 px-1 text-slate-900' : 'px-1 text-slate-600 line-through'}>{match.value}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="mt-4 max-h-40 overflow-y-auto rounded-md border border-stone-200 bg-stone-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
          {highlighted(text, ticked)}
        </div>
        <p className="mt-3 text-xs text-slate-600">{P.mappingNote}</p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            {P.cancel}
          </Button>
          <Button variant="secondary" onClick={onSendAnyway}>
            {P.sendAnyway}
          </Button>
          <Button onClick={() => onReplace((matches ?? []).map((_, index) => kept[index] !== false))}>
            {P.replace}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
