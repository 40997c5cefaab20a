import express, { type Request, type Response, Router } from 'express';
import { identityFor } from './identity';
import type { OAuthDeps } from './oauth-deps';
import { SCOPE_EMAIL } from './oauth-scopes';
import { param } from './params';
import { bearerToken } from './userinfo.routes';

/**
 * Expiry and offline-ness of an access token the TokenRegistry has already accepted. Its payload
 * is signed JSON (`ya29.<base64url json>.<sig>`); tokeninfo is the one place that reports it.
 */
function accessTokenDetails(token: string): { exp: number; offline: boolean } {
  const body = token.slice('ya29.'.length).split('.')[0] ?? '';
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    exp?: number;
    parent?: string;
  };
  return { exp: payload.exp ?? 0, offline: Boolean(payload.parent) };
}

function invalidToken(res: Response): void {
  res.status(400).json({ error: 'invalid_token', error_description: 'Invalid Value' });
}

function tokenFrom(req: Request, name: string): string | undefined {
  return param(req.query, name) ?? param(req.body, name);
}

/** tokeninfo (values as strings, as Google sends them), revoke, and the ID-token signing keys. */
export function tokenInfoRoutes(deps: OAuthDeps): Router {
  const { context, signingKey } = deps;
  const router = Router();
  const form = express.urlencoded({ extended: false });

  router.all(['/tokeninfo', '/oauth2/v3/tokeninfo'], form, (req, res) => {
    const idToken = tokenFrom(req, 'id_token');
    if (idToken) {
      const claims = signingKey.verify(idToken);
      if (!claims || Number(claims.exp) * 1000 <= context.now()) return invalidToken(res);
      res.json(Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, String(v)])));
      return;
    }
    const token = tokenFrom(req, 'access_token') ?? bearerToken(req);
    const grant = token ? context.tokens.checkAccessToken(token) : undefined;
    if (!token || !grant) return invalidToken(res);
    const { exp, offline } = accessTokenDetails(token);
    const person = identityFor(grant.email, context.baseUrl());
    res.json({
      azp: grant.clientId,
      aud: grant.clientId,
      sub: person.sub,
      scope: grant.scopes.join(' '),
      exp: String(Math.floor(exp / 1000)),
      expires_in: String(Math.max(0, Math.floor((exp - context.now()) / 1000))),
      ...(grant.scopes.includes(SCOPE_EMAIL) ? { email: person.email, email_verified: 'true' } : {}),
      access_type: offline ? 'offline' : 'online',
    });
  });

  router.all(['/revoke', '/o/oauth2/revoke'], form, (req, res) => {
    const token = tokenFrom(req, 'token');
    if (!token || !context.tokens.revoke(token)) {
      res.status(400).json({ error: 'invalid_token', error_description: 'Token expired or revoked' });
      return;
    }
    res.json({});
  });

  router.get('/oauth2/v3/certs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(signingKey.jwks());
  });
  router.get('/oauth2/v1/certs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(signingKey.pemByKid());
  });

  return router;
}
