import { SUBSCRIPTION_REQUIRED, type SubscriptionStatusResponse } from '@quarry/contracts/subscription';
import type { RequestHandler } from 'express';
import { loginRequired } from '../../domain/accounts/sign-in';
import { subscriptionStatus } from '../../domain/billing/access';
import { AppError } from '../../domain/shared/app-error';
import type { AppDeps } from '../app-deps';
import { requireUid } from './session';

declare global {
  namespace Express {
    interface Locals {
      /** Set by requiresTeamsAccess: the caller's access, for routes that show or record it. */
      subscription?: SubscriptionStatusResponse;
    }
  }
}

export const TEAMS_ACCESS_REQUIRED_MESSAGE =
  'Teams access required: subscribe to the Teams plan (or ask for complimentary access) to create teams and share reports.';

/**
 * The one policy of the routes that create teams and share reports (docs/architecture/teams-and-sharing.md and docs/architecture/billing.md):
 * the caller must be signed in and have access (a subscription, one still paid up to its end, or a
 * grant); otherwise 403 with errorCode SUBSCRIPTION_REQUIRED, which the SPA turns into /subscribe.
 */
export function requiresTeamsAccess(deps: Pick<AppDeps, 'store' | 'accounts'>): RequestHandler {
  return async (_req, res, next) => {
    const user = await deps.accounts.users.get(requireUid(res));
    if (!user) throw loginRequired();
    const status = await subscriptionStatus(deps.store, deps.accounts.clock, user);
    if (!status.hasAccess) {
      throw new AppError({
        code: 'BILLING.SUBSCRIPTION_REQUIRED',
        httpStatus: 403,
        errorCode: SUBSCRIPTION_REQUIRED,
        message: TEAMS_ACCESS_REQUIRED_MESSAGE,
      });
    }
    res.locals.subscription = status;
    next();
  };
}
