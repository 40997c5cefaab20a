import { ContactRequest } from '@quarry/contracts/contact';
import { Router } from 'express';
import { sendContactMessage } from '../../domain/contact/send-contact-message';
import type { AppDeps } from '../app-deps';
import { DEDUPE_WINDOW_MS, idempotent } from '../middleware/idempotency';
import { rateLimited } from '../middleware/rate-limit';
import { parseInput } from '../validate';

export function contactRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    '/contact',
    rateLimited(deps.accounts.rates, 'contact', deps.config.rateLimits.contact),
    // Each try of one message fetches a fresh bot-check token: the same message is the same action.
    idempotent(deps, { anonymous: true, dedupeWindowMs: DEDUPE_WINDOW_MS, ignoreFields: ['recaptchaToken'] }),
    async (req, res) => {
      res.json(await sendContactMessage(deps.contact, parseInput(ContactRequest, req.body)));
    },
  );
  return router;
}
