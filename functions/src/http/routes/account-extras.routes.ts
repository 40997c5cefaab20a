import type { PublicConfigResponse } from '@quarry/contracts/public-config';
import { Router } from 'express';
import { subscriptionStatus } from '../../domain/billing/access';
import { billingPortalUrl } from '../../domain/billing/portal';
import { AppError } from '../../domain/shared/app-error';
import { listTeamsFor } from '../../domain/teams/list-teams';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';

/** Calls the signed-in shell makes: public config, teams list, subscription status and portal. */
export function accountExtrasRoutes(deps: AppDeps): Router {
  const router = Router();
  const { recaptcha } = deps.config.services;

  router.get('/public-config', (_req, res) => {
    const body: PublicConfigResponse = {
      recaptchaSiteKey: recaptcha.siteKey,
      recaptchaScriptUrl: recaptcha.scriptUrl,
    };
    res.json(body);
  });

  router.get('/teams', async (_req, res) => {
    res.json(await listTeamsFor(deps.store, requireUid(res)));
  });

  router.get('/subscription/status', async (_req, res) => {
    const user = await deps.accounts.users.get(requireUid(res));
    if (!user) throw AppError.notFound('User not found');
    res.json(await subscriptionStatus(deps.store, deps.accounts.clock, user));
  });

  router.post('/subscription/portal', async (_req, res) => {
    const user = await deps.accounts.users.get(requireUid(res));
    if (!user) throw AppError.notFound('User not found');
    res.json({ url: await billingPortalUrl(deps.billing, user, deps.config.appOrigin) });
  });

  return router;
}
