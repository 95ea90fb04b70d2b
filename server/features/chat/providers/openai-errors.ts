import OpenAI from 'openai';
import { AiProviderError } from '../ai-provider.ts';

/**
 * The SDK's own limits (docs/chat-streaming.md): 2 retries (its backoff is capped at 8 s), and
 * each attempt waits for the response headers no longer than the first-token deadline, which
 * the chat service enforces over all attempts together.
 *
 * A redirect is never followed (`redirect: 'error'`): the prompt goes to the configured address
 * and nowhere else, and a provider that answers with a redirect fails like an unreachable one.
 * With `window: null` as well, fetch (undici) sends the request as it is instead of copying it and
 * its body for a redirect it might follow: a tenth of the SDK's cost per call (docs/chat-streaming.md).
 */
export function openAiClientOptions(timeoutMs = 60_000): { timeout: number; maxRetries: number; fetchOptions: { redirect: 'error'; window: null } } {
  return { timeout: timeoutMs, maxRetries: 2, fetchOptions: { redirect: 'error', window: null } };
}

/** Maps the SDK's errors to our kinds; the SDK already retried 408, 409, 429 and 5xx. */
export function toAiProviderError(error: unknown): unknown {
  if (error instanceof AiProviderError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiProviderError('timeout');
  if (error instanceof OpenAI.APIConnectionError) return new AiProviderError('network');
  if (error instanceof OpenAI.APIError) {
    const status: number | undefined = typeof error.status === 'number' ? error.status : undefined;
    if (status === 429) return new AiProviderError('rate_limited', status);
    if (status === 408) return new AiProviderError('timeout', status);
    if (status !== undefined && status >= 400 && status < 500) return new AiProviderError('refused', status);
    if (status !== undefined) return new AiProviderError('unavailable', status);
    // An error event inside the stream (no HTTP status): the answer broke off.
    return new AiProviderError('interrupted');
  }
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new AiProviderError('interrupted');
}
