import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { ANONYMOUS_SESSION_MS, hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, Sessions } from './sessions';

const DAY = 24 * 3600 * 1000;
let store: SqliteDocumentStore;
let clock: ManualClock;
let sessions: Sessions;

beforeEach(() => {
  store = new SqliteDocumentStore({ file: ':memory:' });
  clock = new ManualClock();
  sessions = new Sessions(store, clock);
});
afterEach(() => store.close());

describe('Sessions', () => {
  it('when a session is created, then its token resolves to the user and only its hash is stored', async () => {
    const { token } = await sessions.create('u1');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessions.resolve(token)).toBe('u1');
    expect(await store.get('authSessions', token)).toBeNull();
    expect(await store.get('authSessions', hashToken(token))).toMatchObject({ uid: 'u1' });
  });

  it('when each sign-in creates a session, then each gets a new token', async () => {
    const a = await sessions.create('u1');
    const b = await sessions.create('u1');
    expect(a.token).not.toBe(b.token);
  });

  it('when a session is idle for 7 days, then it no longer resolves and is deleted', async () => {
    const { token } = await sessions.create('u1');
    clock.advance(SESSION_IDLE_MS - 1000);
    expect(await sessions.resolve(token)).toBe('u1');
    clock.advance(SESSION_IDLE_MS);
    expect(await sessions.resolve(token)).toBeNull();
    expect(await store.count('authSessions')).toBe(0);
  });

  it('when a session is used every day, then it still ends 30 days after it began', async () => {
    const { token } = await sessions.create('u1');
    for (let elapsed = DAY; elapsed < SESSION_ABSOLUTE_MS; elapsed += DAY) {
      clock.advance(DAY);
      expect(await sessions.resolve(token)).toBe('u1');
    }
    clock.advance(DAY);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('when a session is ended, then its token stops working while other sessions go on', async () => {
    const first = await sessions.create('u1');
    const second = await sessions.create('u1');
    await sessions.end(first.token);
    expect(await sessions.resolve(first.token)).toBeNull();
    expect(await sessions.resolve(second.token)).toBe('u1');
    await sessions.endAllFor('u1');
    expect(await sessions.resolve(second.token)).toBeNull();
  });

  it('when a session ends between its read and its last-seen update, then the caller is simply signed out', async () => {
    const { token } = await sessions.create('u1');
    clock.advance(2 * 60 * 1000);
    const realUpdate = store.update.bind(store);
    store.update = async (collection, id, patch) => {
      await store.delete(collection, id);
      return realUpdate(collection, id, patch);
    };
    expect(await sessions.resolve(token)).toBeNull();
    store.update = realUpdate;
  });

  it('when the token is missing or unknown, then nobody is signed in', async () => {
    expect(await sessions.resolve(undefined)).toBeNull();
    expect(await sessions.resolve('not-a-real-token')).toBeNull();
  });
});

describe('anonymous sessions (a signed-out browser starting a sign-in)', () => {
  it('when a browser without a cookie starts a sign-in, then it gets a new 256-bit token, stored only as a hash, that signs nobody in', async () => {
    const binding = await sessions.bindBrowser(undefined);
    expect(binding.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(binding.hash).toBe(hashToken(binding.token));
    expect(binding.cookieMaxAgeMs).toBe(ANONYMOUS_SESSION_MS);
    expect(await store.get('authSessions', binding.token)).toBeNull();
    expect(await store.get('authSessions', binding.hash)).not.toHaveProperty('uid');
    expect(await sessions.resolve(binding.token)).toBeNull();
  });

  it('when the browser starts again while its anonymous session lasts, then the same token is reused with a fresh life', async () => {
    const first = await sessions.bindBrowser(undefined);
    clock.advance(ANONYMOUS_SESSION_MS - 1000);
    const again = await sessions.bindBrowser(first.token);
    expect(again).toEqual({ token: first.token, hash: first.hash, cookieMaxAgeMs: ANONYMOUS_SESSION_MS });
    clock.advance(ANONYMOUS_SESSION_MS - 1000);
    expect(await store.get('authSessions', first.hash)).not.toBeNull();
    expect(await sessions.resolve(first.token)).toBeNull();
  });

  it('when a signed-in browser starts an authorization, then its own session is the binding and no cookie is sent', async () => {
    const { token } = await sessions.create('u1');
    expect(await sessions.bindBrowser(token)).toEqual({ token, hash: hashToken(token) });
    expect(await store.count('authSessions')).toBe(1);
  });

  it('when the cookie is unknown or its anonymous session has ended, then a new anonymous session replaces it', async () => {
    const stale = await sessions.bindBrowser(undefined);
    clock.advance(ANONYMOUS_SESSION_MS + 1);
    const fresh = await sessions.bindBrowser(stale.token);
    expect(fresh.token).not.toBe(stale.token);
    expect(await store.get('authSessions', stale.hash)).toBeNull();
    const forged = await sessions.bindBrowser('forged-token-value');
    expect(forged.token).not.toBe('forged-token-value');
  });

  it('when the sweep runs, then ended and idle sessions go and live ones stay', async () => {
    const anonymous = await sessions.bindBrowser(undefined);
    const idle = await sessions.create('idle-user');
    clock.advance(ANONYMOUS_SESSION_MS + 1);
    const live = await sessions.create('u1');
    expect(await sessions.sweepExpired(100)).toBe(1);
    expect(await store.get('authSessions', anonymous.hash)).toBeNull();
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect(await sessions.resolve(live.token)).toBe('u1');
    clock.advance(120_000);
    expect(await sessions.sweepExpired(100)).toBe(1);
    expect(await store.get('authSessions', hashToken(idle.token))).toBeNull();
    expect(await store.count('authSessions')).toBe(1);
  });
});
