/**
 * "Masquer" (docs/privacy/pii-guard.md): the practitioner selects a word the detection missed in
 * the message box and masks it for the rest of the conversation; the list of values always
 * masked is shown under the box, each removable.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PII_MESSAGES } from '#shared/messages/pii.ts';
import type { PiiChatState } from '#shared/pii/pii-storage.ts';

export function MaskSelection({
  pii,
  onMask,
  onUnmask,
  children,
}: {
  pii: PiiChatState;
  onMask: (value: string) => void;
  onUnmask: (value: string) => void;
  children: ReactNode;
}) {
  const [selection, setSelection] = useState('');
  const [announce, setAnnounce] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  // The selection inside the message box, followed through the events that change it.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const track = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLTextAreaElement) setSelection(target.value.slice(target.selectionStart, target.selectionEnd).trim());
    };
    const events = ['select', 'keyup', 'mouseup', 'input'] as const;
    for (const name of events) element.addEventListener(name, track);
    return () => {
      for (const name of events) element.removeEventListener(name, track);
    };
  }, []);
  const value = selection.length >= 2 && selection.length <= 80 && !selection.includes('\n') ? selection : '';
  return (
    <div ref={ref}>
      {children}
      <div className="mx-auto mt-1 flex max-w-3xl flex-wrap items-center gap-2 px-2 text-xs text-slate-600">
        {value ? (
          <button
            type="button"
            onClick={() => {
              onMask(value);
              setAnnounce(PII_MESSAGES.masked(value));
              setSelection('');
            }}
            className="min-h-8 rounded-md border border-amber-300 bg-amber-50 px-2.5 font-medium text-amber-950 hover:bg-amber-100"
          >
            {PII_MESSAGES.mask(value)}
          </button>
        ) : (
          <span className="hidden sm:inline">{PII_MESSAGES.maskHint}</span>
        )}
        {pii.masked.length > 0 && (
          <span className="flex flex-wrap items-center gap-1">
            <span>{PII_MESSAGES.alwaysMasked}</span>
            {pii.masked.map((item) => (
              <button
                key={item.value}
                type="button"
                onClick={() => onUnmask(item.value)}
                aria-label={PII_MESSAGES.unmask(item.value)}
                className="inline-flex min-h-8 items-center gap-1 rounded-full border border-stone-300 bg-white px-2 text-slate-800 hover:bg-stone-100"
              >
                {item.value}
                <span aria-hidden="true">×</span>
              </button>
            ))}
          </span>
        )}
        <span role="status" className="sr-only">
          {announce}
        </span>
      </div>
    </div>
  );
}
