/**
 * The state of one chat screen (docs/product/specification.md §4 Chat): messages, streaming, stop, budget error,
 * selections and PII placeholders, persisted in this browser for 60 minutes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatStreamEventSchema, CHAT_LIMITS, type ChatMessage, type ChatTurn, type ChatType } from '#shared/chat.schemas.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { postEventStream } from '#client/lib/sse.ts';
import { deleteChat, loadChat, purgeExpiredChats, saveChat } from './chat-storage.ts';
import type { PlaceholderMap } from '#shared/pii/pii-guard.ts';
import { parseDraft, type ScoreSheetDraft } from '#shared/scores/score-sheet.ts';
import { toggleSelection } from '#shared/chat-catalogues/document-templates.ts';
import { emptyPiiChatState, type PiiChatState } from '#shared/pii/pii-storage.ts';

export const GREETING_ID = 'greeting';

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function greeting(type: ChatType): ChatMessage {
  return { id: GREETING_ID, role: 'assistant', content: CHAT_MESSAGES.greetings[type], timestamp: Date.now() };
}

/** What the server receives: practitioner and assistant turns only (no greeting, no error notices), newest kept. */
export function toTurns(messages: ChatMessage[]): ChatTurn[] {
  const turns = messages
    .filter((message) => message.id !== GREETING_ID && message.role !== 'system' && message.content.trim() !== '')
    .map((message) => ({ role: message.role as 'user' | 'assistant', content: message.content.slice(0, CHAT_LIMITS.messageChars) }));
  let total = 0;
  const kept: ChatTurn[] = [];
  for (const turn of turns.reverse()) {
    total += turn.content.length;
    if (kept.length >= CHAT_LIMITS.messages || total > CHAT_LIMITS.totalChars) break;
    kept.unshift(turn);
  }
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

/** The valid entries of the sheet, as the request carries them (numbers only); nothing when empty. */
function sheetOf(draft: ScoreSheetDraft | null) {
  if (!draft) return {};
  const parsed = parseDraft(draft);
  return parsed.filled ? { scoreSheet: parsed.sheet } : {};
}

export interface UseChat {
  messages: ChatMessage[];
  selectedItems: string[];
  options: string[];
  placeholders: PlaceholderMap;
  /** Wechsler score sheet as typed (reports and notes only), kept with the conversation. */
  scoreSheet: ScoreSheetDraft | null;
  setScoreSheet: (draft: ScoreSheetDraft | null) => void;
  /** Answers whose number check the practitioner dismissed. */
  checksDismissed: string[];
  dismissCheck: (messageId: string) => void;
  /** The PII guard's memory of this conversation (docs/privacy/pii-guard.md). */
  pii: PiiChatState;
  updatePii: (change: (current: PiiChatState) => PiiChatState) => void;
  sending: boolean;
  streamingId: string | null;
  budgetError: boolean;
  /** `original` is the text as written, kept in this browser when placeholders replaced parts of it. */
  send: (text: string, placeholders: PlaceholderMap, guard?: { original: string; pii: PiiChatState }) => Promise<void>;
  stop: () => void;
  clear: () => void;
  toggleItem: (id: string) => void;
  toggleOption: (id: string) => void;
  clearSelection: () => void;
  dismissBudgetError: () => void;
}

export function useChat(type: ChatType, userId: string): UseChat {
  const [initial] = useState(() => {
    purgeExpiredChats(localStorage, Date.now());
    return loadChat(localStorage, type, userId, Date.now());
  });
  const [messages, setMessages] = useState<ChatMessage[]>(() => (initial && initial.messages.length > 0 ? initial.messages : [greeting(type)]));
  const [selectedItems, setSelectedItems] = useState<string[]>(initial?.selectedItems ?? []);
  const [options, setOptions] = useState<string[]>(initial?.options ?? []);
  const [placeholders, setPlaceholders] = useState<PlaceholderMap>(initial?.placeholders ?? {});
  const [scoreSheet, setScoreSheetState] = useState<ScoreSheetDraft | null>(type === 'diagnostic' ? null : (initial?.scoreSheet ?? null));
  const [checksDismissed, setChecksDismissed] = useState<string[]>(initial?.checksDismissed ?? []);
  const [pii, setPii] = useState<PiiChatState>(initial?.pii ?? emptyPiiChatState());
  const [sending, setSending] = useState(false);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [budgetError, setBudgetError] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Persist after every change once the practitioner has written something.
  useEffect(() => {
    if (!messages.some((message) => message.role === 'user') && !scoreSheet) return;
    const last = messages.reduce((latest, message) => Math.max(latest, message.timestamp), scoreSheet?.updatedAt ?? 0);
    saveChat(localStorage, { messages, timestamp: last, chatType: type, userId, selectedItems, options, placeholders, checksDismissed, pii, ...(scoreSheet ? { scoreSheet } : {}) });
  }, [messages, selectedItems, options, placeholders, scoreSheet, checksDismissed, pii, type, userId]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string, newPlaceholders: PlaceholderMap, guard?: { original: string; pii: PiiChatState }) => {
      const content = text.trim();
      if (!content || controller.current || budgetError) return;
      const user: ChatMessage = { id: newId(), role: 'user', content, timestamp: Date.now() };
      const assistantId = newId();
      const history = [...messages, user];
      setMessages([...history, { id: assistantId, role: 'assistant', content: '', timestamp: Date.now() }]);
      setPlaceholders(newPlaceholders);
      if (guard) setPii({ ...guard.pii, originals: { ...guard.pii.originals, [user.id]: guard.original.trim() } });
      setSending(true);
      setStreamingId(assistantId);
      const abort = new AbortController();
      controller.current = abort;
      const update = (change: (message: ChatMessage) => ChatMessage | null) =>
        setMessages((current) => current.flatMap((message) => (message.id === assistantId ? (change(message) ?? []) : [message])));
      const notice = (message: string) =>
        setMessages((current) => [
          ...current.filter((item) => !(item.id === assistantId && item.content === '')),
          { id: newId(), role: 'system', content: message, timestamp: Date.now() },
        ]);
      try {
        await postEventStream(
          `/api/chat/${type}`,
          { messages: toTurns(history), selectedItems, options: type === 'documents' ? options : [], ...sheetOf(scoreSheet) },
          {
            schema: ChatStreamEventSchema,
            signal: abort.signal,
            onEvent: (event) => {
              if (event.type === 'delta') update((message) => ({ ...message, content: message.content + event.text, timestamp: Date.now() }));
              else if (event.type === 'error') notice(CHAT_MESSAGES.errorPrefix(event.message || CHAT_MESSAGES.failed));
            },
          },
        );
      } catch (error) {
        if (abort.signal.aborted) {
          update((message) => (message.content === '' ? null : message));
        } else if (error instanceof ApiError && (error.code === 'TOKEN_LIMIT_INPUT' || error.code === 'TOKEN_LIMIT_OUTPUT')) {
          update(() => null);
          setBudgetError(true);
        } else {
          notice(error instanceof ApiError && error.message ? CHAT_MESSAGES.errorPrefix(error.message) : CHAT_MESSAGES.failed);
        }
      } finally {
        controller.current = null;
        setSending(false);
        setStreamingId(null);
      }
    },
    [messages, selectedItems, options, scoreSheet, type, budgetError],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  // Each change of the sheet keeps the conversation alive for another 60 minutes.
  const setScoreSheet = useCallback((draft: ScoreSheetDraft | null) => setScoreSheetState(draft ? { ...draft, updatedAt: Date.now() } : null), []);
  const dismissCheck = useCallback((messageId: string) => setChecksDismissed((current) => (current.includes(messageId) ? current : [...current, messageId])), []);

  const clear = useCallback(() => {
    controller.current?.abort();
    deleteChat(localStorage, type, userId);
    setMessages([greeting(type)]);
    setPlaceholders({});
    setScoreSheetState(null);
    setChecksDismissed([]);
    // The "always mask" list stays for the next conversation of this screen; the rest goes.
    setPii((current) => ({ ...emptyPiiChatState(), masked: current.masked }));
  }, [type, userId]);

  const toggle = (setter: typeof setSelectedItems) => (id: string) =>
    setter((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return {
    messages,
    selectedItems,
    options,
    placeholders,
    scoreSheet,
    setScoreSheet,
    checksDismissed,
    dismissCheck,
    pii,
    updatePii: setPii,
    sending,
    streamingId,
    budgetError,
    send,
    stop,
    clear,
    toggleItem: (id: string) => setSelectedItems((current) => toggleSelection(current, id)),
    toggleOption: toggle(setOptions),
    clearSelection: () => {
      setSelectedItems([]);
      setOptions([]);
    },
    dismissBudgetError: () => setBudgetError(false),
  };
}
