import type { RequestHandler } from 'express';
import { type ClientRateLimitInfo, rateLimit, type Store } from 'express-rate-limit';
import type { RateLimitRule } from '../../config';
import type { RateCounters } from '../../domain/accounts/rate-counters';
import { AppError } from '../../domain/shared/app-error';

/** express-rate-limit's counter, kept in the document store so every API instance shares it. */
class SharedCounterStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;

  constructor(
    private readonly counters: RateCounters,
    name: string,
    private readonly rule: RateLimitRule,
  ) {
    // Each limited route counts apart: its name leads every key.
    this.prefix = `${name}:`;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const hit = await this.counters.hit(this.prefix + key, this.rule.limit, this.rule.windowMs);
    return { totalHits: hit.totalHits, resetTime: hit.resetAt };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const hit = await this.counters.peek(this.prefix + key);
    return hit && { totalHits: hit.totalHits, resetTime: hit.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.counters.giveBack(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.counters.reset(this.prefix + key);
  }
}

/** 'a minute', '10 minutes', ...: how long the refused client should wait at most. */
function waitText(windowMs: number): string {
  const minutes = Math.ceil(windowMs / 60_000);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * Limits one route per client address (`req.ip`, which Express derives through the app's
 * `trust proxy` setting; IPv6 clients count per /56). A refused call answers 429 with a
 * Retry-After header and `{message}`, before the route reads its body or stores anything.
 */
export function rateLimited(counters: RateCounters, name: string, rule: RateLimitRule): RequestHandler {
  const message = `Too many requests. Please wait ${waitText(rule.windowMs)} and try again.`;
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new SharedCounterStore(counters, name, rule),
    handler: (_req, _res, next) => {
      next(new AppError({ code: 'REQUEST.RATE_LIMITED', httpStatus: 429, message }));
    },
  });
}
