import { ModelError } from '../../ports/language-model.port';
import { type QuotaViolation, quotaLimitOf } from './gemini-quota';

interface GoogleErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: { '@type'?: string; retryDelay?: string; reason?: string; violations?: QuotaViolation[] }[];
  };
}

/** Maps an @google/genai failure (its message carries Google's JSON error body) to a ModelError. */
export function toModelError(error: unknown): ModelError {
  const status = (error as { status?: number }).status;
  const raw = error instanceof Error ? error.message : String(error);
  const body = parseBody(raw);
  const message = body?.error?.message ?? raw;
  const details = body?.error?.details ?? [];
  if (details.some((d) => d.reason === 'API_KEY_INVALID') || /API key not valid/i.test(message)) {
    return new ModelError('invalidKey', message);
  }
  if (status === 429 || body?.error?.status === 'RESOURCE_EXHAUSTED') {
    const delay = details.find((d) => d.retryDelay)?.retryDelay;
    const violations = details.flatMap((d) => d.violations ?? []);
    const quota = quotaLimitOf(violations, message);
    return new ModelError('quota', message, delay ? Number.parseFloat(delay) * 1000 : undefined, quota);
  }
  if (status === 401 || status === 403) return new ModelError('invalidKey', message);
  // A retired, unknown or closed model: {"error":{"code":404,"message":"models/gemini-1.5-flash is not
  // found for API version v1beta, ...","status":"NOT_FOUND"}} (or "... is no longer available to new
  // users ..."); docs/decisions/platform.md.
  if (status === 404 || body?.error?.status === 'NOT_FOUND') return new ModelError('modelNotFound', message);
  return new ModelError('transient', message);
}

function parseBody(message: string): GoogleErrorBody | undefined {
  const start = message.indexOf('{');
  if (start < 0) return undefined;
  try {
    return JSON.parse(message.slice(start)) as GoogleErrorBody;
  } catch {
    return undefined;
  }
}
