import { GEMINI_QUOTA } from '@quarry/contracts/research';
import { ApiError } from '@/lib/api-error';

/**
 * An assistant message whose content starts with this marker is shown as the red quota box. Keeping
 * the marker in the text means a saved session shows the box again when it is loaded.
 */
export const QUOTA_ERROR_TITLE = 'Gemini Token Quota Error';
const QUOTA_MARKER = `${QUOTA_ERROR_TITLE}: `;

/** Gemini's quota failures say "You exceeded your current quota"; ours carry the word too. */
export function isQuotaMessage(message: string): boolean {
  return /quota/i.test(message);
}

export function isQuotaError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.errorCode === GEMINI_QUOTA || isQuotaMessage(error.message));
}

export function quotaErrorContent(serverMessage: string): string {
  return `${QUOTA_MARKER}${serverMessage}`;
}

/** The server's message of a quota box, or undefined for any other content. */
export function readQuotaError(content: string): string | undefined {
  return content.startsWith(QUOTA_MARKER) ? content.slice(QUOTA_MARKER.length) : undefined;
}
