import {
  ACCOUNT_BEING_DELETED,
  ACCOUNT_DELETION_STARTED,
  ACCOUNT_PATH,
  DELETE_ACCOUNT_EMAIL_MISMATCH,
} from '@quarry/contracts/account-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountJobsFor } from '../../composition/account-data';
import type { CoreDeps } from '../../composition/core';
import { deletionJobId } from '../../domain/account-data/deletion/start-deletion';
import { runAccountJob } from '../../domain/account-data/run-account-job';
import { BrowserSession } from '../../testing/browser-session';
import { mailbox } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { variantsFor } from '../../testing/malformed-variants';
import { authorize, readyCreator } from '../../testing/sign-in-flow';
import { snapshotStore } from '../../testing/store-snapshot';
import { enterCard, stripeAdmin, webhooksSettled } from '../../testing/stripe-pages';

/**
 * DELETE /api/account against the local stack, with the real Stripe and mail emulators (docs/architecture/accounts-and-data.md): the person's own account only, by their address typed; signed out everywhere at
 * once; sign-in refused while the job runs; a new, empty account after.
 */
const ADA = 'ada.lovelace@northwind.test';
/** Invitations are for Gmail addresses only. */
const BOB = 'bob.stone@gmail.com';
/** What moves on any signed-in request (malformed-input.test.ts says why). */
const MOVING = { fields: { authSessions: ['lastSeenAt'] }, collections: ['rateCounters'] };

let stack: LocalStack;
let ada: BrowserSession;
let bob: BrowserSession;
let adaUid = '';

beforeAll(async () => {
  stack = await startLocalStack();
  ada = await readyCreator(stack, ADA);
  bob = await readyCreator(stack, BOB);
  adaUid = (await stack.app.deps.accounts.users.findByEmail(ADA))!.uid;
  await ada.call('POST', '/api/chat/sessions', { title: 'Recall', chatData: [] });
  await ada.call('POST', '/api/saved-reports', {
    reportName: 'Recall',
    query: 'What did it cost?',
    keywords: [],
  });
  const created = await ada.call('POST', '/api/subscription/create');
  const back = await enterCard(stack.emulators.url, String(created.json.clientSecret), '4242 4242 4242 4242');
  const confirmed = await ada.call('POST', '/api/subscription/confirm', { setupIntentId: back.setupIntent });
  if (confirmed.status !== 200) throw new Error(`subscribing answered ${confirmed.status}`);
  await webhooksSettled(stack.emulators.url);
  // Ada alone administers a team Bob joined: it goes with her account, and Bob is told.
  const team = await ada.call('POST', '/api/teams', { name: 'Recall Response' });
  const teamId = String((team.json.team as { id: string }).id);
  await ada.call('POST', `/api/teams/${teamId}/members`, { email: BOB });
  await authorize(new BrowserSession(stack.app.url), BOB, 'team_member_signup');
}, 120_000);
afterAll(() => stack?.stop());

const snapshot = () => snapshotStore(stack.app.config.dataDir, MOVING);

