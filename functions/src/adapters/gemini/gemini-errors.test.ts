import { describe, expect, it } from 'vitest';
import { toModelError } from './gemini-errors';

/** An @google/genai failure: its message carries Google's JSON error body, its status the HTTP code. */
function sdkError(status: number, body: unknown): Error {
  return Object.assign(new Error(`got status: ${status}. ${JSON.stringify(body)}`), { status });
}

const HELP = {
  '@type': 'type.googleapis.com/google.rpc.Help',
  links: [
    {
      description: 'Learn more about Gemini API quotas',
      url: 'https://ai.google.dev/gemini-api/docs/rate-limits',
    },
  ],
};

function quota429(
  violations: { quotaId: string; quotaMetric: string; quotaValue?: string }[],
  retryDelay = '17s',
) {
  return sdkError(429, {
    error: {
      code: 429,
      status: 'RESOURCE_EXHAUSTED',
      message: 'You exceeded your current quota, please check your plan and billing details.',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
          violations: violations.map((v) => ({
            ...v,
            quotaDimensions: { location: 'global', model: 'gemini-3.8-flash' },
          })),
        },
        HELP,
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay },
      ],
    },
  });
}

const FREE_METRIC = 'generativelanguage.googleapis.com/generate_content_free_tier_requests';

describe('quota failures', () => {
  it('when a free key meets its per-minute limit, then the error is a per-minute quota on the free tier with its delay', () => {
    const error = toModelError(
      quota429([
        { quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier', quotaMetric: FREE_METRIC },
      ]),
    );

    expect(error.kind).toBe('quota');
    expect(error.retryDelayMs).toBe(17_000);
    expect(error.quota).toEqual({ period: 'minute', freeTier: true });
  });

  it('when a free key meets its per-day limit, then the error is a per-day quota on the free tier with the limit named', () => {
    const error = toModelError(
      quota429([
        {
          quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier',
          quotaMetric: FREE_METRIC,
          quotaValue: '250',
        },
      ]),
    );

    expect(error.quota).toEqual({ period: 'day', freeTier: true, requestsPerDay: 250 });
  });

  it('when the 429 lists per-minute and per-day violations together, then the day is spent', () => {
    // As Gemini sent it for an image model in 2025-09 (google-gemini/gemini-cli #8437).
    const error = toModelError(
      quota429([
        {
          quotaId: 'GenerateContentInputTokensPerModelPerMinute-FreeTier',
          quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_input_token_count',
        },
        { quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier', quotaMetric: FREE_METRIC },
        { quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier', quotaMetric: FREE_METRIC },
      ]),
    );

    expect(error.quota).toEqual({ period: 'day', freeTier: true });
  });

  it('when a paid key meets its per-day limit, then the error is a per-day quota not on the free tier', () => {
    const error = toModelError(
      quota429([
        {
          quotaId: 'GenerateRequestsPerDayPerProjectPerModel',
          quotaMetric: 'generativelanguage.googleapis.com/generate_requests_per_model_per_day',
        },
      ]),
    );

    expect(error.quota).toEqual({ period: 'day', freeTier: false });
  });

  it('when the 429 names only a free-tier metric in its message, then the key is free tier and the period unknown', () => {
    const error = toModelError(
      sdkError(429, {
        error: {
          code: 429,
          status: 'RESOURCE_EXHAUSTED',
          message: `You exceeded your current quota.\n* Quota exceeded for metric: ${FREE_METRIC}, limit: 0, model: gemini-3.1-pro\nPlease retry in 5.2s.`,
          details: [HELP],
        },
      }),
    );

    expect(error.quota).toEqual({ period: 'unknown', freeTier: true });
  });

  it('when the 429 names no quota at all, then neither the period nor the tier is known', () => {
    const error = toModelError(
      sdkError(429, {
        error: {
          code: 429,
          status: 'RESOURCE_EXHAUSTED',
          message: 'Resource has been exhausted (e.g. check quota).',
        },
      }),
    );

    expect(error.kind).toBe('quota');
    expect(error.quota).toEqual({ period: 'unknown', freeTier: null });
  });
});
