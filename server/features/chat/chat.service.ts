/**
 * One chat turn (decisions §4, §5, §7): validate selections, build the prompt, reserve the
 * budget, stream the provider's answer, settle whatever happens. Conversation text is
 * never logged or stored: logs carry the mode, the outcome and token counts only.
 */
import type { PlanId } from '#shared/auth.schemas.ts';
import { findUnknownSelections, type ChatStreamEvent, type ChatTurn, type ChatType } from '#shared/chat.schemas.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import type { ScoreSheet } from '#shared/scores/score-sheet.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { chargedUsage, MAX_OUTPUT_TOKENS, type ReportedUsage } from '#server/features/budget/budget-math.ts';
import type { BudgetService } from '#server/features/budget/budget.service.ts';
import { AiProviderError, type AiProvider } from './ai-provider.ts';
import { buildPrompt } from './chat-prompt.ts';

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

export interface ChatRun {
  /** Streams the answer; always settles the reservation, even when the caller stops iterating. */
  events(signal: AbortSignal): AsyncGenerator<ChatStreamEvent>;
}

/** The practitioner's writing style as prompt instructions (docs/writing-style.md). */
export interface WritingStyleSource {
  instructionsFor(userId: string): Promise<string>;
}

export function createChatService({
  ai,
  budget,
  clock,
  logger,
  styles,
}: {
  ai: AiProvider;
  budget: BudgetService;
  clock: Clock;
  logger: ChatLogger;
  styles?: WritingStyleSource;
}) {
  return {
    /** Everything that can refuse (validation, budget) happens here, before any byte is streamed. */
    async open(user: { id: string; plan: PlanId }, type: ChatType, input: ChatInput): Promise<ChatRun> {
      const unknown = findUnknownSelections(type, input);
      if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', unknown.map((path) => ({ path, message: 'Élément inconnu pour ce mode.' })));
      const writingStyle = (await styles?.instructionsFor(user.id)) ?? '';
      const prompt = buildPrompt(type, input, { writingStyle });
      const reservation = await budget.reserve(user.id, user.plan, { inputTokens: prompt.estimatedInputTokens, maxOutputTokens: MAX_OUTPUT_TOKENS });

      return {
        async *events(signal) {
          const started = clock.now().getTime();
          let outputChars = 0;
          let reported: ReportedUsage | undefined;
          let outcome: 'completed' | 'aborted' | 'failed' | 'empty' = 'completed';
          let failure: { kind: string; status?: number } | undefined;
          let charged = { inputTokens: 0, outputTokens: 0 };
          try {
            for await (const delta of ai.stream(
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
              signal,
            )) {
              if (delta.type === 'usage') {
                reported = delta.usage;
              } else if (delta.text) {
                outputChars += delta.text.length;
                yield { type: 'delta', text: delta.text };
              }
            }
            // The SDK ends a stream quietly when it is aborted.
            if (signal.aborted) {
              outcome = 'aborted';
            } else if (outputChars === 0) {
              outcome = 'empty';
              yield { type: 'error', code: 'EMPTY_REPLY', message: CHAT_MESSAGES.emptyReply(ai.label) };
            }
          } catch (error) {
            if (signal.aborted) {
              outcome = 'aborted';
            } else {
              outcome = 'failed';
              const known = error instanceof AiProviderError ? error : undefined;
              failure = known ? { kind: known.kind, ...(known.status ? { status: known.status } : {}) } : { kind: error instanceof Error ? error.name : 'unknown' };
              yield { type: 'error', code: 'AI_FAILED', message: known ? CHAT_MESSAGES.aiErrors[aiErrorKey(known.kind)] : '' };
            }
          } finally {
            // Also runs when the consumer stops early (generator return): the reservation is never left behind.
            if (signal.aborted && outcome === 'completed') outcome = 'aborted';
            charged = chargedUsage({
              estimatedInputTokens: reservation.inputTokens,
              outputChars,
              reported,
              receivedAnyToken: outputChars > 0,
              aborted: outcome === 'aborted',
            });
            try {
              await budget.settle(reservation, charged, outcome === 'completed' ? type : undefined);
            } catch (error) {
              logger.warn({ chatType: type, err: { type: (error as Error).name } }, 'chat settlement failed');
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
