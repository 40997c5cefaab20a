import {
  AuthorizationUrlRequest,
  DriveFileOAuthRequest,
  ExchangeCodeRequest,
  UnifiedDriveOAuthRequest,
  UnifiedOAuthRequest,
} from '@quarry/contracts/auth';
import { Router } from 'express';
import { authorizationUrl } from '../../domain/accounts/authorization-url';
import { authorizeDriveFile } from '../../domain/accounts/drive-file-grant';
import { pickerToken } from '../../domain/accounts/picker-token';
import { authorizeDrive, legacyExchange, unifiedSignIn } from '../../domain/accounts/sign-in';
import type { AppDeps } from '../app-deps';
import { rateLimited } from '../middleware/rate-limit';
import { clearSessionCookie, readSessionToken, requireUid, setSessionCookie } from '../middleware/session';
import { parseInput } from '../validate';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const { accounts, config } = deps;

  // Sets (or reuses) the `__session` cookie the new state is bound to: no other browser can redeem it.
  router.post(
    '/auth/authorization-url',
    rateLimited(accounts.rates, 'authorization-url', config.rateLimits.signIn),
    async (req, res) => {
      const { purpose, invitedEmail } = parseInput(AuthorizationUrlRequest, req.body);
      const browser = { uid: res.locals.uid, token: readSessionToken(req) };
      const { binding, ...answer } = await authorizationUrl(accounts, purpose, browser, invitedEmail);
      if (binding.cookieMaxAgeMs !== undefined) {
        setSessionCookie(res, config.appOrigin, binding.token, binding.cookieMaxAgeMs);
      }
      res.json(answer);
    },
  );

  // Sign-in replaces whatever session the browser held (the anonymous one included) with a new token.
  router.post('/auth/unified-oauth', async (req, res) => {
    const input = { ...parseInput(UnifiedOAuthRequest, req.body), browserToken: readSessionToken(req) };
    const { response, sessionToken } = await unifiedSignIn(accounts, input);
    await accounts.sessions.end(input.browserToken);
    setSessionCookie(res, config.appOrigin, sessionToken);
    res.json(response);
  });

  router.post('/auth/exchange-code', async (req, res) => {
    const input = { ...parseInput(ExchangeCodeRequest, req.body), browserToken: readSessionToken(req) };
    const { response, sessionToken } = await legacyExchange(accounts, input);
    await accounts.sessions.end(input.browserToken);
    setSessionCookie(res, config.appOrigin, sessionToken);
    res.json(response);
  });

  router.post('/auth/unified-drive-oauth', async (req, res) => {
    const uid = requireUid(res);
    const input = { ...parseInput(UnifiedDriveOAuthRequest, req.body), browserToken: readSessionToken(req) };
    await authorizeDrive(accounts, uid, input);
    res.json({ message: 'Google Drive connected', hasGoogleDriveAccess: true });
  });

  // Saving reports as Google Docs (docs/decisions/exports.md): the drive.file grant, stored as its own secret.
  router.post('/auth/drive-file-oauth', async (req, res) => {
    const uid = requireUid(res);
    const input = { ...parseInput(DriveFileOAuthRequest, req.body), browserToken: readSessionToken(req) };
    await authorizeDriveFile(accounts, uid, input);
    res.json({ message: 'Google Drive connected for saving reports', hasDriveFileAccess: true });
  });

  // The Google Picker's token (docs/decisions/exports.md): the person's own drive.file token, never stored
  // by a cache and never logged (domain/accounts/picker-token.ts says why it leaves the server).
  router.post('/auth/picker-token', async (_req, res) => {
    const uid = requireUid(res);
    const token = await pickerToken(deps.driveFile, uid);
    res.set('Cache-Control', 'no-store').json(token);
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
