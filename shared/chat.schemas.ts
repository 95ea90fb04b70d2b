/**
 * Chat shapes shared by the browser and the server (docs/product/specification.md §3 Chat message / Stored chat, §5).
 * The request carries the conversation and structured selections; never a system prompt.
 */
import { z } from 'zod';
import './validation.ts';
import { PiiChatStateSchema, emptyPiiChatState } from './pii/pii-storage.ts';
import { catalogueIndex, type ChatType } from './chat-catalogues/catalogues.ts';
import { REPORT_OPTIONS } from './chat-catalogues/documents-catalogue.ts';
import { ScoreSheetDraftSchema, ScoreSheetSchema } from './scores/score-sheet.ts';
import { isTemplateId } from './chat-catalogues/document-templates.ts';

export type { ChatType } from './chat-catalogues/catalogues.ts';
const CHAT_TYPES = ['diagnostic', 'notes', 'documents'] as const satisfies readonly ChatType[];
export const ChatTypeSchema = z.enum(CHAT_TYPES);

/** Bounds on what one request may carry (≈ 30 000 tokens of conversation at most). */
export const CHAT_LIMITS = {
  messageChars: 20_000,
  totalChars: 120_000,
  messages: 60,
  selectedItems: 80,
} as const;

const ChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_LIMITS.messageChars),
});
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

const ReportOptionIdSchema = z.enum(REPORT_OPTIONS.map((option) => option.id) as [string, ...string[]]);

export const ChatRequestSchema = z
  .object({
    messages: z.array(ChatTurnSchema).min(1).max(CHAT_LIMITS.messages),
    selectedItems: z.array(z.string().max(100)).max(CHAT_LIMITS.selectedItems).default([]),
    options: z.array(ReportOptionIdSchema).max(REPORT_OPTIONS.length).default([]),
    /** Wechsler score sheet (numbers only), for the report and notes assistants: docs/clinical/wechsler-scores.md. */
    scoreSheet: ScoreSheetSchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const last = value.messages.at(-1);
    if (!last || last.role !== 'user' || last.content.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: 'Le dernier message doit être un message non vide du praticien.' });
    }
    const total = value.messages.reduce((sum, message) => sum + message.content.length, 0);
    if (total > CHAT_LIMITS.totalChars) ctx.addIssue({ code: 'custom', path: ['messages'], message: 'La conversation est trop longue.' });
  });
export type ChatRequest = z.input<typeof ChatRequestSchema>;

/** Checks selections against the catalogue of the chat type; returns the offending paths. */
export function findUnknownSelections(type: ChatType, request: { selectedItems: string[]; options: string[]; scoreSheet?: unknown }): string[] {
  const index = catalogueIndex(type);
  const problems = request.selectedItems.flatMap((id, i) => (index.has(id) ? [] : [`selectedItems.${i}`]));
  if (type !== 'documents') problems.push(...request.options.map((_id, i) => `options.${i}`));
  if (type === 'diagnostic' && request.scoreSheet) problems.push('scoreSheet');
  // One document template at a time (docs/documents.md).
  const templates = request.selectedItems.flatMap((id, i) => (isTemplateId(id) ? [i] : []));
  problems.push(...templates.slice(1).map((i) => `selectedItems.${i}`));
  return problems;
}

/** Server-sent events of `POST /api/chat/:type`, one JSON object per `data:` line. */
export const ChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), usage: z.object({ inputTokens: z.number(), outputTokens: z.number() }) }),
  z.object({ type: z.literal('error'), code: z.enum(['EMPTY_REPLY', 'AI_FAILED']), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;

/** docs/product/specification.md §3 Chat message and Stored chat, validated on load as docs/product/specification.md §5 says. */
const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string(),
  timestamp: z.number(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const StoredChatSchema = z.object({
  messages: z.array(ChatMessageSchema),
  timestamp: z.number(),
  chatType: ChatTypeSchema,
  userId: z.string(),
  selectedItems: z.array(z.string()).default([]),
  options: z.array(z.string()).default([]),
  /** Placeholder → real value, for replacements made by the PII guard (stays in the browser). */
  placeholders: z.record(z.string(), z.string()).default({}),
  /** The score sheet as typed (docs/clinical/wechsler-scores.md) and the answers whose number check was dismissed. */
  scoreSheet: ScoreSheetDraftSchema.optional(),
  checksDismissed: z.array(z.string()).default([]),
  /** The PII guard's memory of this conversation (shared/pii/pii-storage.ts; stays in the browser). */
  pii: PiiChatStateSchema.default(emptyPiiChatState),
});
export type StoredChat = z.infer<typeof StoredChatSchema>;
export type StoredChatInput = z.input<typeof StoredChatSchema>;
