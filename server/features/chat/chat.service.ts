/**
 * One chat turn (docs/chat-streaming.md): validate selections, build the prompt, reserve the
 * budget, stream the provider's answer under its deadlines and circuit breaker, settle whatever
 * happens. Conversation text is never logged or stored: logs carry the mode, the outcome and
 * token counts only.
 */
import type { PlanId } from '#shared/auth.schemas.ts';
import { findUnknownSelections, type ChatStreamEvent, type ChatTurn, type ChatType } from '#shared/chat.schemas.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import type { ScoreSheet } from '#shared/scores/score-sheet.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ChatLimits } from '#server/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BudgetService } from '#server/features/budget/budget.service.ts';
import { AiProviderError, type AiFailureKind, type AiProvider, type ReportedUsage } from './ai-provider.ts';
import { createCircuitBreaker, withDeadlines } from './stream-guard.ts';
import { buildPrompt, writingStyleAllowance } from './chat-prompt.ts';

export interface ChatLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ChatInput {
  messages: ChatTurn[];
  selectedItems: string[];
  options: string[];
  scoreSheet?: ScoreSheet | undefined;
}

/** Why an answer ended with an error, from a closed set: metrics label it (never the message). */
export type ChatFailureKind = AiFailureKind | 'empty_reply' | 'other';

/**
 * What `events()` yields: the stream's events, an error also with its kind, which the route
 * counts and does not send (the browser gets `code` and the French `message`).
 */
export type ChatRunEvent = Exclude<ChatStreamEvent, { type: 'error' }> | (Extract<ChatStreamEvent, { type: 'error' }> & { kind: ChatFailureKind });

export interface ChatRun {
  /**
   * Streams the answer; always settles the reservation, even when the caller stops iterating.
   * `signal`: the browser went away (no error event, nobody is listening). `stop`: the server
   * is shutting down (the answer ends with an error event).
   */
  events(signal: AbortSignal, stop?: AbortSignal): AsyncGenerator<ChatRunEvent>;
}

/** The practitioner's writing style as prompt instructions (docs/writing-style.md). */
export interface WritingStyleSource {
  instructionsFor(userId: string): Promise<string>;
  /** The longest instructions it can return: reserved for while the style is read. */
  readonly maxInstructionChars: number;
}

/** Provider failures that count towards opening the circuit (a refused request is our fault, not the provider's). */
const BREAKER_KINDS = new Set<AiFailureKind>(['rate_limited', 'unavailable', 'timeout', 'network', 'interrupted']);

/** The maximum output of one answer: a long report fits, a runaway generation does not. */
const MAX_OUTPUT_TOKENS = 4_000;

/** What settles a reservation released before the provider was called: nothing is charged. */
const NOT_CALLED = { accepted: false, outputChars: 0, outcome: 'failed' } as const;

const DEFAULT_CHAT_LIMITS: ChatLimits = { firstTokenMs: 60_000, idleMs: 30_000, breaker: { failures: 5, windowMs: 30_000, openMs: 30_000 } };

