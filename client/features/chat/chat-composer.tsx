/** The message box: Enter sends, Shift+Enter adds a line; a stop button while the answer streams. */
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { ChatIcon } from './chat-icons.tsx';

const M = CHAT_MESSAGES;

export function ChatComposer({
  value,
  onChange,
  onSubmit,
  onStop,
  sending,
  disabled,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onStop: () => void;
  sending: boolean;
  disabled: boolean;
  placeholder: string;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const canSend = value.trim() !== '' && !sending && !disabled;

  // Grow with the text, up to about ten lines.
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 240)}px`;
  }, [value]);

  useEffect(() => {
    if (!sending) ref.current?.focus({ preventScroll: true });
  }, [sending]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="mx-auto w-full max-w-3xl">
      <label htmlFor={id} className="sr-only">
        {M.inputLabel}
      </label>
      <div className="flex items-end gap-2 rounded-2xl border border-stone-300 bg-white p-2 shadow-sm focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-700/20">
        <textarea
          ref={ref}
          id={id}
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          className="max-h-60 min-h-11 flex-1 resize-none bg-transparent px-2 py-2.5 text-base leading-6 text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
        {sending ? (
          <button
            type="button"
            onClick={onStop}
            aria-label={M.stop}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl border border-stone-300 bg-white text-slate-800 hover:bg-stone-100"
          >
            <ChatIcon name="stop" className="size-4 fill-current" />
          </button>
        ) : (
          <button
            type="submit"
            disabled={!canSend}
            aria-label={M.send}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-slate-500"
          >
            <ChatIcon name="send" className="size-5" />
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 hidden px-2 text-xs text-slate-600 sm:block">
        {M.inputHint}
      </p>
    </form>
  );
}
