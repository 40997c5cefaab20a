import { PAYMENT_METHOD_FAILED } from '@quarry/contracts/subscription';
import { ApiError, SessionExpiredError } from '@/lib/api-error';

/** Why the last card attempt did not subscribe: shown beside the card form until the next attempt. */
export interface CardFailure {
  title: 'Payment Method Failed' | 'Subscription Failed';
  description: string;
}

/** The card set-up's refusal (spec part 3 section 5): 'Payment Method Failed' with the provider's message. */
export function cardRefused(message: string | undefined): CardFailure {
  return { title: 'Payment Method Failed', description: message || 'Your card could not be set up.' };
}

/**
 * A failed confirmation in the spec's words (section 8): a declined card is 'Payment Method Failed',
 * anything else 'Subscription Failed'; nothing for a lost session, which signs in again.
 */
export function confirmFailureFor(error: unknown): CardFailure | undefined {
  if (error instanceof SessionExpiredError) return undefined;
  if (error instanceof ApiError && error.errorCode === PAYMENT_METHOD_FAILED)
    return cardRefused(error.message);
  return {
    title: 'Subscription Failed',
    description:
      error instanceof ApiError && error.message ? error.message : 'Failed to confirm subscription',
  };
}
