/**
 * The one interface every AI adapter implements (a port: the service depends on it, not on an SDK):
 * a request built by the server, text deltas and usage back. Adapters are picked in server/deps.ts
 * (docs/architecture.md).
 */
import type { ChatTurn, ChatType } from '#shared/chat.schemas.ts';
import type { ScoreSheet } from '#shared/scores/score-sheet.ts';
import type { DocumentTemplateId } from '#shared/chat-catalogues/document-templates.ts';

export interface AiRequest {
  chatType: ChatType;
  /** Our system prompt for the mode (adapters with a stored prompt id may send that instead). */
  systemPrompt: string;
  /** The practitioner's panel selections and report options, as French instructions ('' if none). */
  context: string;
  /** Human-readable selections (the demo responder lists them). */
  selections: string[];
  messages: ChatTurn[];
  /** The validated score sheet, already rendered into `context`; the demo responder writes from it. */
  scoreSheet?: ScoreSheet | undefined;
  maxOutputTokens: number;
  /** The document template chosen in the panel (its structure is already in `context`). */
  templateId?: DocumentTemplateId;
}

/** The usage a provider reports for one call; any figure may be missing (the budget then estimates). */
export interface ReportedUsage {
  inputTokens?: number;
  outputTokens?: number;
  totalTokens?: number;
}

/**
 * `accepted`: the provider answered the request (response headers received); from then on a
 * stopped answer costs its input tokens even without any text (docs/chat-streaming.md).
 */
export type AiDelta = { type: 'accepted' } | { type: 'text'; text: string } | { type: 'usage'; usage: ReportedUsage };

export interface AiProvider {
  /** Named in "Réponse invalide de l'API {provider} (aucun texte reçu)." */
  readonly label: string;
  stream(request: AiRequest, signal: AbortSignal): AsyncIterable<AiDelta>;
}

/** `shutdown` is ours: the server ended the answer while stopping (docs/chat-streaming.md). */
export type AiFailureKind = 'rate_limited' | 'unavailable' | 'timeout' | 'refused' | 'interrupted' | 'network' | 'shutdown';

/**
 * A provider failure, reduced to what may be shown and logged: a kind and a status.
 * The provider's own message is dropped (it may quote the request).
 */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    readonly status?: number,
  ) {
    super(`AI provider failure: ${kind}${status ? ` (${status})` : ''}`);
    this.name = 'AiProviderError';
  }
}
