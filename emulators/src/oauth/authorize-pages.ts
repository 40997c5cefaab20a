import { SAMPLE_ACCOUNTS } from '../shared/accounts';
import { escapeHtml } from '../shared/escape-html';
import type { PendingAuthorization } from './authorization-store';
import { googlePage } from './html';
import type { Identity } from './identity';
import type { OAuthClient } from './oauth-clients';
import { describeScope } from './oauth-scopes';

export interface AuthorizeProblem {
  status: 400 | 401;
  error: string;
  details: string;
}

const TITLE = 'Sign in - Google Accounts';

function hidden(pending: PendingAuthorization): string {
  return `<input type="hidden" name="request" value="${escapeHtml(pending.id)}">`;
}

export function chooserPage(client: OAuthClient, pending: PendingAuthorization, problem?: string): string {
  const accounts = SAMPLE_ACCOUNTS.map(
    (
      a,
    ) => `<li><button class="account" type="submit" name="account" value="${escapeHtml(a.email)}">${escapeHtml(a.email)}</button>
<div class="muted">${escapeHtml(a.name)} · ${escapeHtml(a.role)}</div></li>`,
  ).join('\n');
  return googlePage(
    TITLE,
    `<h1>Choose an account</h1>
<p class="muted">to continue to ${escapeHtml(client.name)}</p>
<form method="post" action="/o/oauth2/v2/auth/account">${hidden(pending)}
<ul>${accounts}</ul>
</form>
<form method="post" action="/o/oauth2/v2/auth/account">${hidden(pending)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(pending.loginHint ?? '')}">
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<div class="actions"><button class="primary" type="submit">Continue</button></div>
</form>`,
  );
}

export function consentPage(client: OAuthClient, pending: PendingAuthorization, identity: Identity): string {
  // Each scope in Google's words, and the scope itself as the app asked for it.
  const scopes = pending.scopes
    .map((s) => `<li>${escapeHtml(describeScope(s))} <code class="muted">${escapeHtml(s)}</code></li>`)
    .join('\n');
  return googlePage(
    TITLE,
    `<h1>${escapeHtml(client.name)} wants access to your Google Account</h1>
<p class="muted">${escapeHtml(identity.name)} · ${escapeHtml(identity.email)}</p>
<p>This will allow ${escapeHtml(client.name)} to:</p>
<ul>${scopes}</ul>
<p class="muted">Make sure you trust ${escapeHtml(client.name)}. You can remove its access in your Google Account.</p>
<form method="post" action="/o/oauth2/v2/auth/decision">${hidden(pending)}
<div class="actions"><button type="submit" name="decision" value="cancel">Cancel</button>
<button class="primary" type="submit" name="decision" value="allow">Allow</button></div>
</form>`,
  );
}

/** Google's "Access blocked" page: shown instead of redirecting when the redirect cannot be trusted. */
export function errorPage(problem: AuthorizeProblem, clientName?: string): string {
  const heading = clientName
    ? `Access blocked: ${escapeHtml(clientName)}’s request is invalid`
    : 'Authorization Error';
  return googlePage(
    `Error ${problem.status}`,
    `<h1>${heading}</h1>
<p>${escapeHtml(problem.details)}</p>
<p><strong>Error ${problem.status}: ${escapeHtml(problem.error)}</strong></p>`,
  );
}
