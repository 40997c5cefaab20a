import {
  ACCOUNT_BEING_DELETED,
  ACCOUNT_BEING_DELETED_TITLE,
  accountBeingDeletedTryAgain,
} from '@quarry/contracts/account-data';
import { ErrorBody } from '@quarry/contracts/errors';
import { format } from 'date-fns';
import { ApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import type { CallbackView } from './callback-view';

/** What to say when the server gives no time: its own words are 'a few minutes'. */
const FEW_MINUTES_S = 5 * 60;

/**
 * A sign-in refused because the account is still being deleted (409 with the contract's message,
 * docs/decisions/accounts-and-data.md): the calm page saying so and when to try again (docs/decisions/web.md), from the answer's
 * retryAfterSeconds. Null for any other error.
 */
export function deletionUnderWay(error: unknown, now = new Date()): CallbackView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (serverMessage(error) !== ACCOUNT_BEING_DELETED) return null;
  const parsed = ErrorBody.safeParse(error.data);
  const wait = (parsed.success ? parsed.data.retryAfterSeconds : undefined) ?? FEW_MINUTES_S;
  // 'after 9:18 AM' must not be before the time: the minute is rounded up.
  const at = new Date(Math.ceil((now.getTime() + wait * 1000) / 60_000) * 60_000);
  return {
    status: 'waiting',
    title: ACCOUNT_BEING_DELETED_TITLE,
    message: accountBeingDeletedTryAgain(format(at, 'h:mm a')),
  };
}
