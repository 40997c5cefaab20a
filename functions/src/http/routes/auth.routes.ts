import {
  AuthorizationUrlRequest,
  ExchangeCodeRequest,
  UnifiedDriveOAuthRequest,
  UnifiedOAuthRequest,
} from '@quarry/contracts/auth';
import { Router } from 'express';
import {
  authorizationUrl,
  authorizeDrive,
  legacyExchange,
  unifiedSignIn,
} from '../../domain/accounts/sign-in';
import type { AppDeps } from '../app-deps';
import { clearSessionCookie, readSessionToken, requireUid, setSessionCookie } from '../middleware/session';
import { parseInput } from '../validate';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const { accounts, config } = deps;

  router.post('/auth/authorization-url', async (req, res) => {
    const { purpose } = parseInput(AuthorizationUrlRequest, req.body);
    res.json(await authorizationUrl(accounts, purpose, res.locals.uid));
  });

  router.post('/auth/unified-oauth', async (req, res) => {
    const input = parseInput(UnifiedOAuthRequest, req.body);
    const { response, sessionToken } = await unifiedSignIn(accounts, input);
    await accounts.sessions.end(readSessionToken(req));
    setSessionCookie(res, config.appOrigin, sessionToken);
    res.json(response);
  });

  router.post('/auth/exchange-code', async (req, res) => {
    const input = parseInput(ExchangeCodeRequest, req.body);
    const { response, sessionToken } = await legacyExchange(accounts, input);
    await accounts.sessions.end(readSessionToken(req));
    setSessionCookie(res, config.appOrigin, sessionToken);
    res.json(response);
  });

  router.post('/auth/unified-drive-oauth', async (req, res) => {
    const uid = requireUid(res);
    await authorizeDrive(accounts, uid, parseInput(UnifiedDriveOAuthRequest, req.body));
    res.json({ message: 'Google Drive connected', hasGoogleDriveAccess: true });
  });

  router.get('/auth/session-check', (_req, res) => {
    res.json({ hasActiveSession: res.locals.uid !== null });
  });

  router.post('/auth/logout', async (req, res) => {
    await accounts.sessions.end(readSessionToken(req));
    clearSessionCookie(res, config.appOrigin);
    res.json({ message: 'Logged out' });
  });

  return router;
}
