import type { PublicConfigResponse } from '@quarry/contracts/public-config';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';

/** What the SPA reads before anyone signs in: the deployment's public settings. */
export function publicConfigRoutes(deps: AppDeps): Router {
  const router = Router();
  const { recaptcha, stripe, picker } = deps.config.services;

  router.get('/public-config', (_req, res) => {
    const body: PublicConfigResponse = {
      recaptchaSiteKey: recaptcha.siteKey,
      recaptchaScriptUrl: recaptcha.scriptUrl,
      cardForm: stripe.setupPageUrl
        ? { kind: 'emulator-page', setupPageUrl: stripe.setupPageUrl }
        : { kind: 'stripe-elements', publishableKey: stripe.publishableKey },
      folderPicker: picker.pageUrl
        ? { kind: 'emulator-page', pickerUrl: picker.pageUrl }
        : { kind: 'google-picker', apiKey: picker.apiKey, appId: picker.appId },
    };
    res.json(body);
  });

  return router;
}
