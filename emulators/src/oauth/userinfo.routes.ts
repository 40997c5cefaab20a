import express, { type Request, Router } from 'express';
import type { TokenGrant } from '../shared/tokens';
import { avatarSvg, identityFor } from './identity';
import type { OAuthDeps } from './oauth-deps';
import { SCOPE_EMAIL, SCOPE_PROFILE } from './oauth-scopes';
import { param } from './params';

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** The claims userinfo returns: e-mail and profile fields only for the scopes the token carries. */
function claimsFor(deps: OAuthDeps, grant: TokenGrant) {
  const person = identityFor(grant.email, deps.context.baseUrl());
  const email = grant.scopes.includes(SCOPE_EMAIL);
  const profile = grant.scopes.includes(SCOPE_PROFILE);
  return { person, email, profile };
}

/** Userinfo (OpenID Connect v3 and the older v2 shape that googleapis' oauth2 v2 reads) and avatars. */
export function userinfoRoutes(deps: OAuthDeps): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false });

  router.all('/oauth2/v3/userinfo', form, (req, res) => {
    const token = bearerToken(req) ?? param(req.query, 'access_token') ?? param(req.body, 'access_token');
    const grant = token ? deps.context.tokens.checkAccessToken(token) : undefined;
    if (!grant) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"')
        .json({ error: 'invalid_request', error_description: 'Invalid Credentials' });
      return;
    }
    const { person, email, profile } = claimsFor(deps, grant);
    res.json({
      sub: person.sub,
      ...(profile
        ? {
            name: person.name,
            given_name: person.givenName,
            ...(person.familyName ? { family_name: person.familyName } : {}),
            picture: person.picture,
          }
        : {}),
      ...(email ? { email: person.email, email_verified: true } : {}),
    });
  });

  router.get(['/oauth2/v2/userinfo', '/userinfo/v2/me'], (req, res) => {
    const token = bearerToken(req) ?? param(req.query, 'access_token');
    const grant = token ? deps.context.tokens.checkAccessToken(token) : undefined;
    if (!grant) {
      res.status(401).json({
        error: {
          code: 401,
          message:
            'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
          status: 'UNAUTHENTICATED',
        },
      });
      return;
    }
    const { person, email, profile } = claimsFor(deps, grant);
    res.json({
      id: person.sub,
      ...(email ? { email: person.email, verified_email: true } : {}),
      ...(profile
        ? {
            name: person.name,
            given_name: person.givenName,
            ...(person.familyName ? { family_name: person.familyName } : {}),
            picture: person.picture,
          }
        : {}),
    });
  });

  router.get('/o/oauth2/avatar/:key', (req, res) => {
    const email = Buffer.from(req.params.key, 'base64url').toString('utf8');
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(avatarSvg(identityFor(email, deps.context.baseUrl())));
  });

  return router;
}
