/**
 * POSTs JSON and reads the answer as server-sent events (one JSON object per `data:` line),
 * handing each event over as soon as it arrives. The request goes through the API client's one
 * request function (api-client.ts): same credentials and headers, and a refusal is an ApiError
 * like every other API call.
 */
import type { z } from 'zod';
import { COMMON_MESSAGES } from '#shared/messages/common.ts';
import { ApiError, sendRequest } from './api-client.ts';

export async function postEventStream<S extends z.ZodType>(
  path: string,
  body: unknown,
  options: { schema: S; signal: AbortSignal; onEvent: (event: z.output<S>) => void },
): Promise<void> {
  const response = await sendRequest(path, { method: 'POST', body, signal: options.signal, accept: 'text/event-stream' });
  if (!response.body) throw new ApiError('BAD_RESPONSE', COMMON_MESSAGES.internalError, response.status);
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
