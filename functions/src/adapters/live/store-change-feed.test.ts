import { generateKeyPairSync } from 'node:crypto';
import { FirestoreServer } from '@firestore-emulator/server';
import { FEEDS_COLLECTION, LiveFeedDoc } from '@quarry/contracts/live';
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/free-port';
import { FirestoreDocumentStore } from '../firestore/firestore-document-store';
import { FirebaseTokenIssuer } from './firebase-token-issuer';
import { StoreChangeFeed } from './store-change-feed';

/**
 * The cloud's live feed (docs/architecture/teams-and-sharing.md) through the Firestore adapter against
 * @firestore-emulator/server: signals land in feeds/{uid}, and a listener on that document (as the
 * browser's onSnapshot) sees each one.
 */
const server = new FirestoreServer();
let app: App;
let db: Firestore;
let feed: StoreChangeFeed;
const warnings: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  await server.start(port);
  app = initializeApp({ projectId: 'demo-quarry' }, `live-feed-${Date.now()}`);
  db = getFirestore(app);
  db.settings({ host: `127.0.0.1:${port}`, ssl: false, ignoreUndefinedProperties: true });
  feed = new StoreChangeFeed(
    new FirestoreDocumentStore(db),
    () => new Date(),
    (event) => warnings.push(event),
  );
});
afterAll(async () => {
  await deleteApp(app);
  server.stop();
});

/** Listens to feeds/{uid} as the browser does and keeps every snapshot's topics. */
function listenTo(uid: string) {
  const seen: LiveFeedDoc[] = [];
  const stop = db
    .collection(FEEDS_COLLECTION)
    .doc(uid)
    .onSnapshot((snapshot) => {
      if (snapshot.exists) seen.push(LiveFeedDoc.parse(snapshot.data()));
    });
  return { seen, stop };
}

async function waitFor(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('StoreChangeFeed on Firestore', () => {
  it('when signals are published, then a listener on the person’s feed sees each topic’s counter move', async () => {
    const listener = listenTo('member-1');
    await feed.publish(['member-1', 'leader-1'], ['sharedReports', 'teams']);
    await waitFor(() => listener.seen.some((doc) => doc.topics.sharedReports === 1), 'the first signal');
    await feed.publish(['member-1'], ['executions']);
    await feed.publish(['member-1'], ['executions']);
    await waitFor(() => listener.seen.some((doc) => doc.topics.executions === 2), 'the run signals');
    const last = listener.seen.at(-1);
    expect(last?.topics).toEqual({ sharedReports: 1, teams: 1, executions: 2 });
    listener.stop();
    const leader = (await db.collection(FEEDS_COLLECTION).doc('leader-1').get()).data();
    expect(LiveFeedDoc.parse(leader).topics).toEqual({ sharedReports: 1, teams: 1 });
    expect(warnings).toEqual([]);
  });

  it('when a person’s feed is written, then nobody else’s feed changes', async () => {
    await feed.publish(['alone-1'], ['sessions']);
    const other = await db.collection(FEEDS_COLLECTION).doc('alone-2').get();
    expect(other.exists).toBe(false);
  });
});

describe('FirebaseTokenIssuer', () => {
  it('when a page asks for its listener token, then it is a custom token for exactly that uid', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signer = initializeApp(
      {
        projectId: 'demo-quarry',
        credential: cert({
          projectId: 'demo-quarry',
          clientEmail: 'quarry-api@demo-quarry.iam.gserviceaccount.com',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        }),
      },
      `token-${Date.now()}`,
    );
    try {
      const token = await new FirebaseTokenIssuer(signer).customToken('user-42');
      const [, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString());
      expect(claims).toMatchObject({
        uid: 'user-42',
        iss: 'quarry-api@demo-quarry.iam.gserviceaccount.com',
        aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
      });
      expect(claims.claims).toBeUndefined();
    } finally {
      await deleteApp(signer);
    }
  });
});
