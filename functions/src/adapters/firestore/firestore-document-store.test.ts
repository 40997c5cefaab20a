import { FirestoreServer } from '@firestore-emulator/server';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { documentStoreContract } from '../../testing/document-store.contract';
import { freePort } from '../../testing/free-port';
import { FirestoreDocumentStore } from './firestore-document-store';

/**
 * The Firestore adapter against @firestore-emulator/server (a Node re-implementation of the
 * Firestore gRPC API) and, when FIRESTORE_EMULATOR_HOST is set, against the official emulator too.
 */
const server = new FirestoreServer();
let host = '';
const apps: App[] = [];

beforeAll(async () => {
  const port = await freePort();
  await server.start(port);
  host = `127.0.0.1:${port}`;
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  server.stop();
});

function openAt(hostAndPort: () => string) {
  return async () => {
    const app = initializeApp({ projectId: 'demo-quarry' }, `store-${apps.length}-${Date.now()}`);
    apps.push(app);
    const db = getFirestore(app);
    db.settings({ host: hostAndPort(), ssl: false, ignoreUndefinedProperties: true });
    return new FirestoreDocumentStore(db);
  };
}

const OFFICIAL = 'it runs against the official emulator when FIRESTORE_EMULATOR_HOST is set';
documentStoreContract(
  'Firestore (@firestore-emulator/server)',
  openAt(() => host),
  {
    knownGaps: {
      contention: `@firestore-emulator/server does not enforce transaction contention (20 concurrent increments end at 1 there); ${OFFICIAL}`,
      setReplaces: `@firestore-emulator/server merges on set where Firestore replaces; ${OFFICIAL}`,
      dottedWhere: `@firestore-emulator/server answers 'Not implemented' to filters on nested fields; ${OFFICIAL}`,
      orderByExcludesMissing: `@firestore-emulator/server keeps documents lacking the ordered field; ${OFFICIAL}`,
    },
  },
);

const official = process.env.FIRESTORE_EMULATOR_HOST;
if (official) {
  documentStoreContract(
    'Firestore (official emulator)',
    openAt(() => official),
  );
} else {
  console.log(
    'Skipped: the Firestore contract suite against the official emulator (FIRESTORE_EMULATOR_HOST is not set; it needs Java 21, which this machine lacks)',
  );
}