describe('deleting one’s account', () => {
  it('when nobody is signed in, then it is 401 LOGIN_REQUIRED and nothing is stored', async () => {
    const before = snapshot();

    const response = await new BrowserSession(stack.app.url).call('DELETE', ACCOUNT_PATH, { email: ADA });

    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Login required', errorCode: 'LOGIN_REQUIRED' });
    expect(snapshot()).toEqual(before);
  });

  it('when the body is malformed in any of dozens of ways, then each answer is a 4xx with a message and nothing is stored', async () => {
    const variants = variantsFor(`DELETE ${ACCOUNT_PATH}`, { body: { email: 'not.ada@northwind.test' } });
    const before = snapshot();

    const outcomes = [];
    for (const variant of variants) {
      const headers: Record<string, string> = { origin: stack.app.url, cookie: ada.cookie ?? '' };
      if (variant.contentType !== null) headers['content-type'] = variant.contentType ?? 'application/json';
      const response = await fetch(`${stack.app.url}${ACCOUNT_PATH}`, {
        method: 'DELETE',
        headers,
        body: variant.body,
      });
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      outcomes.push({ name: variant.name, status: response.status, message: typeof body?.message });
    }

    expect(variants.length).toBeGreaterThan(20);
    expect(outcomes.filter((o) => o.status < 400 || o.status >= 500 || o.message !== 'string')).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('when the typed address is not the account’s, then it is 400 with the spec’s message and nothing changes', async () => {
    const before = snapshot();

    const response = await ada.call('DELETE', ACCOUNT_PATH, { email: 'ada@elsewhere.test' });

    expect(response.status).toBe(400);
    expect(response.json.message).toBe(DELETE_ACCOUNT_EMAIL_MISMATCH);
    expect(snapshot()).toEqual(before);
    expect((await ada.call('GET', '/api/user/profile')).status).toBe(200);
  });

  it('when someone types another person’s address, then it is refused as a mismatch: only one’s own account can be deleted', async () => {
    const before = snapshot();

    const response = await bob.call('DELETE', ACCOUNT_PATH, { email: ADA });

    expect(response.status).toBe(400);
    expect(response.json.message).toBe(DELETE_ACCOUNT_EMAIL_MISMATCH);
    expect(snapshot()).toEqual(before);
    expect((await ada.call('GET', '/api/user/profile')).status).toBe(200);
  });

  it('when Ada deletes her account, then every session of hers ends, sign-in is refused while the job waits, saying when to try again, and after it she starts a new, empty account', async () => {
    const phone = new BrowserSession(stack.app.url);
    expect((await authorize(phone, ADA)).status).toBe(200);
    const customer = (await stack.app.deps.accounts.users.get(adaUid))?.billing?.stripeCustomerId ?? '';
    stack.app.deps.localAccountQueue.stop();

    const response = await ada.call('DELETE', ACCOUNT_PATH, { email: `  ${ADA.toUpperCase()} ` });
    const phoneAfter = await phone.call('GET', '/api/user/profile');
    const held = snapshot();
    const again = new BrowserSession(stack.app.url);
    const refused = await authorize(again, ADA);

    expect(response.status).toBe(202);
    expect(response.json).toEqual({ message: ACCOUNT_DELETION_STARTED });
    expect(ada.cookie).toBeUndefined();
    expect(phoneAfter.status).toBe(401);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(ACCOUNT_BEING_DELETED);
    // When to try again: a few minutes, as the header and the body say alike.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    expect(refused.json.retryAfterSeconds).toBe(retryAfter);
    expect((await again.call('GET', '/api/auth/session-check')).json).toEqual({ hasActiveSession: false });
    const changed = [...snapshot()].filter(([key, value]) => held.get(key) !== value).map(([key]) => key);
    expect(
      changed.filter((key) => !key.startsWith('authSessions/') && !key.startsWith('oauthStates/')),
    ).toEqual([]);
    const sessions = [...snapshot()].filter(([key]) => key.startsWith('authSessions/'));
    expect(sessions.filter(([, row]) => row.includes(`"uid":"${adaUid}"`))).toEqual([]);

    const { deps } = stack.app;
    const core = { store: deps.store, clock: deps.localClock, log: deps.log } as unknown as CoreDeps;
    await runAccountJob(accountJobsFor(core, deps.accountData), deletionJobId(adaUid));
    await webhooksSettled(stack.emulators.url);

    const stripe = stripeAdmin(stack.emulators.url);
    const subs = (await stripe.subscriptions.list({ customer, status: 'all' })).data;
    expect(subs.map((sub) => sub.status)).toEqual(['canceled']);
    expect((await stripe.paymentMethods.list({ customer })).data).toEqual([]);
    const ended = (await stripe.events.list({ type: 'customer.subscription.deleted' })).data;
    expect(ended).toHaveLength(1);
    const deliveries = (await (await fetch(`${stack.emulators.url}/__control/stripe/deliveries`)).json()) as {
      data: { event: string; status: string }[];
    };
    expect(deliveries.data.filter((d) => d.event === ended[0]?.id).map((d) => d.status)).toEqual([
      'delivered',
    ]);
    const named = [...snapshot()].filter(
      ([key, row]) => `${key}${row}`.toLowerCase().includes(ADA) || `${key}${row}`.includes(adaUid),
    );
    expect(
      named.map(([key]) => key.split('/')[0]).filter((c) => c !== 'adminAudit' && c !== 'stripeEvents'),
    ).toEqual([]);

    const told = (await mailbox.messagesTo(stack.emulators.url, BOB)).filter((m) =>
      m.subject.includes('deleted'),
    );
    expect(told.map((m) => m.subject)).toEqual(['The team "Recall Response" on Quarry has been deleted']);
    expect(told[0]?.text).toContain('its administrator deleted their Quarry account');
    expect((await bob.call('GET', '/api/teams')).json).toEqual([]);

    const fresh = new BrowserSession(stack.app.url);
    expect((await authorize(fresh, ADA)).status).toBe(200);
    const profile = await fresh.call('GET', '/api/user/profile');
    expect(profile.json).toMatchObject({ email: ADA, isSetupComplete: false });
    expect((await fresh.call('GET', '/api/chat/sessions')).json).toMatchObject({ sessions: [] });
    expect((await fresh.call('GET', '/api/saved-reports')).json).toMatchObject({ reports: [] });
    expect((await fresh.call('GET', '/api/teams')).json).toEqual([]);
    expect((await fresh.call('GET', '/api/subscription/status')).json).toEqual({ hasAccess: false });
  }, 60_000);
});
