import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { setupErrorFor } from './setup-error';

const apiError = (message: string) => new ApiError(message, { status: 503, data: { message } });

describe('setupErrorFor', () => {
  it('when Stripe does not know the price, then it is a Stripe Configuration Error', () => {
    expect(setupErrorFor(apiError("Stripe configuration error: No such price: 'price_x'")).title).toBe(
      'Stripe Configuration Error',
    );
  });

  it('when a product id stands where the price belongs, then it is a Stripe Configuration Error', () => {
    expect(setupErrorFor(apiError('The price prod_QuarryTeams is not a recurring price.')).title).toBe(
      'Stripe Configuration Error',
    );
  });

  it('when the server says something else, then its message is shown', () => {
    expect(setupErrorFor(apiError('Your subscription has an unpaid invoice.'))).toEqual({
      title: 'Subscription Unavailable',
      description: 'Your subscription has an unpaid invoice.',
    });
  });

  it('when there is no server message, then the generic text is shown', () => {
    expect(setupErrorFor(new TypeError('Failed to fetch')).description).toBe(
      'Failed to initialize subscription',
    );
  });
});
