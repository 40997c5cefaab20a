import { LOGIN_REQUIRED } from '@quarry/contracts/errors';
import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/lib/toast-store';
import {
  type ResponseBody,
  readBody,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
  toApiError,
} from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  toast: (toast: { title: string; description: string; variant: 'destructive' }) => unknown;
  /** Full-page navigation: session loss must drop every piece of in-memory state. */
  navigate: (url: string) => void;
  sleep: (ms: number) => Promise<void>;
  /** The page's path and query, to come back to after signing in again (docs/decisions/web.md). */
  here?: () => string;
};

export type RequestOptions<S extends z.ZodType> = {
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
  /**
   * The action's Idempotency-Key (lib/single-action.ts), the same on each try of one action; a
   * POST, PUT or PATCH without one gets its own, sent on this call's tries.
   */
  idempotencyKey?: string;
};

/** Methods that may create or spend: the server makes them happen once per Idempotency-Key. */
const KEYED_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

export type ApiClient = {
  /** Sends one API call and returns its JSON body, parsed with `schema` when given. */
  request<S extends z.ZodType = z.ZodUnknown>(
    method: HttpMethod,
    url: string,
    options?: RequestOptions<S>,
  ): Promise<z.output<S>>;
  /** The default data loader: GET on the query key's parts joined by '/'. */
  getQueryFn(options: { on401: 'returnNull' | 'throw' }): QueryFunction<unknown>;
  /**
   * Opens a response to read as it arrives (an event stream). Sent once: a 401 here means the page
   * must be refreshed and signed in again, which the caller says, not the silent retry. A non-OK
   * answer throws the ApiError `request` would.
   */
  openStream(method: HttpMethod, url: string, options?: StreamOptions): Promise<Response>;
};

export type StreamOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A lost session here is handled as `request` handles it (toast, sign-in, return), not by the caller. */
  sessionLoss?: 'redirect';
};

export const RETRY_AFTER_401_MS = 100;

/**
 * A new Idempotency-Key: one per user action (the server keeps it a day). randomUUID exists only in
 * secure contexts; a page opened over plain http from another machine (a local demo on a phone)
 * gets 32 random hex digits from getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
export const REDIRECT_AFTER_SESSION_LOSS_MS = 500;

function isSessionLoss(body: ResponseBody): boolean {
  if (!body.isJson) return true;
  const json = body.json;
  return (
    typeof json === 'object' && json !== null && 'errorCode' in json && json.errorCode === LOGIN_REQUIRED
  );
}

/**
 * Where a lost session sends the person: the sign-in page, which brings them back to the page they
 * were on (/login?returnTo=; the login page checks the path again), so what they typed there is
 * restored from its draft (docs/decisions/web.md). From the landing page, or with no page known: '/'.
 */
export function signInAgainHref(here: string | undefined): string {
  if (!here || here === '/' || here.startsWith('/login')) return '/';
  return `/login?${new URLSearchParams({ returnTo: here })}`;
}

/** Sends one call; the spec's one silent retry after a 401. */
async function send(
  deps: ApiClientDeps,
  method: HttpMethod,
  url: string,
  options: RequestOptions<z.ZodType>,
) {
  const hasBody = options.body !== undefined;
  const headers: Record<string, string> = hasBody ? { 'Content-Type': 'application/json' } : {};
  if (KEYED_METHODS.has(method)) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  };
  const first = await deps.fetch(url, init);
  if (first.status !== 401) return first;
  // The spec's one silent retry: a 401 that races a cookie being set (just after sign-in) passes the second time.
  await deps.sleep(RETRY_AFTER_401_MS);
  return deps.fetch(url, init);
}

type OnSessionLoss = (response: Response, body: ResponseBody) => Promise<never>;

/** One client's handling of a lost session: a toast and the way to sign in again, once for all calls. */
function sessionLossHandler(deps: ApiClientDeps): OnSessionLoss {
  let redirecting = false;
  return async (response, body) => {
    const fromBody = toApiError(response, body);
    // Parallel calls fail together; one toast and one redirect are enough.
    if (!redirecting) {
      redirecting = true;
      deps.toast({
        title: 'Session Expired',
        description: 'Please log in again to continue.',
        variant: 'destructive',
      });
      void deps
        .sleep(REDIRECT_AFTER_SESSION_LOSS_MS)
        .then(() => deps.navigate(signInAgainHref(deps.here?.())));
    }
    throw new SessionExpiredError(SESSION_EXPIRED_MESSAGE, {
      status: response.status,
      errorCode: fromBody.errorCode,
      redirectUrl: fromBody.redirectUrl,
      data: fromBody.data,
    });
  };
}

/** A response's JSON body, parsed with `schema` when given; an ApiError or a lost session otherwise. */
async function readJson(
  onSessionLoss: OnSessionLoss,
  method: HttpMethod,
  url: string,
  response: Response,
  schema?: z.ZodType,
) {
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && isSessionLoss(body)) return onSessionLoss(response, body);
    throw toApiError(response, body);
  }
  const data = body.isJson ? body.json : null;
  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Unexpected response from ${method} ${url}: ${parsed.error.message}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** The default data loader's URL: the query key's parts joined by '/'. */
function queryKeyUrl(queryKey: readonly unknown[]): string {
  return queryKey
    .map((part) => {
      if (typeof part !== 'string' && typeof part !== 'number') {
        throw new Error(`Query key parts must be strings or numbers, got ${JSON.stringify(part)}`);
      }
      return String(part);
    })
    .join('/');
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const onSessionLoss = sessionLossHandler(deps);

  async function request<S extends z.ZodType = z.ZodUnknown>(
    method: HttpMethod,
    url: string,
    options: RequestOptions<S> = {},
  ): Promise<z.output<S>> {
    const response = await send(deps, method, url, options);
    // readJson returns the schema's output when a schema is given, and unknown JSON (S = ZodUnknown) otherwise.
    return (await readJson(onSessionLoss, method, url, response, options.schema)) as z.output<S>;
  }

  async function openStream(method: HttpMethod, url: string, options: StreamOptions = {}) {
    const hasBody = options.body !== undefined;
    const response = await deps.fetch(url, {
      method,
      credentials: 'include',
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
    if (response.ok) return response;
    const body = await readBody(response);
    if (options.sessionLoss === 'redirect' && response.status === 401 && isSessionLoss(body)) {
      return onSessionLoss(response, body);
    }
    throw toApiError(response, body);
  }

  return {
    request,
    openStream,
    getQueryFn({ on401 }) {
      return async ({ queryKey, signal }) => {
        const url = queryKeyUrl(queryKey);
        const response = await send(deps, 'GET', url, { signal });
        if (on401 === 'returnNull' && response.status === 401) return null;
        return readJson(onSessionLoss, 'GET', url, response);
      };
    },
  };
}

/** The app's client: the browser's fetch, the shared toaster and real navigation. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  toast,
  navigate: (url) => window.location.assign(url),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  here: () => `${window.location.pathname}${window.location.search}`,
});
