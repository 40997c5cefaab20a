import { UnsubscribeToken } from '@quarry/contracts/delivery';
import { Router } from 'express';
import { resubscribe, unsubscribe, unsubscribeState } from '../../domain/delivery/unsubscribes';
import { watchLinks } from '../../domain/watch/watch-unsubscribe';
import type { AppDeps } from '../app-deps';
import { parseInput } from '../validate';

/** Where one-click unsubscribes arrive (RFC 8058): the mail client POSTs here, without an Origin. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * One-click unsubscribe from a shared report's e-mails (docs/architecture/schedules-and-delivery.md): no sign-in, the signed
 * token in the address is the only credential, and it reaches only its own share and address.
 */
export function unsubscribeRoutes(deps: AppDeps): Router {
  const router = Router();
  const token = (query: unknown) => parseInput(UnsubscribeToken, query).token;
  // A link may name the owner's watch instead of a share (domain/watch/watch-unsubscribe.ts).
  const links = { ...deps.reports, ownerLinks: watchLinks(deps.reports) };

  router.get(UNSUBSCRIBE_PATH, async (req, res) => {
    res.json(await unsubscribeState(links, token(req.query)));
  });

  router.post(UNSUBSCRIBE_PATH, async (req, res) => {
    res.json(await unsubscribe(links, token(req.query)));
  });

  router.post(`${UNSUBSCRIBE_PATH}/undo`, async (req, res) => {
    res.json(await resubscribe(links, token(req.query)));
  });

  return router;
}
