import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { OAuthStates, STATE_LIFETIME_MS } from './oauth-states';
import { hashToken } from './sessions';

const REDIRECT = 'http://localhost:8080/oauth-callback';
const BROWSER = 'browser-a-session-token';
let store: SqliteDocumentStore;
let clock: ManualClock;
let states: OAuthStates;

beforeEach(() => {
  store = new SqliteDocumentStore({ file: ':memory:' });
  clock = new ManualClock();
  states = new OAuthStates(store, clock);
});
afterEach(() => store.close());

const issue = (purpose: 'signin' | 'drive' = 'signin') =>
  states.issue({ purpose, redirectUri: REDIRECT, browserHash: hashToken(BROWSER) });
const consume = (state: string, overrides: Partial<Parameters<OAuthStates['consume']>[0]> = {}) =>
  states.consume({ state, purpose: 'signin', redirectUri: REDIRECT, browserToken: BROWSER, ...overrides });

describe('OAuthStates', () => {
  it('when a state is consumed by the browser that asked for it, then it returns the PKCE verifier whose S256 hash is the challenge sent', async () => {
    const { state, codeChallenge } = await issue();
    const doc = await consume(state);
    expect(crypto.createHash('sha256').update(doc.pkceVerifier).digest('base64url')).toBe(codeChallenge);
  });

  it('when a state is stored, then it holds only the hash of the browser token, never the token', async () => {
    const { state } = await issue();
    const stored = JSON.stringify(await store.get('oauthStates', state));
    expect(stored).toContain(hashToken(BROWSER));
    expect(stored).not.toContain(BROWSER);
  });

  it('when another browser (or one without a cookie) presents the state, then it is refused as a possible CSRF attack and the state stays usable by its own browser', async () => {
    const { state } = await issue();
    for (const browserToken of ['browser-b-session-token', undefined]) {
      await expect(consume(state, { browserToken })).rejects.toMatchObject({
        code: 'AUTH.STATE_BROWSER_MISMATCH',
        httpStatus: 403,
        message: 'Invalid state parameter - possible CSRF attack',
      });
    }
    expect(await store.count('oauthStates')).toBe(1);
    await expect(consume(state)).resolves.toMatchObject({ purpose: 'signin' });
  });

  it('when a state is consumed twice, then the second time fails', async () => {
    const { state } = await issue();
    await consume(state);
    await expect(consume(state)).rejects.toMatchObject({ code: 'AUTH.STATE_INVALID' });
  });

  it('when more than 10 minutes have passed, then the state no longer works, from any browser', async () => {
    const { state } = await issue();
    clock.advance(STATE_LIFETIME_MS + 1);
    await expect(consume(state, { browserToken: 'someone-else' })).rejects.toMatchObject({
      code: 'AUTH.STATE_INVALID',
    });
    const second = await issue();
    clock.advance(STATE_LIFETIME_MS + 1);
    await expect(consume(second.state)).rejects.toMatchObject({ code: 'AUTH.STATE_INVALID' });
  });

  it('when used for another purpose, another redirect or an unknown value, then it fails', async () => {
    const a = await issue();
    await expect(consume(a.state, { purpose: 'drive' })).rejects.toMatchObject({
      code: 'AUTH.STATE_INVALID',
    });
    const b = await issue();
    await expect(consume(b.state, { redirectUri: 'http://evil.example/cb' })).rejects.toMatchObject({
      code: 'AUTH.REDIRECT_MISMATCH',
    });
    await expect(consume('made-up')).rejects.toMatchObject({ code: 'AUTH.STATE_INVALID' });
  });

  it('when the sweep runs, then only states past their 10 minutes are deleted', async () => {
    const old = await issue();
    clock.advance(STATE_LIFETIME_MS - 60_000);
    const fresh = await issue();
    clock.advance(120_000);
    expect(await states.sweepExpired(100)).toBe(1);
    expect(await store.get('oauthStates', old.state)).toBeNull();
    await expect(consume(fresh.state)).resolves.toMatchObject({ purpose: 'signin' });
  });
});
