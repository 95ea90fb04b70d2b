/** The conversation: practitioner turns, Markdown answers with a copy button, error notices, typing indicator. */
import { memo, useEffect, useMemo, useRef, useState } from "react";
import type { ChatMessage } from "#shared/chat.schemas.ts";
import { CHAT_MESSAGES } from "#shared/messages/chat.ts";
import { ChatIcon } from "./chat-icons.tsx";
import { htmlToPlainText, renderMarkdown } from "./markdown.ts";
import { restorePlaceholders, type PlaceholderMap } from '#shared/pii/pii-guard.ts';
import { GREETING_ID } from "./use-chat.ts";
import type { ScoreSheet } from '#shared/scores/score-sheet.ts';
import { CheckHeader, flagsFor, highlightedHtml } from './number-check/answer-check.tsx';
import { WordButton } from './export/word-button.tsx';

const M = CHAT_MESSAGES;

/** Typography of rendered answers (Tailwind variants, so no stylesheet of our own is needed). */
const MARKDOWN_CLASS = [
  "break-words",
  "[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0",
  "[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-slate-900",
  "[&_h2]:mt-4 [&_h2]:mb-1.5 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0",
  "[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-0.5",
  "[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-300 [&_blockquote]:bg-amber-50 [&_blockquote]:px-3 [&_blockquote]:py-1.5 [&_blockquote]:text-amber-950",
  "[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:text-sm [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-stone-100 [&_pre]:p-3",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900 [&_hr]:my-4 [&_hr]:border-stone-200",
  "[&_table]:my-2 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-stone-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-stone-200 [&_th]:bg-stone-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left",
].join(" ");

async function copyRich(html: string): Promise<void> {
  const text = htmlToPlainText(html);
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({
        "text/html": new Blob([`<meta charset="utf-8">${html}`], {
          type: "text/html",
        }),
        "text/plain": new Blob([text], { type: "text/plain" }),
      }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(text);
}

function CopyButton({ html }: { html: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      onClick={() => {
        void copyRich(html).then(
          () => setState("copied"),
          () => setState("failed"),
        );
      }}
      aria-label={M.copyLabel}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-stone-100 hover:text-slate-900"
    >
      <ChatIcon
        name={state === "copied" ? "check" : "copy"}
        className="size-3.5"
      />
      <span aria-live="polite">
        {state === "copied"
          ? M.copied
          : state === "failed"
            ? M.copyFailed
            : M.copy}
      </span>
    </button>
  );
}

function TypingIndicator() {
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1 py-1.5"
      aria-label={M.typing}
    >
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          aria-hidden="true"
          className={`size-2 animate-bounce rounded-full bg-slate-400 ${i === 1 ? "[animation-delay:150ms]" : i === 2 ? "[animation-delay:300ms]" : ""}`}
        />
      ))}
    </span>
  );
}

interface CheckProps {
  messages: ChatMessage[];
  index: number;
  sheet: ScoreSheet | null;
  dismissed: boolean;
  onDismiss: () => void;
}

const AssistantMessage = memo(function AssistantMessage({
  content,
  streaming,
  showCopy,
  check,
}: {
  content: string;
  streaming: boolean;
  showCopy: boolean;
  /** Number check (docs/clinical/number-check.md): the message list and sheet it is checked against. */
  check?: CheckProps | undefined;
}) {
  const html = useMemo(() => renderMarkdown(content), [content]);
  const flags = useMemo(() => (check && !streaming && !check.dismissed ? flagsFor(check.messages, check.index, content, check.sheet) : []), [check, streaming, content]);
  // The highlights are a view: the copy below keeps `html`, the answer as written.
  const shown = useMemo(() => (flags.length > 0 ? highlightedHtml(content, flags) : html), [flags, content, html]);
  if (content === "") return streaming ? <TypingIndicator /> : null;
  return (
    <>
      {check && <CheckHeader flags={flags} onDismiss={check.onDismiss} />}
      {/* Sanitised by DOMPurify with an allow-list; raw HTML from the model is escaped first (markdown.ts). */}
      <div
        className={MARKDOWN_CLASS}
        dangerouslySetInnerHTML={{ __html: shown }}
      />
      {showCopy && !streaming && (
        <div className="mt-2 -ml-2 flex flex-wrap gap-1">
          <CopyButton html={html} />
          <WordButton markdown={content} />
        </div>
      )}
    </>
  );
});

export function MessageList({
  messages,
  streamingId,
  placeholders,
  scoreSheet = null,
  checksDismissed = [],
  onDismissCheck,
  originals = {},
}: {
  messages: ChatMessage[];
  streamingId: string | null;
  placeholders: PlaceholderMap;
  scoreSheet?: ScoreSheet | null;
  checksDismissed?: string[];
  onDismissCheck?: (messageId: string) => void;
  /** The practitioner's messages as written, before placeholders (this browser only). */
  originals?: Record<string, string>;
}) {
  // One check context per answer, rebuilt only when the conversation, the sheet or a dismissal changes.
  const restored = useMemo(() => messages.map((message) => ({ ...message, content: restorePlaceholders(message.content, placeholders) })), [messages, placeholders]);
  const checks = useMemo(() => {
    const byId = new Map<string, CheckProps>();
    if (streamingId !== null || !onDismissCheck) return byId;
    restored.forEach((message, index) => {
      if (message.role !== 'assistant' || message.id === GREETING_ID) return;
      byId.set(message.id, { messages: restored, index, sheet: scoreSheet, dismissed: checksDismissed.includes(message.id), onDismiss: () => onDismissCheck(message.id) });
    });
    return byId;
  }, [restored, scoreSheet, checksDismissed, onDismissCheck, streamingId]);
  const endRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Follow the stream only while the reader is at the bottom.
    if (
      container.scrollHeight - container.scrollTop - container.clientHeight <
        160 ||
      last?.role === "user"
    ) {
      endRef.current?.scrollIntoView?.({ block: "end" });
    }
  }, [last?.content, last?.role, messages.length]);

  return (
    <div
      ref={containerRef}
      className="flex-1 overflow-y-auto px-3 py-5 sm:px-6"
    >
      <div
        role="log"
        aria-label={M.conversationLabel}
        aria-busy={streamingId !== null}
      >
        <ol className="mx-auto flex max-w-3xl flex-col gap-5">
          {messages.map((message) => {
            const content = (message.role === "user" ? originals[message.id] : undefined) ?? restorePlaceholders(message.content, placeholders);
            if (message.role === "user") {
              return (
                <li key={message.id} className="flex justify-end">
                  <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-700 px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap break-words text-white shadow-sm">
                    <span className="sr-only">{M.you}&nbsp;: </span>
                    {content}
                  </div>
                </li>
              );
            }
            if (message.role === "system") {
              return (
                <li key={message.id} className="flex">
                  <div
                    role="alert"
                    className="flex max-w-[85%] items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800"
                  >
                    <ChatIcon name="alert" className="mt-0.5 size-4 shrink-0" />
                    <span>{content}</span>
                  </div>
                </li>
              );
            }
            return (
              <li key={message.id} className="flex">
                <div className="w-full max-w-full min-w-0 rounded-2xl rounded-bl-md border border-stone-200 bg-white px-4 py-3 text-[15px] leading-relaxed text-slate-800 shadow-sm sm:px-5">
                  <span className="sr-only">{M.assistant}&nbsp;: </span>
                  <AssistantMessage
                    content={content}
                    streaming={message.id === streamingId}
                    showCopy={message.id !== GREETING_ID}
                    check={checks.get(message.id)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      <div ref={endRef} />
    </div>
  );
}
