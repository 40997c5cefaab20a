import type { PublicConfigResponse } from '@quarry/contracts/public-config';
import { Router } from 'express';
import { listTeamsFor } from '../../domain/teams/list-teams';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';

/** Calls the shell makes before and after sign-in: public config and the teams list. */
export function accountExtrasRoutes(deps: AppDeps): Router {
  const router = Router();
  const { recaptcha, stripe } = deps.config.services;

  router.get('/public-config', (_req, res) => {
    const body: PublicConfigResponse = {
      recaptchaSiteKey: recaptcha.siteKey,
      recaptchaScriptUrl: recaptcha.scriptUrl,
      cardForm: stripe.setupPageUrl
        ? { kind: 'emulator-page', setupPageUrl: stripe.setupPageUrl }
        : { kind: 'stripe-elements', publishableKey: stripe.publishableKey },
    };
    res.json(body);
  });

  router.get('/teams', async (_req, res) => {
    res.json(await listTeamsFor(deps.store, requireUid(res)));
  });

  return router;
}
