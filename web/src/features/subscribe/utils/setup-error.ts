import { ApiError } from '@/lib/api-error';

export interface SetupError {
  title: string;
  description: string;
}

/**
 * Why the subscription set-up could not start (spec part 3 section 8): a price Stripe does not know
 * ("No such price", or a product id `prod_...` configured where a price belongs) is the operator's
 * configuration; anything else shows its message, or a generic one.
 */
export function setupErrorFor(error: unknown): SetupError {
  const message = error instanceof Error ? error.message : '';
  if (/No such price/i.test(message) || /\bprod_\w+/.test(message)) {
    return {
      title: 'Stripe Configuration Error',
      description:
        'The subscription price is not configured correctly. Please contact support so we can fix it.',
    };
  }
  return {
    title: 'Subscription Unavailable',
    description: error instanceof ApiError && message ? message : 'Failed to initialize subscription',
  };
}
