import { DAILY_LIMIT_MESSAGE, GEMINI_DAILY_QUOTA, GEMINI_QUOTA } from '@quarry/contracts/research';
import { ModelError } from '../../../ports/language-model.port';
import { AppError } from '../../shared/app-error';
import { isDailyQuota } from './model-calls';

/**
 * What a failed model call means for the person and for the run: the error they see, whether it is
 * Gemini's per-day limit (a background run pauses until the reset, quota-reset.ts; a 429 of a
 * shorter window is waited out in model-calls.ts), and a failure's reason inside a sentence.
 * The Gemini adapter only translates the SDK's error into a ModelError; the decisions are here.
 */

/** Whether a run's failure is Gemini's per-day limit for the key, as a model error or as shown. */
export const isDailyLimit = (error: unknown): boolean =>
  isDailyQuota(error) || (error instanceof AppError && error.code === 'GEMINI.DAILY_QUOTA');

/** A model failure's message as the end of a sentence: 'the model stopped ... (MAX_TOKENS)'. */
export function reasonText(error: ModelError): string {
  const message = error.message.trim().replace(/\.$/, '');
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/** Turns a failure of a model call into what the person should see. */
export function modelFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ModelError) {
    // A per-day limit (docs/architecture/reading-economy.md): a background run pauses on it, a chat run offers to.
    if (isDailyQuota(error)) {
      return new AppError({
        code: 'GEMINI.DAILY_QUOTA',
        httpStatus: 429,
        errorCode: GEMINI_DAILY_QUOTA,
        message: DAILY_LIMIT_MESSAGE,
        details: { freeTier: error.quota?.freeTier ?? null },
      });
    }
    if (error.kind === 'quota') {
      return new AppError({
        code: 'GEMINI.QUOTA',
        httpStatus: 429,
        errorCode: GEMINI_QUOTA,
        message: error.message,
      });
    }
    if (error.kind === 'modelNotFound') {
      return new AppError({
        code: 'GEMINI.MODEL_NOT_FOUND',
        httpStatus: 502,
        message: `Gemini has none of the models Quarry can use for this key: ${error.message}`,
      });
    }
    if (error.kind === 'invalidKey') {
      return new AppError({
        code: 'GEMINI.KEY_INVALID',
        httpStatus: 400,
        errorCode: 'GEMINI_KEY_INVALID',
        message: `Your Gemini API key was refused: ${error.message}`,
      });
    }
    return new AppError({
      code: 'GEMINI.FAILED',
      httpStatus: 502,
      message: `Gemini could not answer: ${error.message}`,
    });
  }
  return new AppError({
    code: 'INTERNAL',
    httpStatus: 500,
    message: 'Something went wrong. Please try again.',
    // Not shown to the person; kept for the log.
    details: { cause: error instanceof Error ? (error.stack ?? error.message) : String(error) },
  });
}
