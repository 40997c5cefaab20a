import { ContactRequest } from '@quarry/contracts/contact';
import { Router } from 'express';
import { sendContactMessage } from '../../domain/contact/send-contact-message';
import type { AppDeps } from '../app-deps';
import { parseInput } from '../validate';

export function contactRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    res.json(await sendContactMessage(deps.contact, parseInput(ContactRequest, req.body)));
  });
  return router;
}
