import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeLocal } from '../../composition/local';
import { loadConfig } from '../../config';
import type { UserRecord } from '../../domain/accounts/users';
import { tempDir } from '../../testing/temp-dir';
import { errorHandler } from './errors';
import { sessionMiddleware } from './session';
import { requiresTeamsAccess, TEAMS_ACCESS_REQUIRED_MESSAGE } from './teams-access';

/**
 * The policy the teams and sharing routes stand behind (docs/architecture/teams-and-sharing.md and docs/architecture/billing.md), on a route of
 * its own: only people with access reach the handler; everyone else gets the SPA's signals.
 */
const temp = tempDir();
const deps = composeLocal(loadConfig({ PORT: '8080', DATA_DIR: temp.dir }));
const app = express();
let reached = 0;
app.use(sessionMiddleware(deps.accounts.sessions));
app.post('/share', requiresTeamsAccess(deps), (_req, res) => {
  reached += 1;
  res.json({ shared: true, access: res.locals.subscription });
});
app.use(errorHandler(deps.log));
const server = http.createServer(app);
let url = '';

const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

async function personWith(email: string, billing?: UserRecord['billing']): Promise<string> {
  const now = new Date();
  const { user } = await deps.accounts.users.upsertFromIdentity(
    { sub: `uid-${email}`, email, name: email.split('@')[0]! },
    'creator',
    now,
  );
  expect(user.email).toBe(email);
  if (billing) await deps.accounts.users.update(`uid-${email}`, { billing }, now);
  const { token } = await deps.accounts.sessions.create(`uid-${email}`);
  return `__session=${token}`;
}

async function share(cookie?: string) {
  const response = await fetch(`${url}/share`, { method: 'POST', headers: cookie ? { cookie } : {} });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await deps.store.close();
  temp.remove();
});

describe('requiresTeamsAccess', () => {
  it('when the caller is anonymous, then it answers 401 LOGIN_REQUIRED and the route never runs', async () => {
    const before = reached;
    expect(await share()).toEqual({
      status: 401,
      json: { message: 'Login required', errorCode: 'LOGIN_REQUIRED' },
    });
    expect(reached).toBe(before);
  });

  it.each([
    ['never subscribed', undefined],
    ['past_due', { status: 'past_due', currentPeriodEnd: FUTURE }],
    ['unpaid', { status: 'unpaid', currentPeriodEnd: FUTURE }],
    ['canceled', { status: 'canceled', currentPeriodEnd: FUTURE }],
    ['canceled and past its end', { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: PAST }],
  ])(
    'when the caller has %s, then it answers 403 SUBSCRIPTION_REQUIRED and the route never runs',
    async (name, billing) => {
      const cookie = await personWith(`${name.replaceAll(' ', '.')}@northwind.test`, billing);
      const before = reached;
      expect(await share(cookie)).toEqual({
        status: 403,
        json: { message: TEAMS_ACCESS_REQUIRED_MESSAGE, errorCode: 'SUBSCRIPTION_REQUIRED' },
      });
      expect(TEAMS_ACCESS_REQUIRED_MESSAGE).toContain('Teams access required');
      expect(reached).toBe(before);
    },
  );

  it.each([
    ['an active subscription', { status: 'active', currentPeriodEnd: FUTURE }, 'active_subscription'],
    ['a trial', { status: 'trialing', currentPeriodEnd: FUTURE }, 'active_subscription'],
    [
      'a cancel scheduled for later',
      { status: 'active', cancelAt: FUTURE, currentPeriodEnd: FUTURE },
      'canceled_but_active',
    ],
  ])('when the caller has %s, then the route runs', async (name, billing, reason) => {
    const cookie = await personWith(`${name.replaceAll(' ', '.')}@northwind.test`, billing);
    const result = await share(cookie);
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ shared: true, access: { hasAccess: true, reason } });
  });

  it('when the administrator granted the caller access, then the route runs without any subscription', async () => {
    const cookie = await personWith('granted@northwind.test');
    await deps.store.set('accessGrants', 'granted@northwind.test', {
      email: 'granted@northwind.test',
      grantedAt: new Date().toISOString(),
      grantedBy: 'admin@northwind.test',
    });
    const result = await share(cookie);
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ access: { hasAccess: true, reason: 'complimentary_access' } });
  });
});
