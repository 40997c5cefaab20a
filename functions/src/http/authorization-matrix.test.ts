import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeLocal } from '../composition/local';
import { loadConfig } from '../config';
import { registeredRoutes } from '../testing/registered-routes';
import { tempDir } from '../testing/temp-dir';
import { createApp } from './app';

/**
 * Who may call what (docs/architecture/backend.md). Every route the app registers must appear here with its
 * policy, so a new route cannot ship without a decision; signed-in routes must refuse anonymous
 * callers and forged session cookies with the SPA's LOGIN_REQUIRED signal.
 */
type Policy = 'public' | 'signedIn' | 'stripeSignature';
const POLICIES: Record<string, Policy> = {
  'GET /api/health': 'public',
  'GET /api/public-config': 'public',
  'POST /api/contact': 'public',
  'POST /api/auth/authorization-url': 'public',
  'POST /api/auth/unified-oauth': 'public',
  'POST /api/auth/exchange-code': 'public',
  'GET /api/auth/session-check': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/unified-drive-oauth': 'signedIn',
  // The drive.file grant for saving Google Docs, the signed-in person's own: google-doc.routes.test.ts.
  'POST /api/auth/drive-file-oauth': 'signedIn',
  // The Google Picker's token, the person's own drive.file token only: picker-token.routes.test.ts.
  'POST /api/auth/picker-token': 'signedIn',
  'GET /api/user/profile': 'signedIn',
  'GET /api/user': 'signedIn',
  'GET /api/user/picture': 'signedIn',
  'POST /api/user/gemini-key': 'signedIn',
  'GET /api/user/key-status': 'signedIn',
  'GET /api/user/gemini-tier': 'signedIn',
  'POST /api/user/load-session-keys': 'signedIn',
  'DELETE /api/user/keys': 'signedIn',
  // The person's own account only (no id names another's): account.routes.test.ts.
  'DELETE /api/account': 'signedIn',
  'GET /api/user/preferences': 'signedIn',
  'PUT /api/user/preferences': 'signedIn',
  'GET /api/v1/check-drive-token': 'signedIn',
  'GET /api/v1/check-gemini-key': 'signedIn',
  'GET /api/teams': 'signedIn',
  // Team roles (member, administrator) and the Teams plan are teams.routes.test.ts's matrix.
  'POST /api/teams': 'signedIn',
  'POST /api/teams/quick-create': 'signedIn',
  'POST /api/teams/accept-invitations': 'signedIn',
  'DELETE /api/teams/:id': 'signedIn',
  'GET /api/teams/:id/members': 'signedIn',
  'POST /api/teams/:id/members': 'signedIn',
  'DELETE /api/teams/:id/members/:memberId': 'signedIn',
  'POST /api/teams/:id/administrators': 'signedIn',
  // Membership, administrators and owners are sharing.routes.test.ts's matrix.
  'POST /api/reports/share-from-chat': 'signedIn',
  // The signed token in the link is the credential; delivery.routes.test.ts checks it.
  'GET /api/unsubscribe': 'public',
  'POST /api/unsubscribe': 'public',
  'POST /api/unsubscribe/undo': 'public',
  'POST /api/reports/:id/share': 'signedIn',
  'DELETE /api/reports/:id/teams/:teamId': 'signedIn',
  'GET /api/teams/:id/shared-reports': 'signedIn',
  'DELETE /api/shared-reports/:id': 'signedIn',
  'GET /api/shared-reports/:id/executions': 'signedIn',
  'POST /api/shared-reports/:id/execute': 'signedIn',
  'GET /api/shared-report-execution/:id/view': 'signedIn',
  'DELETE /api/shared-report-execution/:id': 'signedIn',
  'GET /api/subscription/status': 'signedIn',
  'POST /api/subscription/portal': 'signedIn',
  'POST /api/subscription/create': 'signedIn',
  // A browser navigation back from Stripe's portal: anyone is sent on to /subscribe (which asks to sign in).
  'GET /api/subscription/portal-return': 'public',
  'POST /api/subscription/confirm': 'signedIn',
  'POST /api/stripe/webhook': 'stripeSignature',
  'POST /api/query/generate-keywords': 'signedIn',
  'POST /api/query/search-documents': 'signedIn',
  'POST /api/query/extract-and-query': 'signedIn',
  'POST /api/research/estimate': 'signedIn',
  // Another person's saved report is reported missing: estimate.routes.test.ts checks it.
  'GET /api/saved-reports/:id/estimate': 'signedIn',
  'PATCH /api/saved-reports/:id/cost-cap': 'signedIn',
  'GET /api/live/channel': 'signedIn',
  'GET /api/events': 'signedIn',
  'POST /api/streamlit/initialize': 'signedIn',
  'GET /api/analytics': 'signedIn',
  'GET /api/google-drive/structure': 'signedIn',
  'GET /api/chat/sessions': 'signedIn',
  'POST /api/chat/sessions': 'signedIn',
  'GET /api/chat/sessions/:id/messages': 'signedIn',
  'PUT /api/chat/sessions/:id': 'signedIn',
  'DELETE /api/chat/sessions/:id': 'signedIn',
  'POST /api/chat/generate-title': 'signedIn',
  'POST /api/chat/capture-session-directories': 'signedIn',
  'GET /api/saved-reports': 'signedIn',
  'POST /api/saved-reports': 'signedIn',
  'DELETE /api/saved-reports/:id': 'signedIn',
  'PATCH /api/saved-reports/:id': 'signedIn',
  'PATCH /api/saved-reports/:id/privacy': 'signedIn',
  // Owner only (another person, the system or a team administrator: not found): watch.routes.test.ts.
  'PATCH /api/saved-reports/:id/watch': 'signedIn',
  'POST /api/report-executions': 'signedIn',
  'POST /api/report-executions/:id/mark-viewed': 'signedIn',
  'GET /api/my-report-executions': 'signedIn',
  'DELETE /api/my-report-executions/clear-all': 'signedIn',
  'GET /api/report-execution/:id/view': 'signedIn',
  // Owner only; a team's shared run by its members, as they may see it: exports.routes.test.ts.
  'GET /api/report-execution/:id/export/:format': 'signedIn',
  'GET /api/shared-report-execution/:id/export/:format': 'signedIn',
  // The evidence grid (docs/decisions/evidence-grid.md), who may see the run sees it: grid.routes.test.ts.
  'GET /api/report-execution/:id/grid': 'signedIn',
  'GET /api/shared-report-execution/:id/grid': 'signedIn',
  // Save to Google Docs, the owner's run or a team's run as the member sees it: google-doc.routes.test.ts.
  'POST /api/report-execution/:id/google-doc': 'signedIn',
  'GET /api/report-execution/:id/google-doc': 'signedIn',
  'POST /api/shared-report-execution/:id/google-doc': 'signedIn',
  'GET /api/shared-report-execution/:id/google-doc': 'signedIn',
  // Owner only: run-stream.routes.test.ts checks the owner, another person and bad ids.
  'GET /api/report-execution/:id/stream': 'signedIn',
  // Owner only (another user, a member or the administrator: not found): stop-execution.routes.test.ts.
  'POST /api/report-execution/:id/stop': 'signedIn',
  // Owner only, as Stop: continue-in-background.routes.test.ts.
  'POST /api/report-execution/:id/continue-in-background': 'signedIn',
  // SYS_ADMIN_EMAIL only: admin.routes.test.ts is their role matrix.
  'GET /api/admin/system-settings': 'signedIn',
  'GET /api/admin/models': 'signedIn',
  'PUT /api/admin/system-settings': 'signedIn',
  'POST /api/admin/system-settings/test': 'signedIn',
  'GET /api/admin/system-settings/versions': 'signedIn',
  'GET /api/admin/system-settings/versions/:number': 'signedIn',
  'POST /api/admin/system-settings/versions/:number/restore': 'signedIn',
  'GET /api/admin/complimentary-access': 'signedIn',
  'POST /api/admin/complimentary-access': 'signedIn',
  'DELETE /api/admin/complimentary-access/:id': 'signedIn',
  'GET /api/admin/authorized-users': 'signedIn',
  'POST /api/admin/authorized-users': 'signedIn',
  'DELETE /api/admin/authorized-users/:id': 'signedIn',
  'POST /api/admin/reset-user': 'signedIn',
  'DELETE /api/admin/clear-all-sessions': 'signedIn',
  'GET /api/admin/audit': 'signedIn',
  'GET /api/admin/report-executions': 'signedIn',
  // One's own data (docs/architecture/accounts-and-data.md); another person's download is not found: data-export.routes.test.ts.
  'POST /api/account/data-export': 'signedIn',
  'GET /api/account/data-export': 'signedIn',
  'GET /api/account/data-export/:id/download': 'signedIn',
};

