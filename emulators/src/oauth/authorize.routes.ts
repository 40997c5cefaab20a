import express, { type Response, Router } from 'express';
import type { PendingAuthorization } from './authorization-store';
import { type AuthorizeProblem, chooserPage, consentPage, errorPage } from './authorize-pages';
import { parseAuthorizeRequest } from './authorize-request';
import { identityFor, isEmail } from './identity';
import type { OAuthDeps } from './oauth-deps';
import { param } from './params';

const EXPIRED: AuthorizeProblem = {
  status: 400,
  error: 'invalid_request',
  details: 'This sign-in request has expired or was already completed. Start again from the app.',
};

function sendPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('html')
    .send(html);
}

type Authorizations = OAuthDeps['authorizations'];

/** Ends the flow: back to the client's redirect URI with the state and `params`. */
function redirectBack(
  authorizations: Authorizations,
  res: Response,
  pending: PendingAuthorization,
  params: Record<string, string>,
): void {
  authorizations.close(pending.id);
  const target = new URL(pending.redirectUri);
  if (pending.state !== undefined) target.searchParams.set('state', pending.state);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  res.redirect(302, target.toString());
}

/** Ends the flow granted: a code for `email`, with a refresh token only when consent was shown. */
function finish(
  authorizations: Authorizations,
  res: Response,
  pending: PendingAuthorization,
  email: string,
  consentShown: boolean,
): void {
  const code = authorizations.issueCode({
    clientId: pending.clientId,
    redirectUri: pending.redirectUri,
    email,
    scopes: pending.scopes,
    withRefreshToken: pending.offline && consentShown,
    nonce: pending.nonce,
    codeChallenge: pending.codeChallenge,
    codeChallengeMethod: pending.codeChallengeMethod,
  });
  redirectBack(authorizations, res, pending, {
    code,
    scope: pending.scopes.join(' '),
    authuser: '0',
    prompt: consentShown ? 'consent' : 'none',
  });
}

/** The browser side of the authorization code flow: account chooser, consent, redirect back. */
export function authorizeRoutes(deps: OAuthDeps): Router {
  const { clients, authorizations } = deps;
  const router = Router();
  const form = express.urlencoded({ extended: false });

  router.get('/o/oauth2/v2/auth', (req, res) => {
    const parsed = parseAuthorizeRequest(req.query, clients);
    if (!parsed.ok) {
      sendPage(res, parsed.problem.status, errorPage(parsed.problem, parsed.client?.name));
      return;
    }
    const pending = authorizations.open(parsed.request);
    if (!pending.prompts.includes('none')) {
      sendPage(res, 200, chooserPage(parsed.client, pending));
      return;
    }
    // prompt=none: no page may be shown, so only an account that already consented gets through.
    const email = pending.loginHint?.trim().toLowerCase();
    if (!email) redirectBack(authorizations, res, pending, { error: 'login_required' });
    else if (!clients.hasGranted(pending.clientId, email, pending.scopes)) {
      redirectBack(authorizations, res, pending, { error: 'consent_required' });
    } else finish(authorizations, res, pending, email, false);
  });

  router.post('/o/oauth2/v2/auth/account', form, (req, res) => {
    const pending = authorizations.find(param(req.body, 'request') ?? '');
    const client = pending && clients.get(pending.clientId);
    if (!pending || !client) {
      sendPage(res, 400, errorPage(EXPIRED));
      return;
    }
    const email = (param(req.body, 'account') ?? param(req.body, 'email') ?? '').trim().toLowerCase();
    if (!isEmail(email)) {
      sendPage(res, 200, chooserPage(client, pending, 'Enter a valid email'));
      return;
    }
    pending.email = email;
    if (!pending.prompts.includes('consent') && clients.hasGranted(client.clientId, email, pending.scopes)) {
      finish(authorizations, res, pending, email, false);
      return;
    }
    res.redirect(303, `/o/oauth2/v2/auth/consent?request=${encodeURIComponent(pending.id)}`);
  });

  router.get('/o/oauth2/v2/auth/consent', (req, res) => {
    const pending = authorizations.find(param(req.query, 'request') ?? '');
    const client = pending && clients.get(pending.clientId);
    if (!pending?.email || !client) {
      sendPage(res, 400, errorPage(EXPIRED));
      return;
    }
    sendPage(res, 200, consentPage(client, pending, identityFor(pending.email, deps.context.baseUrl())));
  });

  router.post('/o/oauth2/v2/auth/decision', form, (req, res) => {
    const pending = authorizations.find(param(req.body, 'request') ?? '');
    if (!pending?.email) {
      sendPage(res, 400, errorPage(EXPIRED));
      return;
    }
    if (param(req.body, 'decision') !== 'allow') {
      redirectBack(authorizations, res, pending, { error: 'access_denied' });
      return;
    }
    clients.grant(pending.clientId, pending.email, pending.scopes);
    finish(authorizations, res, pending, pending.email, true);
  });

  return router;
}
