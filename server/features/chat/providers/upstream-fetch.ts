/**
 * The `fetch` the OpenAI SDK is given (docs/chat-streaming.md, "What the relay costs"): the same
 * HTTP client as the platform's fetch (undici), called through its request API instead of the
 * fetch standard's machinery. The SDK still builds every request, retries, times out, reads the
 * event stream and turns failures into its errors; this only carries the request and hands back a
 * standard Response.
 *
 * Why: with 200 answers at once the app's CPU is the queue, and the platform's fetch cost about
 * 0.4 ms of CPU per call more than undici's request API (a Request object, copied headers, a body
 * stream for a string, resource timing), a third of what the SDK's whole call cost on this machine.
 *
 * What it keeps of fetch: the method, headers and body the SDK built, its abort signal (an abort
 * ends the request and the response's body, as with fetch), and the response's status, headers and
 * body. What it does not do: follow a redirect (the prompt goes to the configured address and
 * nowhere else; a redirect reaches the SDK as an error status), send cookies, or cache. A body that
 * is not a string (not sent by our adapters) goes through the platform's fetch.
 */
import { Agent, type Dispatcher } from 'undici';

/** Statuses whose Response must have no body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

export type UpstreamFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * One connection pool per provider client: connections are kept alive between answers (undici's
 * defaults, with no limit on the connections to one origin, as the platform's fetch).
 */
export function createUpstreamFetch(dispatcher: Dispatcher = new Agent()): UpstreamFetch {
  return async (input, init = {}) => {
    if (input instanceof Request || (init.body !== undefined && init.body !== null && typeof init.body !== 'string')) return fetch(input, init);
    const url = typeof input === 'string' ? new URL(input) : input;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: (init.method ?? 'GET').toUpperCase(),
      headers,
      body: init.body ?? null,
      signal: init.signal ?? undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else if (value !== undefined) responseHeaders.append(name, value);
    }
    if (NULL_BODY_STATUSES.has(response.statusCode)) {
      response.body.resume();
      return new Response(null, { status: response.statusCode, headers: responseHeaders });
    }
    // The body as an async iterable: the Response reads it, and a cancelled Response (the SDK
    // cancels the body of a response it retries) ends it. Not `Readable.toWeb()`, which on Node 20
    // throws an uncaught "Controller is already closed" when data arrives after a cancel.
    return new Response(response.body, { status: response.statusCode, headers: responseHeaders });
  };
}
