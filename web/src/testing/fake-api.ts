import { onTestFinished, vi } from 'vitest';

export type FakeRequest = {
  method: string;
  url: string;
  body: unknown;
  /** The request's headers, lower-cased names. */
  headers?: Record<string, string>;
};
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A handler answering 200 with `body` every time. */
export const ok =
  (body: unknown): FakeHandler =>
  () =>
    jsonResponse(200, body);

/** A handler answering `status` with `body` every time. */
export const fail =
  (status: number, body: unknown): FakeHandler =>
  () =>
    jsonResponse(status, body);

/** A handler that never answers, to look at a screen while its call is in flight. */
export const never: FakeHandler = () => new Promise<Response>(() => {});

/**
 * Replaces the browser's fetch for one test: each call is matched on 'METHOD /path' and recorded with
 * its parsed JSON body. A call without a handler answers 404 so a test sees which call it missed.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetchStub = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, url: input, body };
    // Recorded but not enumerable: tests that compare whole calls compare what they always did.
    Object.defineProperty(request, 'headers', {
      value: Object.fromEntries(new Headers(init.headers).entries()),
      enumerable: false,
    });
    calls.push(request);
    const handler = handlers[`${method} ${input}`];
    if (!handler) return jsonResponse(404, { message: `No fake for ${method} ${input}` });
    return handler(request);
  };
  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    calls,
    set(key: string, handler: FakeHandler) {
      handlers[key] = handler;
    },
    /** The calls made to one 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key),
  };
}
