/**
 * OpenAI's Responses API, streaming. With a stored prompt id for the mode
 * (OPENAI_PROMPT_DIAGNOSTIC / _NOTES / _DOCUMENTS) that prompt is used and our selections
 * follow as a developer message; otherwise our own prompt goes in `instructions`.
 */
import OpenAI from 'openai';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import type { ChatType } from '#shared/chat.schemas.ts';
import { fullInstructions } from '../chat-prompt.ts';
import { AiProviderError, type AiDelta, type AiProvider, type AiRequest } from '../ai-provider.ts';
import { openAiClientOptions, toAiProviderError } from './openai-errors.ts';

export function createOpenAiResponsesProvider(options: {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  promptIds?: Partial<Record<ChatType, string | undefined>>;
  /** Per-attempt wait for the response headers (the first-token deadline). */
  timeoutMs?: number;
}): AiProvider {
  const client = new OpenAI({ apiKey: options.apiKey, ...(options.baseUrl ? { baseURL: options.baseUrl } : {}), ...openAiClientOptions(options.timeoutMs) });
  return {
    label: 'OpenAI',
    async *stream(request: AiRequest, signal: AbortSignal): AsyncIterable<AiDelta> {
      const promptId = options.promptIds?.[request.chatType];
      const conversation: ResponseInputItem[] = request.messages.map((message) => ({ role: message.role, content: message.content }));
      const input: ResponseInputItem[] = promptId && request.context ? [{ role: 'developer', content: request.context }, ...conversation] : conversation;
      let finished = false;
      try {
        const stream = await client.responses.create(
          {
            model: options.model,
            stream: true,
            store: false,
            max_output_tokens: request.maxOutputTokens,
            input,
            ...(promptId ? { prompt: { id: promptId } } : { instructions: fullInstructions(request) }),
          },
          { signal },
        );
        yield { type: 'accepted' };
        for await (const event of stream) {
          switch (event.type) {
            case 'response.output_text.delta':
              if (event.delta) yield { type: 'text', text: event.delta };
              break;
            case 'response.completed':
            case 'response.incomplete': {
              finished = true;
              const usage = event.response.usage;
              if (usage) yield { type: 'usage', usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens, totalTokens: usage.total_tokens } };
              break;
            }
            case 'response.failed': {
              const usage = event.response.usage;
              if (usage) yield { type: 'usage', usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens, totalTokens: usage.total_tokens } };
              throw new AiProviderError('interrupted');
            }
            case 'error':
              throw new AiProviderError('interrupted');
            default:
              break;
          }
        }
      } catch (error) {
        throw toAiProviderError(error);
      }
      if (!finished && !signal.aborted) throw new AiProviderError('interrupted');
    },
  };
}
