/**
 * POSTs JSON and reads the answer as server-sent events (one JSON object per `data:` line),
 * handing each event over as soon as it arrives. A non-2xx answer is an ApiError, like
 * every other API call.
 */
import type { z } from 'zod';
import { COMMON_MESSAGES } from '#shared/messages/common.ts';
import { ApiError, toApiError } from './api-client.ts';

export async function postEventStream<S extends z.ZodType>(
  path: string,
  body: unknown,
  options: { schema: S; signal: AbortSignal; onEvent: (event: z.output<S>) => void },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', COMMON_MESSAGES.network, 0);
  }
  if (!response.ok || !response.body) {
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      // not JSON: the generic message below
    }
    throw toApiError(payload, response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      const parsed = options.schema.safeParse(JSON.parse(data));
      if (parsed.success) options.onEvent(parsed.data);
    }
  }
}
