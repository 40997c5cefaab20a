import fs from 'node:fs';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore } from './adapters/firestore/firestore-document-store';
import { SqliteDocumentStore } from './adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from './adapters/store-indexes';
import type { Config } from './config';
import type { AppDeps } from './http/app-deps';
import { createLogger } from './log';

/** Local mode: one SQLite file under the data directory; external services are the emulators. */
export function composeLocal(config: Config): AppDeps {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const store = new SqliteDocumentStore({
    file: path.join(config.dataDir, 'quarry.db'),
    indexes: STORE_INDEXES,
  });
  return { config, store, log: createLogger() };
}

/** Cloud mode: Firestore through firebase-admin with the function's own credentials. */
export function composeCloud(config: Config): AppDeps {
  const db = getFirestore(initializeApp());
  db.settings({ ignoreUndefinedProperties: true });
  return { config, store: new FirestoreDocumentStore(db), log: createLogger() };
}
