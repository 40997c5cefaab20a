import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeLocal } from '../../composition/local';
import { loadConfig } from '../../config';
import { BrowserSession } from '../../testing/browser-session';
import { tempDir } from '../../testing/temp-dir';
import { createApp } from '../app';

/**
 * The cloud's live channel (docs/architecture/teams-and-sharing.md): GET /api/live/channel hands the signed-in person a
 * Firebase custom token for their own uid and the web app's settings; there is no SSE stream.
 */
const temp = tempDir();
const deps = composeLocal(loadConfig({ PORT: '8080', DATA_DIR: temp.dir }));
const issued: string[] = [];
const firebase = { apiKey: 'web-key', projectId: 'demo-quarry', authDomain: 'demo-quarry.firebaseapp.com' };
const app = createApp({
  ...deps,
  live: {
    kind: 'firestore',
    tokens: {
      customToken: async (uid) => {
        issued.push(uid);
        return `custom-token-for-${uid}`;
      },
    },
    firebase,
  },
});
const server = http.createServer(app);
let session: BrowserSession;
let uid = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  uid = 'cloud-user-1';
  await deps.accounts.users.upsertFromIdentity(
    { sub: uid, email: 'cloud.user@northwind.test', name: 'Cloud User' },
    'creator',
    new Date(),
  );
  const { token } = await deps.accounts.sessions.create(uid);
  session = new BrowserSession(origin);
  session.cookie = `__session=${token}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await deps.store.close();
  temp.remove();
});

describe('the live channel in the cloud', () => {
  it('when a signed-in page asks where to listen, then it gets a custom token for its own uid and the Firebase settings', async () => {
    const channel = await session.call('GET', '/api/live/channel');
    expect(channel.status).toBe(200);
    expect(channel.json).toEqual({ kind: 'firestore', token: `custom-token-for-${uid}`, uid, firebase });
    expect(channel.headers.get('cache-control')).toBe('no-store');
    expect(issued).toEqual([uid]);
  });

  it('when a page asks for the SSE stream anyway, then it answers 404', async () => {
    const stream = await session.call('GET', '/api/events');
    expect(stream.status).toBe(404);
  });
});
