/**
 * "Télécharger en Word" next to copy (docs/documents.md). The builder and the `docx` library
 * are loaded only when the button is used; the document is made here, in the browser, from
 * the answer with its names restored.
 */
import { useEffect, useState } from 'react';
import { DOCUMENT_MESSAGES as M } from '#shared/messages/documents.ts';
import { useAuth } from '#client/features/auth/public.ts';
import { ChatIcon } from '../chat-icons.tsx';
import { loadLetterhead } from './letterhead-store.ts';

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function WordButton({ markdown }: { markdown: string }) {
  const { userProfile, user } = useAuth();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'done' && state !== 'failed') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const download = async () => {
    setState('busy');
    try {
      const { wordDocumentBlob, wordFileName } = await import('./word-document.ts');
      const date = new Date();
      const blob = await wordDocumentBlob({
        markdown,
        profile: {
          name: userProfile?.name ?? user?.displayName ?? '',
          profession: userProfile?.profession ?? '',
          rppsNumber: userProfile?.rppsNumber ?? '',
          companyName: userProfile?.companyName ?? '',
        },
        letterhead: loadLetterhead(localStorage, user?.uid ?? ''),
        date,
      });
      saveBlob(blob, wordFileName(date));
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={state === 'busy'}
      aria-label={M.wordLabel}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-stone-100 hover:text-slate-900 disabled:opacity-60"
    >
      {state === 'done' ? (
        <ChatIcon name="check" className="size-3.5" />
      ) : (
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3v12M7 10l5 5 5-5M4 19h16" />
        </svg>
      )}
      <span aria-live="polite">{state === 'busy' ? M.wordBusy : state === 'done' ? M.wordDone : state === 'failed' ? M.wordFailed : M.word}</span>
    </button>
  );
}
