import type { Response } from 'express';

/** An error in the shape every Google API answers with: {error: {code, message, status, details?}}. */
export interface GoogleError {
  code: number;
  status: string;
  message: string;
  details?: Record<string, unknown>[];
}

export function sendGoogleError(res: Response, error: GoogleError): void {
  res.status(error.code).json({ error });
}

const SERVICE = 'generativelanguage.googleapis.com';

export function missingKey(): GoogleError {
  return {
    code: 403,
    status: 'PERMISSION_DENIED',
    message:
      "Method doesn't allow unregistered callers (callers without established identity). " +
      'Please use API Key or other form of API consumer identity to call this API.',
  };
}

export function invalidKey(): GoogleError {
  return {
    code: 400,
    status: 'INVALID_ARGUMENT',
    message: 'API key not valid. Please pass a valid API key.',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: SERVICE },
      },
    ],
  };
}

/** `version`: the API version the request named (`v1` or `v1beta`), as Gemini's message names it. */
export function modelNotFound(name: string, method: string, version = 'v1beta'): GoogleError {
  return {
    code: 404,
    status: 'NOT_FOUND',
    message:
      `models/${name} is not found for API version ${version}, or is not supported for ${method}. ` +
      'Call ListModels to see the list of available models and their supported methods.',
  };
}

/**
 * A deprecated model refused to a key that never used it, as Gemini answered for gemini-2.0-flash in
 * 2026-02 and gemini-2.5-flash in 2026-08 (user reports; docs/decisions/research-pipeline.md).
 */
export function modelClosedToNewUsers(name: string): GoogleError {
  return {
    code: 404,
    status: 'NOT_FOUND',
    message:
      `This model models/${name} is no longer available to new users. Please update your code to use a ` +
      'newer model for the latest features and improvements. We recommend you to use the Interactions API ' +
      '(https://ai.google.dev/gemini-api/docs/migrate-to-interactions).',
  };
}

export function invalidArgument(message: string): GoogleError {
  return { code: 400, status: 'INVALID_ARGUMENT', message };
}

export function tooManyTokens(count: number, limit: number): GoogleError {
  return invalidArgument(
    `The input token count (${count}) exceeds the maximum number of tokens allowed (${limit}).`,
  );
}

export function internal(): GoogleError {
  return {
    code: 500,
    status: 'INTERNAL',
    message:
      'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
  };
}

/** What Gemini answers when it is overloaded; the emulator's reset turns held calls away with it. */
export function unavailable(): GoogleError {
  return { code: 503, status: 'UNAVAILABLE', message: 'The model is overloaded. Please try again later.' };
}

/** What a 429's QuotaFailure names: the period of the limit and whether the key is on the free tier. */
export interface QuotaNamed {
  period: 'minute' | 'day';
  freeTier: boolean;
}

/**
 * The quota id and metric Gemini names for a request limit (as seen in its 429s, checked
 * 2026-11-27): the free tier's say '-FreeTier' and count generate_content_free_tier_requests; a paid
 * key's count generate_requests_per_model(_per_day).
 */
export function requestQuota({ period, freeTier }: QuotaNamed): { quotaId: string; metric: string } {
  const per = period === 'day' ? 'PerDay' : 'PerMinute';
  const quotaId = `GenerateRequests${per}PerProjectPerModel${freeTier ? '-FreeTier' : ''}`;
  const metric = freeTier
    ? 'generate_content_free_tier_requests'
    : period === 'day'
      ? 'generate_requests_per_model_per_day'
      : 'generate_requests_per_model';
  return { quotaId, metric: `${SERVICE}/${metric}` };
}

/** 429 as Gemini sends it: which quota (per minute or per day, free tier or paid), and when to retry. */
export function quotaExceeded(
  model: string,
  limit: number,
  retryDelaySeconds: number,
  named: QuotaNamed = { period: 'minute', freeTier: true },
): GoogleError {
  const { quotaId, metric } = requestQuota(named);
  return {
    code: 429,
    status: 'RESOURCE_EXHAUSTED',
    message:
      'You exceeded your current quota, please check your plan and billing details. For more information on ' +
      'this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.\n' +
      `* Quota exceeded for metric: ${metric}, limit: ${limit}, model: ${model}\n` +
      `Please retry in ${retryDelaySeconds}s.`,
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
        violations: [
          {
            quotaMetric: metric,
            quotaId,
            quotaDimensions: { location: 'global', model },
            quotaValue: String(limit),
          },
        ],
      },
      {
        '@type': 'type.googleapis.com/google.rpc.Help',
        links: [
          {
            description: 'Learn more about Gemini API quotas',
            url: 'https://ai.google.dev/gemini-api/docs/rate-limits',
          },
        ],
      },
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryDelaySeconds}s` },
    ],
  };
}

/** The API version of a request from the path it was mounted at (`/v1` or `/v1beta`). */
export const apiVersion = (baseUrl: string): string => baseUrl.split('/')[1] || 'v1beta';
