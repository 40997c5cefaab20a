import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { authorizeRoutes } from './authorize.routes';
import { oauthControlRoutes } from './oauth-control.routes';
import { createOAuthDeps } from './oauth-deps';
import { tokenRoutes } from './token.routes';
import { tokenInfoRoutes } from './token-info.routes';
import { userinfoRoutes } from './userinfo.routes';

/**
 * Google OAuth 2.0 / OpenID Connect at Google's own paths (accounts.google.com,
 * oauth2.googleapis.com and www.googleapis.com all collapse onto this one host).
 */
export function oauthRoutes(context: EmulatorContext): Router {
  const deps = createOAuthDeps(context);
  const router = Router();
  router.use(authorizeRoutes(deps));
  router.use(tokenRoutes(deps));
  router.use(userinfoRoutes(deps));
  router.use(tokenInfoRoutes(deps));
  router.use(oauthControlRoutes(deps));
  return router;
}
