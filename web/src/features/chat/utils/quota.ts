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

/**
 * `dailyLimitRun`: the run Gemini's daily quota ended, which may go on in the background; kept in
 * the marker so a reloaded session offers it again.
 */
export function quotaErrorContent(serverMessage: string, dailyLimitRun?: string): string {
  return dailyLimitRun
    ? `${QUOTA_ERROR_TITLE} (daily, run ${dailyLimitRun}): ${serverMessage}`
    : `${QUOTA_MARKER}${serverMessage}`;
}

const DAILY_MARKER = new RegExp(`^${QUOTA_ERROR_TITLE} \\(daily, run ([\\w-]{1,128})\\): `);

/** The server's message of a quota box, or undefined for any other content. */
export function readQuotaError(content: string): string | undefined {
  if (content.startsWith(QUOTA_MARKER)) return content.slice(QUOTA_MARKER.length);
  const daily = DAILY_MARKER.exec(content);
  return daily ? content.slice(daily[0].length) : undefined;
}

/** The run of a daily-quota box, which may go on in the background; undefined for any other content. */
export function readDailyLimitRun(content: string): string | undefined {
  return DAILY_MARKER.exec(content)?.[1];
}
