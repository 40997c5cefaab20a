import { ADMIN_ACCESS_DENIED, ADMIN_REQUIRED } from '@quarry/contracts/admin';
import type { RequestHandler } from 'express';
import { loginRequired } from '../../domain/accounts/sign-in';
import { AppError } from '../../domain/shared/app-error';
import type { AppDeps } from '../app-deps';
import { requireUid } from './session';

declare global {
  namespace Express {
    interface Locals {
      /** Set by requiresSysAdmin: the administrator's e-mail, which the audit list records. */
      adminEmail?: string;
    }
  }
}

/**
 * The one policy of /api/admin (docs/architecture/administration.md): signed in as SYS_ADMIN_EMAIL, or 403 with the
 * spec's Access Denied text. Checked on the server for every call; the SPA's check only hides screens.
 */
export function requiresSysAdmin(deps: Pick<AppDeps, 'accounts' | 'config'>): RequestHandler {
  return async (_req, res, next) => {
    const user = await deps.accounts.users.get(requireUid(res));
    if (!user) throw loginRequired();
    if (user.email.toLowerCase() !== deps.config.sysAdminEmail) {
      throw new AppError({
        code: 'ADMIN.REQUIRED',
        httpStatus: 403,
        errorCode: ADMIN_REQUIRED,
        message: ADMIN_ACCESS_DENIED,
      });
    }
    res.locals.adminEmail = user.email.toLowerCase();
    next();
  };
}
