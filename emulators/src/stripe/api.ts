import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { StripeApiError, unauthorized } from './errors';
import { checkExpandPaths, expand } from './expand';
import { Params, parseForm } from './form-params';
import { newId } from './ids';
import { EMULATED_API_VERSION, type ListObject } from './objects';
import type { StripeStore } from './store';

export interface ApiCall {
  params: Params;
  /** Path parameters such as `:id`. */
  ids: Record<string, string>;
}

export type ApiHandler = (call: ApiCall) => object;
export type RouteMaker = (handler: ApiHandler) => RequestHandler;

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

function redact(key: string): string {
  if (key.length <= 12) return `${key.slice(0, 3)}${'*'.repeat(Math.max(1, key.length - 3))}`;
  return `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}

function apiKeyOf(req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7).trim();
  if (header.startsWith('Basic ')) {
    return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  }
  return undefined;
}

/** Only test-mode secret keys (`sk_test_...`) are accepted, as on a test-mode account. */
export function requireSecretKey(req: Request, res: Response, next: NextFunction): void {
  const key = apiKeyOf(req);
  const error = !key
    ? unauthorized(NO_KEY)
    : /^sk_test_\w+$/.test(key)
      ? undefined
      : unauthorized(`Invalid API Key provided: ${redact(key)}`);
  if (error) {
    res.status(error.status).json({ error: error.body });
    return;
  }
  res.locals.apiKey = key;
  next();
}

function paramsOf(req: Request): Params {
  const query = req.originalUrl.split('?')[1] ?? '';
  const body = typeof req.body === 'string' ? req.body : '';
  return new Params({ ...parseForm(query), ...parseForm(body) });
}

interface Recorded {
  request: string;
  status: number;
  body: unknown;
}

/**
 * Wraps a handler in what every Stripe call gets: parameters, `expand`, Stripe error bodies, and
 * idempotency (a POST retried with the same Idempotency-Key replays the first answer).
 */
export function routeMaker(store: StripeStore): RouteMaker {
  const recorded = new Map<string, Recorded>();
  return (handler) => (req, res) => {
    const params = paramsOf(req);
    const idempotencyKey = req.method === 'POST' ? req.get('idempotency-key') : undefined;
    const recordKey = `${res.locals.apiKey}:${idempotencyKey}`;
    const request = `${req.method} ${req.path} ${JSON.stringify(params.values)}`;
    res.set('Request-Id', newId('req', 14));
    res.set('Stripe-Version', req.get('stripe-version') ?? EMULATED_API_VERSION);
    if (idempotencyKey) res.set('Idempotency-Key', idempotencyKey);
    const previous = idempotencyKey ? recorded.get(recordKey) : undefined;
    if (previous) {
      if (previous.request !== request) {
        res.status(400).json({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      res.set('Idempotent-Replayed', 'true').status(previous.status).json(previous.body);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      const paths = params.strings('expand');
      checkExpandPaths(paths);
      body = expand(handler({ params, ids: req.params as Record<string, string> }), paths, (id) =>
        store.find(id),
      );
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    if (req.method !== 'GET') store.save();
    if (idempotencyKey) {
      recorded.set(recordKey, { request, status, body });
      if (recorded.size > 1000) recorded.delete(recorded.keys().next().value as string);
    }
    res.status(status).json(body);
  };
}

/** A page of a list, newest first, with Stripe's limit / starting_after / ending_before. */
export function paginate<T extends { id: string }>(items: T[], params: Params, url: string): ListObject<T> {
  const newestFirst = [...items].reverse();
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: 'Invalid limit: must be between 1 and 100',
      param: 'limit',
    });
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  const cursor = after ?? before;
  const index = cursor === undefined ? -1 : newestFirst.findIndex((item) => item.id === cursor);
  if (cursor !== undefined && index < 0) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: `No such object: '${cursor}'`,
      param: after ? 'starting_after' : 'ending_before',
    });
  }
  if (before !== undefined) {
    const start = Math.max(0, index - limit);
    return { object: 'list', data: newestFirst.slice(start, index), has_more: start > 0, url };
  }
  const rest = newestFirst.slice(index + 1);
  return { object: 'list', data: rest.slice(0, limit), has_more: rest.length > limit, url };
}
