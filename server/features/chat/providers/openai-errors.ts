import OpenAI from 'openai';
import { AiProviderError } from '../ai-provider.ts';

/** Spec §9 AI client defaults: 10-minute timeout, 2 retries (the SDK's backoff is capped at 8 s). */
export const OPENAI_CLIENT_DEFAULTS = { timeout: 10 * 60 * 1000, maxRetries: 2 } as const;

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
