import { ConfirmSubscriptionRequest } from '@quarry/contracts/subscription';
import { Router } from 'express';
import { subscriptionStatus } from '../../domain/billing/access';
import { billingPortalUrl } from '../../domain/billing/portal';
import { confirmSubscription, startSubscription } from '../../domain/billing/subscribe';
import { syncCustomer } from '../../domain/billing/sync-billing';
import { AppError } from '../../domain/shared/app-error';
import { pausedScheduleCount } from '../../domain/teams/schedule-pauses';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

export const PORTAL_RETURN_PATH = '/subscription/portal-return';

/** The Teams plan (docs/architecture/billing.md): status, card set-up, confirmation and the billing portal. */
export function subscriptionRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/subscription/status', async (_req, res) => {
    const uid = requireUid(res);
    const user = await deps.accounts.users.get(uid);
    if (!user) throw AppError.notFound('User not found');
    const status = await subscriptionStatus(deps.store, deps.accounts.clock, user);
    const pausedSchedules = await pausedScheduleCount(deps.store, uid, status);
    res.json(pausedSchedules > 0 ? { ...status, pausedSchedules } : status);
  });

  router.post('/subscription/create', async (_req, res) => {
    res.json(await startSubscription(deps.billing, requireUid(res)));
  });

  router.post('/subscription/confirm', async (req, res) => {
    const uid = requireUid(res);
    const { setupIntentId } = parseInput(ConfirmSubscriptionRequest, req.body);
    res.json(await confirmSubscription(deps.billing, uid, setupIntentId));
  });

  router.post('/subscription/portal', async (_req, res) => {
    const user = await deps.accounts.users.get(requireUid(res));
    if (!user) throw AppError.notFound('User not found');
    const returnUrl = `${deps.config.appOrigin}/api${PORTAL_RETURN_PATH}`;
    res.json({ url: await billingPortalUrl(deps.billing.billing, user, returnUrl) });
  });

  // The portal sends the browser back here: the state is read from Stripe before /subscribe shows
  // it, so a change made there shows at once even if its webhook is still on the way.
  router.get(PORTAL_RETURN_PATH, async (_req, res) => {
    const uid = res.locals.uid;
    const user = uid ? await deps.accounts.users.get(uid) : null;
    const customerId = user?.billing?.stripeCustomerId;
    if (customerId) await syncCustomer(deps.billing, customerId);
    res.redirect(303, '/subscribe');
  });

  return router;
}
