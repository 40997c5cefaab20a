import type { QuotaLimit } from '../../ports/language-model.port';

/** One entry of a QuotaFailure's violations, as Gemini's 429 lists them. */
export interface QuotaViolation {
  quotaId?: string;
  quotaMetric?: string;
  /** The limit, as a decimal string ('250'). */
  quotaValue?: string;
}

/**
 * What a 429 says of the limit met (checked against Gemini's 429s as people posted them, 2026-11-27):
 * its QuotaFailure lists quota ids such as 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' (a
 * free key's per-day limit) or 'GenerateRequestsPerMinutePerProjectPerModel' (a paid key's
 * per-minute one), sometimes several at once; a per-day one among them means the day's quota is
 * spent. A body without details may still name the metric in its message
 * ('Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests').
 */
export function quotaLimitOf(violations: QuotaViolation[], message: string): QuotaLimit {
  const ids = violations.map((v) => v.quotaId ?? '');
  const metrics = [...violations.map((v) => v.quotaMetric ?? ''), ...metricsIn(message)];
  const period = ids.some((id) => /PerDay/i.test(id))
    ? 'day'
    : ids.some((id) => /PerMinute/i.test(id))
      ? 'minute'
      : 'unknown';
  const named = ids.some((id) => id !== '') || metrics.some((m) => m !== '');
  const freeTier =
    ids.some((id) => /-FreeTier$/i.test(id)) || metrics.some((m) => /free_tier/i.test(m))
      ? true
      : named
        ? false
        : null;
  const perDay = Number(violations.find((v) => /GenerateRequestsPerDay/i.test(v.quotaId ?? ''))?.quotaValue);
  return { period, freeTier, ...(Number.isInteger(perDay) && perDay > 0 ? { requestsPerDay: perDay } : {}) };
}

function metricsIn(message: string): string[] {
  return [...message.matchAll(/Quota exceeded for metric: ([\w./-]+)/g)].map((m) => m[1] ?? '');
}
