import { LOGIN_REQUIRED } from '@quarry/contracts/errors';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiClientDeps, createApiClient, newIdempotencyKey } from './api-client';
import { ApiError, SessionExpiredError } from './api-error';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(...responses: Response[]) {
  const calls: Call[] = [];
  const sleeps: number[] = [];
  const pendingSleeps: Array<() => void> = [];
  const deps: ApiClientDeps = {
    fetch: async (url, init) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new Error(`unexpected call ${url}`);
      return next;
    },
    toast: vi.fn(),
    navigate: vi.fn(),
    // The retry sleep resolves at once; the redirect sleep waits for the test to release it.
    sleep: (ms) => {
      sleeps.push(ms);
      if (ms === 100) return Promise.resolve();
      return new Promise((resolve) => pendingSleeps.push(resolve));
    },
  };
  const releaseSleeps = async () => {
    for (const resolve of pendingSleeps.splice(0)) resolve();
    await Promise.resolve();
  };
  return { client: createApiClient(deps), deps, calls, sleeps, releaseSleeps };
}

const loginRequired = () => json(401, { message: 'Login required', errorCode: LOGIN_REQUIRED });

describe('api client request', () => {
  it('when a call has a body, then it is sent as JSON with credentials', async () => {
    const { client, calls } = setup(json(200, { ok: true }));
    await client.request('POST', '/api/user/gemini-key', { body: { geminiApiKey: 'AIza1' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"geminiApiKey":"AIza1"}',
    });
  });

  it('when a call has no body, then no content type is sent but credentials are', async () => {
    const { client, calls } = setup(json(200, { hasActiveSession: true }));
    const data = await client.request('GET', '/api/auth/session-check');
    expect(data).toEqual({ hasActiveSession: true });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.headers).toEqual({});
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('when the first answer is 401 and the retry succeeds, then it waits 100 ms, retries once and returns the data', async () => {
    const { client, calls, sleeps, deps } = setup(loginRequired(), json(200, { name: 'Ada' }));
    const data = await client.request('POST', '/api/user/load-session-keys', { body: { a: 1 } });
    expect(data).toEqual({ name: 'Ada' });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.init.body).toBe('{"a":1}');
    expect(sleeps).toEqual([100]);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('when a POST is retried after a 401, then both tries carry the same new Idempotency-Key', async () => {
    const { client, calls } = setup(loginRequired(), json(201, { id: 'r1' }));
    await client.request('POST', '/api/saved-reports', { body: { reportName: 'A' } });
    const keys = calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it("when an action gives its Idempotency-Key, then that key is sent, and two actions' calls differ", async () => {
    const { client, calls } = setup(json(200, {}), json(200, {}), json(200, {}));
    await client.request('POST', '/api/contact', { body: {}, idempotencyKey: 'action-key-0123456789' });
    await client.request('PUT', '/api/user/preferences', { body: {} });
    await client.request('PUT', '/api/user/preferences', { body: {} });
    const keys = calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBe('action-key-0123456789');
    expect(keys[1]).not.toBe(keys[2]);
  });

  it('when the page is not a secure context (no randomUUID), then the key is 32 random hex digits', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('when both attempts answer LOGIN_REQUIRED, then the session-expired toast shows, / follows after 500 ms and the call throws', async () => {
    const { client, calls, deps, sleeps, releaseSleeps } = setup(loginRequired(), loginRequired());
    const error = await client.request('GET', '/api/user/profile').catch((e: unknown) => e);
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as Error).message).toBe('Authentication required - redirecting to login');
    expect((error as SessionExpiredError).status).toBe(401);
    expect(deps.toast).toHaveBeenCalledWith({
      title: 'Session Expired',
      description: 'Please log in again to continue.',
      variant: 'destructive',
    });
    expect(sleeps).toEqual([100, 500]);
    expect(deps.navigate).not.toHaveBeenCalled();
    await releaseSleeps();
    expect(deps.navigate).toHaveBeenCalledWith('/');
  });

  it('when the session is lost on a page of the app, then the sign-in page follows with that page to return to', async () => {
    // Arrange
    const { client, deps, releaseSleeps } = setup(loginRequired(), loginRequired());
    deps.here = () => '/chat-interface?session=abc';
    // Act
    await client.request('GET', '/api/user/profile').catch(() => undefined);
    await releaseSleeps();
    // Assert
    expect(deps.navigate).toHaveBeenCalledWith('/login?returnTo=%2Fchat-interface%3Fsession%3Dabc');
  });

  it('when a stream asks for it and the session is lost, then it is handled as a request is: toast, sign-in, return', async () => {
    const { client, deps, releaseSleeps } = setup(loginRequired());
    deps.here = () => '/chat-interface';

    const error = await client
      .openStream('POST', '/api/query/generate-keywords', { sessionLoss: 'redirect' })
      .catch((e: unknown) => e);
    await releaseSleeps();

    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(deps.toast).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith('/login?returnTo=%2Fchat-interface');
  });

  it('when a 401 body is not JSON, then it is treated as session loss', async () => {
    const { client, deps } = setup(
      new Response('nope', { status: 401 }),
      new Response('nope', { status: 401 }),
    );
    await expect(client.request('GET', '/api/teams')).rejects.toThrow(
      'Authentication required - redirecting to login',
    );
    expect(deps.toast).toHaveBeenCalledOnce();
  });

  it('when a 401 carries JSON with another error code, then it is an ordinary ApiError and the user stays', async () => {
    const body = { message: 'Key rejected', errorCode: 'GEMINI_KEY_REQUIRED' };
    const { client, deps, calls } = setup(json(401, body), json(401, body));
    const error = await client.request('GET', '/api/user/key-status').catch((e: unknown) => e);
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect((error as ApiError).message).toBe('Key rejected');
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('when parallel calls lose the session together, then only one toast and one redirect happen', async () => {
    const { client, deps, releaseSleeps } = setup(
      loginRequired(),
      loginRequired(),
      loginRequired(),
      loginRequired(),
    );
    const results = await Promise.allSettled([client.request('GET', '/a'), client.request('GET', '/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await releaseSleeps();
    expect(deps.toast).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledOnce();
  });

  it('when a non-OK answer is JSON, then the error carries its message, code, redirect, status and body', async () => {
    const body = {
      message: 'Subscribe first',
      errorCode: 'SUBSCRIPTION_REQUIRED',
      redirectUrl: '/subscribe',
      x: 1,
    };
    const { client, calls } = setup(json(403, body));
    const error = (await client
      .request('POST', '/api/teams', { body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Subscribe first');
    expect(error.errorCode).toBe('SUBSCRIPTION_REQUIRED');
    expect(error.redirectUrl).toBe('/subscribe');
    expect(error.status).toBe(403);
    expect(error.data).toEqual(body);
  });

  it('when a non-OK answer is not JSON, then the message is the status, a colon and the text', async () => {
    const { client } = setup(new Response('upstream timed out', { status: 502 }));
    const error = (await client.request('GET', '/api/teams').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: upstream timed out');
    expect(error.status).toBe(502);
    expect(error.data).toBe('upstream timed out');
    expect(error.errorCode).toBeUndefined();
  });

  it('when a schema is given, then the body is parsed with it and a mismatch is an error', async () => {
    const Session = z.object({ hasActiveSession: z.boolean() });
    const { client } = setup(
      json(200, { hasActiveSession: false, extra: 1 }),
      json(200, { hasActiveSession: 'no' }),
    );
    await expect(client.request('GET', '/api/auth/session-check', { schema: Session })).resolves.toEqual({
      hasActiveSession: false,
    });
    await expect(client.request('GET', '/api/auth/session-check', { schema: Session })).rejects.toThrow(
      /Unexpected response from GET \/api\/auth\/session-check/,
    );
  });
});

describe('api client default query function', () => {
  it('when a query runs, then it GETs the key parts joined by slashes with credentials', async () => {
    const { client, calls } = setup(json(200, { id: 'r1' }));
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery({
      queryKey: ['/api/reports', 'r1'],
      queryFn: client.getQueryFn({ on401: 'throw' }),
    });
    expect(data).toEqual({ id: 'r1' });
    expect(calls[0]?.url).toBe('/api/reports/r1');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include', headers: {} });
  });

  it('when set to return null and both attempts answer 401, then it resolves null without a toast or redirect', async () => {
    const { client, calls, deps } = setup(loginRequired(), loginRequired());
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery({
      queryKey: ['/api/user/profile'],
      queryFn: client.getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
    expect(calls).toHaveLength(2);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('when set to throw and the session is lost, then the query fails with the session-loss error', async () => {
    const { client, deps } = setup(loginRequired(), loginRequired());
    const queryClient = new QueryClient();
    await expect(
      queryClient.fetchQuery({
        queryKey: ['/api/user/profile'],
        queryFn: client.getQueryFn({ on401: 'throw' }),
      }),
    ).rejects.toThrow('Authentication required - redirecting to login');
    expect(deps.toast).toHaveBeenCalledOnce();
  });
});

describe('api client streams', () => {
  it('when a stream is opened, then it is sent once with credentials, its JSON body and headers, and the response is handed back', async () => {
    const { client, calls } = setup(new Response('data: {}\n\n', { status: 200 }));
    const response = await client.openStream('POST', '/api/query/extract-and-query', {
      body: { userQuery: 'q' },
      headers: { 'Last-Event-ID': '3' },
    });
    expect(await response.text()).toBe('data: {}\n\n');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Last-Event-ID': '3' },
      body: '{"userQuery":"q"}',
    });
  });

  it('when a stream is refused with 401, then it throws the ApiError at once, without the silent retry or a redirect', async () => {
    const { client, calls, deps } = setup(loginRequired(), json(200, {}));
    const opening = client.openStream('GET', '/api/report-execution/e1/stream');
    await expect(opening).rejects.toMatchObject({ status: 401, errorCode: LOGIN_REQUIRED });
    await expect(opening).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
