/**
 * Any OpenAI-compatible Chat Completions endpoint (Mistral, OVHcloud AI Endpoints, Scaleway,
 * vLLM, Ollama, OpenAI itself), streaming, with the usage asked for in the stream so that
 * even a stopped answer is settled with what the provider counted (docs/product/decisions.md, §7).
 */
import OpenAI from 'openai';
import { fullInstructions } from '../chat-prompt.ts';
import { AiProviderError, type AiDelta, type AiProvider, type AiRequest } from '../ai-provider.ts';
import { openAiClientOptions, toAiProviderError } from './openai-errors.ts';

export function createOpenAiCompatibleProvider(options: { baseUrl: string; apiKey: string; model: string; label?: string; timeoutMs?: number }): AiProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, ...openAiClientOptions(options.timeoutMs) });
  return {
    label: options.label ?? new URL(options.baseUrl).hostname,
    async *stream(request: AiRequest, signal: AbortSignal): AsyncIterable<AiDelta> {
      let finished = false;
      try {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: request.maxOutputTokens,
            messages: [{ role: 'system', content: fullInstructions(request) }, ...request.messages],
          },
          { signal },
        );
        yield { type: 'accepted' };
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          const text = choice?.delta?.content;
          if (text) yield { type: 'text', text };
          if (choice?.finish_reason) finished = true;
          if (chunk.usage) {
            finished = true;
            yield {
              type: 'usage',
              usage: { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens, totalTokens: chunk.usage.total_tokens },
            };
          }
        }
      } catch (error) {
        throw toAiProviderError(error);
      }
      // The connection closed cleanly but the answer never said it was complete.
      if (!finished && !signal.aborted) throw new AiProviderError('interrupted');
    },
  };
}
