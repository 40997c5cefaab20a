import express, { type Request, type Response, Router } from 'express';
import { verifierMatches } from './authorization-store';
import type { OAuthClient } from './oauth-clients';
import type { OAuthDeps } from './oauth-deps';
import { param } from './params';
import { tokenResponse } from './token-response';

function oauthError(res: Response, status: number, error: string, description: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error, error_description: description });
}

/** Client credentials from HTTP Basic (RFC 6749 2.3.1, form-encoded parts) or from the body. */
function clientCredentials(req: Request): { id?: string; secret?: string } {
  const header = req.get('authorization') ?? '';
  if (/^basic /i.test(header)) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
      return { id: unform(decoded.slice(0, colon)), secret: unform(decoded.slice(colon + 1)) };
    }
  }
  return { id: param(req.body, 'client_id'), secret: param(req.body, 'client_secret') };
}

/** `POST /token`: the authorization_code and refresh_token grants, answering as Google does. */
export function tokenRoutes(deps: OAuthDeps): Router {
  const { authorizations, clients, context } = deps;
  const router = Router();

  const exchangeCode = (req: Request, res: Response, client: OAuthClient) => {
    const code = param(req.body, 'code');
    if (!code) return oauthError(res, 400, 'invalid_request', 'Missing required parameter: code');
    const issued = authorizations.redeem(code);
    if (issued === 'unknown') return oauthError(res, 400, 'invalid_grant', 'Malformed auth code.');
    if (issued === 'expired' || issued.clientId !== client.clientId) {
      return oauthError(res, 400, 'invalid_grant', 'Bad Request');
    }
    if (param(req.body, 'redirect_uri') !== issued.redirectUri) {
      return oauthError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
    }
    const verifier = param(req.body, 'code_verifier');
    if (issued.codeChallenge && !verifier) {
      return oauthError(res, 400, 'invalid_grant', 'Missing code verifier.');
    }
    if (!issued.codeChallenge && verifier) {
      return oauthError(res, 400, 'invalid_request', 'code_verifier or verifier is not needed.');
    }
    if (verifier && !verifierMatches(issued, verifier)) {
      return oauthError(res, 400, 'invalid_grant', 'Invalid code verifier.');
    }
    const grant = { email: issued.email, clientId: client.clientId, scopes: issued.scopes };
    res
      .set('Cache-Control', 'no-store')
      .json(tokenResponse(deps, grant, { newRefreshToken: issued.withRefreshToken, nonce: issued.nonce }));
  };

  const refresh = (req: Request, res: Response, client: OAuthClient) => {
    const refreshToken = param(req.body, 'refresh_token');
    if (!refreshToken)
      return oauthError(res, 400, 'invalid_request', 'Missing required parameter: refresh_token');
    const grant = context.tokens.checkRefreshToken(refreshToken);
    if (!grant) return oauthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
    if (grant.clientId !== client.clientId)
      return oauthError(res, 401, 'unauthorized_client', 'Unauthorized');
    res
      .set('Cache-Control', 'no-store')
      .json(tokenResponse(deps, grant, { newRefreshToken: false, fromRefreshToken: refreshToken }));
  };

  router.post(
    ['/token', '/o/oauth2/token'],
    express.urlencoded({ extended: false }),
    express.json(),
    (req, res) => {
      const credentials = clientCredentials(req);
      if (!credentials.id) {
        return oauthError(res, 400, 'invalid_request', 'Could not determine client ID from request.');
      }
      const client = clients.authenticate(credentials.id, credentials.secret);
      if (client === 'unknown')
        return oauthError(res, 401, 'invalid_client', 'The OAuth client was not found.');
      if (client === 'bad-secret') return oauthError(res, 401, 'invalid_client', 'Unauthorized');
      const grantType = param(req.body, 'grant_type');
      if (grantType === 'authorization_code') return exchangeCode(req, res, client);
      if (grantType === 'refresh_token') return refresh(req, res, client);
      oauthError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
    },
  );

  return router;
}