const temp = tempDir();
const deps = composeLocal(loadConfig({ PORT: '8080', DATA_DIR: temp.dir }));
const app = createApp(deps);
afterAll(async () => {
  await deps.store.close();
  temp.remove();
});

describe('authorization matrix', () => {
  it('when the app registers its routes, then each one has a declared policy and nothing declared is missing', () => {
    expect(registeredRoutes(app).sort()).toEqual(Object.keys(POLICIES).sort());
  });

  const signedIn = Object.entries(POLICIES).filter(([, policy]) => policy === 'signedIn');
  const server = http.createServer(app);
  let url = '';
  /** The cookie a signed-out browser gets when it starts a sign-in: it must open nothing. */
  let anonymousCookie = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const started = await fetch(`${url}/api/auth/authorization-url`, {
      method: 'POST',
      headers: { origin: 'http://localhost:8080', 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'signin' }),
    });
    anonymousCookie = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(anonymousCookie).toMatch(/^__session=[\w-]{43}$/);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(Object.entries(POLICIES).filter(([, policy]) => policy === 'stripeSignature'))(
    'when %s is called without a Stripe signature, even with a session, then it answers 400 and does nothing',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      for (const cookie of [undefined, anonymousCookie]) {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ id: 'evt_1', type: 'customer.subscription.deleted', data: { object: {} } }),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: 'Missing Stripe-Signature header' });
      }
      expect(await deps.store.count('stripeEvents')).toBe(0);
    },
  );

  it.each(signedIn)(
    'when %s is called anonymously, with a forged cookie or with a sign-in start cookie, then it answers 401 LOGIN_REQUIRED',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      const concrete = path.replace(':id', 'some-id');
      for (const cookie of [undefined, '__session=forged-token-value', anonymousCookie]) {
        const response = await fetch(`${url}${concrete}`, {
          method,
          headers: {
            origin: 'http://localhost:8080',
            ...(cookie ? { cookie } : {}),
            ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          body: method === 'GET' ? undefined : '{}',
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: 'Login required', errorCode: 'LOGIN_REQUIRED' });
      }
    },
  );
});