export function createChatService({
  ai,
  budget,
  clock,
  logger,
  styles,
  limits = DEFAULT_CHAT_LIMITS,
}: {
  ai: AiProvider;
  budget: BudgetService;
  clock: Clock;
  logger: ChatLogger;
  styles?: WritingStyleSource;
  limits?: ChatLimits;
}) {
  const breaker = createCircuitBreaker({ ...limits.breaker, clock });
  return {
    breaker,
    /** Everything that can refuse (validation, budget) happens here, before any byte is streamed. */
    async open(user: { id: string; plan: PlanId }, type: ChatType, input: ChatInput): Promise<ChatRun> {
      const unknown = findUnknownSelections(type, input);
      if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', unknown.map((path) => ({ path, message: 'Élément inconnu pour ce mode.' })));
      // The writing style is read while the budget is reserved, on two connections: one round trip
      // of waiting instead of two before the provider is called. The reservation covers the longest
      // style the form accepts; the charge uses the real prompt's estimate (docs/chat-streaming.md).
      const bare = buildPrompt(type, input);
      const margin = styles ? writingStyleAllowance(styles.maxInstructionChars) : 0;
      const [reserved, style] = await Promise.allSettled([
        budget.reserve(user.id, user.plan, { inputTokens: bare.estimatedInputTokens + margin, maxOutputTokens: MAX_OUTPUT_TOKENS }),
        styles ? styles.instructionsFor(user.id) : Promise.resolve(''),
      ]);
      if (reserved.status === 'rejected') throw reserved.reason;
      let reservation = reserved.value;
      if (style.status === 'rejected') {
        await budget.settle(reservation, NOT_CALLED);
        throw style.reason;
      }
      const prompt = style.value ? buildPrompt(type, input, { writingStyle: style.value }) : bare;
      if (prompt.estimatedInputTokens > reservation.inputTokens) {
        // A style longer than the form allows (stored before a limit changed): reserve its exact estimate.
        await budget.settle(reservation, NOT_CALLED);
        reservation = await budget.reserve(user.id, user.plan, { inputTokens: prompt.estimatedInputTokens, maxOutputTokens: MAX_OUTPUT_TOKENS });
      }

      return {
        async *events(signal, stop) {
          const started = clock.now().getTime();
          let outputChars = 0;
          let reported: ReportedUsage | undefined;
          let outcome: 'completed' | 'aborted' | 'failed' | 'empty' = 'completed';
          let failure: { kind: string; status?: number } | undefined;
          let charged = { inputTokens: 0, outputTokens: 0 };
          // The provider's request is aborted by the browser leaving, the server stopping or a deadline.
          const upstream = new AbortController();
          const forward = (source: AbortSignal) => () => upstream.abort(source.reason);
          const onClientGone = forward(signal);
          const onStop = stop ? forward(stop) : undefined;
          signal.addEventListener('abort', onClientGone, { once: true });
          if (stop && onStop) stop.addEventListener('abort', onStop, { once: true });
          if (signal.aborted || stop?.aborted) upstream.abort();
          /** Whether the provider accepted the request (a browser gone before that costs nothing). */
          let accepted = false;
          let admitted = false;
          try {
            if (!signal.aborted) {
              if (stop?.aborted) throw new AiProviderError('shutdown');
              breaker.check();
              admitted = true;
              const deltas = withDeadlines(
                ai.stream(
                  {
                    chatType: type,
                    systemPrompt: prompt.systemPrompt,
                    context: prompt.context,
                    selections: prompt.selections,
                    messages: prompt.messages,
                    scoreSheet: input.scoreSheet,
                    maxOutputTokens: reservation.outputTokens,
                    ...(prompt.templateId ? { templateId: prompt.templateId } : {}),
                  },
                  upstream.signal,
                ),
                {
                  firstMs: limits.firstTokenMs,
                  idleMs: limits.idleMs,
                  onExpire: () => upstream.abort(new DOMException('deadline', 'TimeoutError')),
                  isToken: (delta) => delta.type === 'text',
                },
              );
              for await (const delta of deltas) {
                if (delta.type === 'accepted') {
                  accepted = true;
                } else if (delta.type === 'usage') {
                  reported = delta.usage;
                } else if (delta.text) {
                  outputChars += delta.text.length;
                  yield { type: 'delta', text: delta.text };
                }
              }
            }
            // The SDK ends a stream quietly when it is aborted.
            if (signal.aborted) {
              outcome = 'aborted';
            } else if (stop?.aborted) {
              throw new AiProviderError('shutdown');
            } else if (outputChars === 0) {
              outcome = 'empty';
              yield { type: 'error', code: 'EMPTY_REPLY', kind: 'empty_reply', message: CHAT_MESSAGES.emptyReply(ai.label) };
            }
          } catch (error) {
            if (signal.aborted) {
              outcome = 'aborted';
            } else {
              outcome = 'failed';
              const known = stop?.aborted ? new AiProviderError('shutdown') : error instanceof AiProviderError ? error : undefined;
              failure = known ? { kind: known.kind, ...(known.status ? { status: known.status } : {}) } : { kind: error instanceof Error ? error.name : 'unknown' };
              yield { type: 'error', code: 'AI_FAILED', kind: known ? known.kind : 'other', message: known ? CHAT_MESSAGES.aiErrors[aiErrorKey(known.kind)] : '' };
            }
          } finally {
            signal.removeEventListener('abort', onClientGone);
            if (stop && onStop) stop.removeEventListener('abort', onStop);
            // Also runs when the consumer stops early (generator return): the reservation is never left behind.
            if (signal.aborted && outcome === 'completed') outcome = 'aborted';
            if (admitted) {
              if (outcome === 'completed' || outcome === 'empty') breaker.success();
              else if (outcome === 'failed' && failure && BREAKER_KINDS.has(failure.kind as AiFailureKind)) breaker.failure();
              else breaker.release();
            }
            // The budget computes the charge from what happened (docs/chat-streaming.md): nothing when
            // the provider never accepted the request.
            const settlement = await budget.settle(reservation, {
              estimatedInputTokens: prompt.estimatedInputTokens,
              accepted,
              usage: reported,
              outputChars,
              outcome: outcome === 'completed' ? 'completed' : outcome === 'aborted' ? 'stopped' : 'failed',
              chatType: type,
            });
            charged = settlement.charged;
            if (!settlement.settled) {
              logger.warn({ chatType: type, inputTokens: charged.inputTokens, outputTokens: charged.outputTokens }, 'chat settlement deferred to reconciliation');
            }
            const entry = { chatType: type, outcome, inputTokens: charged.inputTokens, outputTokens: charged.outputTokens, ms: clock.now().getTime() - started, ...failure };
            if (outcome === 'failed') logger.warn(entry, 'chat failed');
            else logger.info(entry, 'chat finished');
          }
          if (outcome === 'completed') {
            yield { type: 'done', usage: charged };
          }
        },
      };
    },
  };
}

function aiErrorKey(kind: AiProviderError['kind']): keyof typeof CHAT_MESSAGES.aiErrors {
  switch (kind) {
    case 'rate_limited':
      return 'rateLimited';
    default:
      return kind;
  }
}

export type ChatService = ReturnType<typeof createChatService>;
