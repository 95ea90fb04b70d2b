import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERRORS } from '#shared/errors.ts';
import { COMMON_MESSAGES } from '#shared/messages/common.ts';
import { ApiError, apiRequest, toApiError } from './api-client.ts';
import { postEventStream } from './sse.ts';

describe('toApiError', () => {
  it('keeps the server’s stable code, French message and field issues', () => {
    const error = toApiError({ code: 'EMAIL_IN_USE', message: ERRORS.EMAIL_IN_USE.message, issues: [{ path: 'email', message: 'x' }] }, 409);
    expect(error.code).toBe('EMAIL_IN_USE');
    expect(error.message).toBe(ERRORS.EMAIL_IN_USE.message);
    expect(error.status).toBe(409);
    expect(error.issues).toEqual([{ path: 'email', message: 'x' }]);
  });

  it('reads a body that is not one of ours (a proxy’s error page, HTML in a message) as an internal error', () => {
    for (const payload of [null, 'Bad gateway', { message: '<b>boom</b>' }, { code: 'not a code', message: 'x' }, { code: 42 }]) {
      const error = toApiError(payload, 502);
      expect(error.code).toBe('INTERNAL_ERROR');
      expect(error.message).toBe(COMMON_MESSAGES.internalError);
    }
  });
});

/** The browser's fetch, answering with the given responses in turn; what was asked is kept. */
function answerWith(...responses: Response[]) {
  const calls: { path: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    calls.push({ path, init });
    const next = responses.shift();
    return next ? Promise.resolve(next) : Promise.reject(new TypeError('Failed to fetch'));
  });
  return calls;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = () => json({ code: 'TOKEN_LIMIT_INPUT', message: ERRORS.TOKEN_LIMIT_INPUT.message }, 402);

describe('one request function for JSON and streams (client/lib/api-client.ts)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON requests and event streams with the same credentials and headers', async () => {
    const calls = answerWith(json({ ok: true }), new Response('data: {"n":1}\n\ndata: {"n":2}\n\n', { headers: { 'Content-Type': 'text/event-stream' } }));
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: z.object({ ok: z.boolean() }) });
    const events: number[] = [];
    await postEventStream('/api/chat/notes', { a: 1 }, { schema: z.object({ n: z.number() }), signal: new AbortController().signal, onEvent: (event) => events.push(event.n) });
    expect(events).toEqual([1, 2]);
    const [jsonCall, streamCall] = calls;
    expect(jsonCall?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: '{"a":1}' });
    expect(streamCall?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' }, body: '{"a":1}' });
  });

  it('maps a refused stream and a refused JSON request to the same ApiError', async () => {
    answerWith(refusal(), refusal());
    const fromJson = await apiRequest('/api/x', { schema: z.object({}) }).catch((error: unknown) => error);
    const fromStream = await postEventStream('/api/chat/notes', {}, { schema: z.object({}), signal: new AbortController().signal, onEvent: () => undefined }).catch((error: unknown) => error);
    for (const error of [fromJson, fromStream]) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'TOKEN_LIMIT_INPUT', status: 402, message: ERRORS.TOKEN_LIMIT_INPUT.message });
    }
  });

  it('reports a network failure as NETWORK_ERROR for both', async () => {
    answerWith();
    await expect(apiRequest('/api/x', { schema: z.object({}) })).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: COMMON_MESSAGES.network });
    await expect(postEventStream('/api/x', {}, { schema: z.object({}), signal: new AbortController().signal, onEvent: () => undefined })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
