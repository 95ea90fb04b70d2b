/**
 * The number check in the answer view (docs/clinical/number-check.md): flags computed by the
 * pure check, shown as highlights in a copy of the rendered HTML and a header "N nombres à
 * vérifier" until dismissed. The text, its copy and its export are left unchanged.
 */
import { useId } from 'react';
import { CHECK_UI } from '#shared/messages/scores.ts';
import { checkAnswer, type CheckFlag } from '#shared/number-check/number-check.ts';
import type { ScoreSheet } from '#shared/scores/score-sheet.ts';
import { ChatIcon } from '../chat-icons.tsx';
import { renderMarkdown } from '../markdown.ts';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const SENTINELS = /[\uE000\uE001]/g;

/** The answer without our private markers (a model could emit them). */
const checkableText = (content: string) => content.replace(SENTINELS, '');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Flags of one assistant answer against the sheet and the practitioner's messages before it. */
export function flagsFor(conversation: string[], content: string, sheet: ScoreSheet | null): CheckFlag[] {
  return checkAnswer({ answer: checkableText(content), sheet, conversation });
}

/**
 * Sanitised HTML of the answer with each flagged range wrapped in a <mark>: markers are put in
 * the Markdown, survive rendering and sanitising as text, and are replaced afterwards with our
 * own fixed markup (the flag's text is already escaped by the renderer).
 */
export function highlightedHtml(content: string, flags: CheckFlag[]): string {
  const text = checkableText(content);
  let marked = '';
  let position = 0;
  for (const flag of flags) {
    marked += text.slice(position, flag.start) + OPEN + text.slice(flag.start, flag.end) + CLOSE;
    position = flag.end;
  }
  marked += text.slice(position);
  let k = 0;
  return renderMarkdown(marked)
    .replace(/\uE000([^\uE000\uE001]*)\uE001/g, (_match, inner: string) => {
      const flag = flags[k++];
      if (!flag) return inner;
      const tone = flag.kind === 'band' ? 'decoration-red-700' : 'decoration-amber-700';
      return `<mark data-check="${flag.kind}" title="${escapeHtml(flag.message)}" class="rounded-sm bg-amber-100 px-0.5 text-slate-900 underline decoration-2 underline-offset-2 decoration-wavy ${tone}">${inner}<span class="sr-only"> (${escapeHtml(flag.message)})</span></mark>`;
    })
    .replace(SENTINELS, '');
}

export function CheckHeader({ flags, onDismiss }: { flags: CheckFlag[]; onDismiss: () => void }) {
  const listId = useId();
  if (flags.length === 0) return null;
  return (
    <div className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex items-center gap-1.5 font-semibold">
          <ChatIcon name="alert" className="size-4 shrink-0" />
          <span data-testid="check-count">{CHECK_UI.count(flags.length)}</span>
        </p>
        <button type="button" onClick={onDismiss} className="ml-auto min-h-9 rounded-md border border-amber-400 bg-white px-2.5 text-xs font-semibold text-amber-950 hover:bg-amber-100">
          {CHECK_UI.dismiss}
        </button>
      </div>
      <details className="mt-1">
        <summary className="cursor-pointer text-xs font-medium underline" aria-controls={listId}>
          {CHECK_UI.details}
        </summary>
        <p className="mt-1 text-xs">{CHECK_UI.intro}</p>
        <ul id={listId} className="mt-1 list-disc space-y-0.5 pl-5 text-xs">
          {flags.map((flag) => (
            <li key={`${flag.start}-${flag.end}`}>
              «&nbsp;{flag.text}&nbsp;»{flag.name ? ` (${flag.name})` : ''}&nbsp;: {flag.message}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
