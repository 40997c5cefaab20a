import { setTimeout as sleep } from 'node:timers/promises';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../../domain/shared/app-error';
import {
  type ActionRef,
  type Claim,
  fingerprintOf,
  IdempotencyRecords,
  KEY_RETENTION_MS,
} from '../../domain/shared/idempotency';
import type { AppDeps } from '../app-deps';
import { answeredByDeadline } from './response-deadline';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A UUID fits; so does any other unguessable token of URL-safe characters. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;
export const BAD_KEY_MESSAGE =
  "Idempotency-Key must be 16 to 128 letters, digits, '-' or '_' (a UUID made once per action).";
export const MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a different request. Make a new key for a new action.';
export const IN_PROGRESS_MESSAGE =
  'The same request is still being handled. Please wait a moment and try again.';

/**
 * Without a key, how long an identical request counts as a repeat: longer than a double click or a
 * double tap (under half a second), shorter than a person deciding to do the same thing again.
 */
export const DEDUPE_WINDOW_MS = 2_000;
/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_MS = 20_000;
const POLL_MS = 50;
/** A claim pending this long belongs to a request whose process died: a repeat may take it over. */
const ABANDON_AFTER_MS = 120_000;

export interface IdempotencyOptions {
  /**
   * Without a key, the same request (same person, route and body) within this window is taken as
   * the same action: what protects a client written from the spec, which sends no key.
   */
  dedupeWindowMs?: number;
  /** Body fields that differ between tries of one action (a fresh bot-check token each time). */
  ignoreFields?: string[];
  /** A public route: anonymous callers are served too (their records are shared by all of them). */
  anonymous?: boolean;
}

function withoutFields(body: unknown, fields: string[]): unknown {
  if (fields.length === 0 || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !fields.includes(k)));
}

/** The body's fingerprint, or null for one too deeply nested to hash (the route refuses it anyway). */
function fingerprintOfBody(req: Request, options: IdempotencyOptions): string | null {
  try {
    return fingerprintOf(withoutFields(req.body ?? null, options.ignoreFields ?? []));
  } catch {
    return null;
  }
}

function actionOf(req: Request, res: Response, options: IdempotencyOptions): ActionRef | null {
  const header = req.get(IDEMPOTENCY_HEADER);
  if (header !== undefined && !KEY_FORMAT.test(header)) {
    throw new AppError({ code: 'IDEMPOTENCY.BAD_KEY', httpStatus: 400, message: BAD_KEY_MESSAGE });
  }
  if (header === undefined && !options.dedupeWindowMs) return null;
  const fingerprint = fingerprintOfBody(req, options);
  if (fingerprint === null) return null;
  const common = {
    ownerId: res.locals.uid ?? null,
    route: `${req.method} ${req.baseUrl}${req.path}`,
    fingerprint,
    abandonAfterMs: ABANDON_AFTER_MS,
  };
  if (header !== undefined) return { ...common, key: `key:${header}`, retainMs: KEY_RETENTION_MS };
  return { ...common, key: `body:${fingerprint}`, retainMs: options.dedupeWindowMs ?? 0 };
}

/** Claims the action, waiting while an earlier request with its key is still under way. */
async function claimOrWait(records: IdempotencyRecords, ref: ActionRef): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claim = await records.claim(ref);
    if (claim.kind !== 'in-progress') return claim;
    do {
      if (Date.now() >= deadline) return claim;
      await sleep(POLL_MS);
    } while (await records.stillPending(ref));
  }
}

/**
 * Makes a route that creates or spends idempotent (docs/decisions/security.md, "Idempotent actions"): the
 * first request with an Idempotency-Key does the work and its 2xx answer is kept for a day; a
 * repeat with that key gets the same answer (`Idempotent-Replayed: true`) and does nothing, one
 * that arrives while the first is under way waits for its answer. A failed first request keeps
 * nothing, so trying again works. The same key with another body is refused (422).
 */
export function idempotent(
  deps: Pick<AppDeps, 'store' | 'accounts'>,
  options: IdempotencyOptions = {},
): RequestHandler {
  const records = new IdempotencyRecords(deps.store, deps.accounts.clock);
  return async (req, res, next) => {
    // Who may call the route is the route's to say first: a stranger gets its 401, not a 400.
    if (!options.anonymous && !res.locals.uid) return next();
    const ref = actionOf(req, res, options);
    if (!ref) return next();
    const claim = await claimOrWait(records, ref);
    refuseUnusable(claim);
    if (claim.kind === 'replay') {
      res.status(claim.status).set('Idempotent-Replayed', 'true').type('application/json').send(claim.answer);
      return;
    }
    keepAnswer(res, records, claim);
    next();
  };
}

/** The same key for another request (422), or a first request that did not end in time (409). */
function refuseUnusable(claim: Claim): asserts claim is Extract<Claim, { kind: 'first' | 'replay' }> {
  if (claim.kind === 'mismatch') {
    throw new AppError({ code: 'IDEMPOTENCY.MISMATCH', httpStatus: 422, message: MISMATCH_MESSAGE });
  }
  if (claim.kind === 'in-progress') {
    throw new AppError({ code: 'IDEMPOTENCY.IN_PROGRESS', httpStatus: 409, message: IN_PROGRESS_MESSAGE });
  }
}

/** What an earlier request with this key started, or this request's hold on starting it. */
export type StartClaim =
  | { kind: 'earlier'; status: number; answer: unknown }
  | {
      kind: 'first';
      /** Keeps what this request started (before it streams), so a repeat attaches to it. */
      started: (status: number, answer: unknown) => Promise<void>;
      /** Nothing was started: a repeat with the key may try again. */
      failed: () => Promise<void>;
    };

/**
 * For a route whose answer is a stream (a run's events, docs/decisions/exports.md): the middleware cannot
 * keep a stream to replay, so the route keeps what it started as soon as it has started it, and a
 * repeat with the key (also one that arrives meanwhile: it waits) is told what that was, to attach
 * to it. Null without a key. Called after the route checked its input: a refused request claims
 * nothing.
 */
export function idempotentStart(
  deps: Pick<AppDeps, 'store' | 'accounts'>,
): (req: Request, res: Response) => Promise<StartClaim | null> {
  const records = new IdempotencyRecords(deps.store, deps.accounts.clock);
  return async (req, res) => {
    const ref = actionOf(req, res, {});
    if (!ref) return null;
    const claim = await claimOrWait(records, ref);
    refuseUnusable(claim);
    if (claim.kind === 'replay')
      return { kind: 'earlier', status: claim.status, answer: JSON.parse(claim.answer) };
    return {
      kind: 'first',
      started: (status, answer) => records.complete(claim, status, answer),
      failed: () => records.release(claim),
    };
  };
}

/** Records the route's answer (or drops the claim when it failed) before the answer goes out. */
function keepAnswer(res: Response, records: IdempotencyRecords, first: { id: string; claim: string }) {
  const send = res.json.bind(res);
  let settled = false;
  res.json = (body: unknown) => {
    // The deadline's own 503 (the route is still working): the route's answer, when it comes, is kept.
    if (settled || (answeredByDeadline(res) && !res.headersSent)) return send(body);
    settled = true;
    const status = res.statusCode;
    const kept =
      status >= 200 && status < 300 ? records.complete(first, status, body) : records.release(first);
    // A claim that could not be written holds until it is abandoned; the answer goes out regardless.
    void kept
      .catch(() => undefined)
      .then(() => {
        if (!res.headersSent) send(body);
      });
    return res;
  };
}
