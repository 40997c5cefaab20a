import { ConfirmSubscriptionRequest } from '@quarry/contracts/subscription';
import { Router } from 'express';
import { subscriptionStatus } from '../../domain/billing/access';
import { billingPortalUrl } from '../../domain/billing/portal';
import { confirmSubscription, startSubscription } from '../../domain/billing/subscribe';
import { AppError } from '../../domain/shared/app-error';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

/** The Teams plan (DESIGN section 13): status, card set-up, confirmation and the billing portal. */
export function subscriptionRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/subscription/status', async (_req, res) => {
    const user = await deps.accounts.users.get(requireUid(res));
    if (!user) throw AppError.notFound('User not found');
    res.json(await subscriptionStatus(deps.store, deps.accounts.clock, user));
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
    res.json({ url: await billingPortalUrl(deps.billing.billing, user, deps.config.appOrigin) });
  });

  return router;
}
