import OpenAI from 'openai';
import { AiProviderError } from '../ai-provider.ts';
import { createUpstreamFetch, type UpstreamFetch } from './upstream-fetch.ts';

/**
 * The SDK's own limits (docs/chat-streaming.md): 2 retries (its backoff is capped at 8 s), and
 * each attempt waits for the response headers no longer than the first-token deadline, which
 * the chat service enforces over all attempts together.
 *
 * Requests go through `createUpstreamFetch` (upstream-fetch.ts): undici's request API under the
 * fetch interface, a third less CPU per call than the platform's fetch. A redirect is never
 * followed: the prompt goes to the configured address and nowhere else, and a provider that answers
 * with a redirect fails like an unreachable one. `fetchOptions` say the same to the platform's
 * fetch, which the adapter uses only for a body that is not a string (`window: null` spares it a
 * copy of the request and its body, made for a redirect it might follow).
 */
export function openAiClientOptions(timeoutMs = 60_000): { timeout: number; maxRetries: number; fetch: UpstreamFetch; fetchOptions: { redirect: 'error'; window: null } } {
  return { timeout: timeoutMs, maxRetries: 2, fetch: createUpstreamFetch(), fetchOptions: { redirect: 'error', window: null } };
}

/** Maps the SDK's errors to our kinds; the SDK already retried 408, 409, 429 and 5xx. */
export function toAiProviderError(error: unknown): unknown {
  if (error instanceof AiProviderError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiProviderError('timeout');
  if (error instanceof OpenAI.APIConnectionError) return new AiProviderError('network');
  if (error instanceof OpenAI.APIError) {
    const status: number | undefined = typeof error.status === 'number' ? error.status : undefined;
    // A redirect is not followed (upstream-fetch.ts): the configured address does not serve the API.
    if (status !== undefined && status >= 300 && status < 400) return new AiProviderError('network', status);
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
