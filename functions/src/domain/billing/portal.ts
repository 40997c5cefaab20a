import type { Billing } from '../../ports/billing.port';
import type { UserRecord } from '../accounts/users';
import { AppError } from '../shared/app-error';

/** The billing portal address for a subscriber; people who never subscribed have nothing to manage. */
export async function billingPortalUrl(
  billing: Billing,
  user: UserRecord,
  returnUrl: string,
): Promise<string> {
  const customerId = user.billing?.stripeCustomerId;
  if (!customerId) {
    throw new AppError({
      code: 'BILLING.NO_CUSTOMER',
      httpStatus: 400,
      message: 'There is no subscription to manage yet.',
    });
  }
  return billing.portalUrl(customerId, returnUrl);
}
