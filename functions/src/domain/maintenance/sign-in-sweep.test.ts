import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { OAuthStates, STATE_LIFETIME_MS } from '../accounts/oauth-states';
import { RateCounters } from '../accounts/rate-counters';
import { ANONYMOUS_SESSION_MS, Sessions } from '../accounts/sessions';
import { sweepSignInLeftovers } from './sign-in-sweep';

let store: SqliteDocumentStore;
let clock: ManualClock;
let accounts: { states: OAuthStates; sessions: Sessions; rates: RateCounters };

beforeEach(() => {
  store = new SqliteDocumentStore({ file: ':memory:' });
  clock = new ManualClock();
  accounts = {
    states: new OAuthStates(store, clock),
    sessions: new Sessions(store, clock),
    rates: new RateCounters(store, clock),
  };
});
afterEach(() => store.close());

async function abandonedSignIn() {
  const binding = await accounts.sessions.bindBrowser(undefined);
  await accounts.states.issue({ purpose: 'signin', redirectUri: 'http://x/cb', browserHash: binding.hash });
  await accounts.rates.hit(`authorization-url:${binding.token}`, 30, 60_000);
}

describe('sweepSignInLeftovers', () => {
  it('when sign-ins were abandoned, then their states, anonymous sessions and counters are deleted once past their life', async () => {
    for (let i = 0; i < 3; i++) await abandonedSignIn();
    const signedIn = await accounts.sessions.create('u1');

    clock.advance(STATE_LIFETIME_MS + 1);
    expect(await sweepSignInLeftovers(accounts)).toEqual({ states: 3, sessions: 0, rateCounters: 3 });

    clock.advance(ANONYMOUS_SESSION_MS);
    expect(await sweepSignInLeftovers(accounts)).toEqual({ states: 0, sessions: 3, rateCounters: 0 });
    expect(await store.count('oauthStates')).toBe(0);
    expect(await store.count('rateCounters')).toBe(0);
    expect(await accounts.sessions.resolve(signedIn.token)).toBe('u1');
  });

  it('when more are due than one page holds, then it deletes page after page up to its bound', async () => {
    for (let i = 0; i < 7; i++) await abandonedSignIn();
    clock.advance(STATE_LIFETIME_MS + 1);
    expect((await sweepSignInLeftovers(accounts, { pageSize: 2, maxPages: 3 })).states).toBe(6);
    expect((await sweepSignInLeftovers(accounts, { pageSize: 2, maxPages: 3 })).states).toBe(1);
  });

  it('when nothing is past its life, then nothing is deleted', async () => {
    await abandonedSignIn();
    expect(await sweepSignInLeftovers(accounts)).toEqual({ states: 0, sessions: 0, rateCounters: 0 });
    expect(await store.count('oauthStates')).toBe(1);
  });
});
