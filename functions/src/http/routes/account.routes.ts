import {
  ACCOUNT_DELETION_STARTED,
  DeleteAccountRequest,
  type DeleteAccountResponse,
} from '@quarry/contracts/account-data';
import { Router } from 'express';
import { startAccountDeletion } from '../../domain/account-data/deletion/start-deletion';
import type { AppDeps } from '../app-deps';
import { clearSessionCookie, requireUid } from '../middleware/session';
import { parseInput } from '../validate';

/**
 * Deleting one's account (docs/architecture/accounts-and-data.md): the person's own only (there is no id to name
 * another's). Every session ends at once, this browser's cookie with them as at sign-out; the
 * rest is the deletion job's.
 */
export function accountRoutes(deps: AppDeps): Router {
  const router = Router();

  router.delete('/account', async (req, res) => {
    const uid = requireUid(res);
    const { email } = parseInput(DeleteAccountRequest, req.body);
    await startAccountDeletion(deps.accountData, uid, email);
    clearSessionCookie(res, deps.config.appOrigin);
    const answer: DeleteAccountResponse = { message: ACCOUNT_DELETION_STARTED };
    res.status(202).json(answer);
  });

  return router;
}
