import { type App, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore } from '../adapters/firestore/firestore-document-store';
import type { DocumentStore } from '../ports/document-store.port';

/** Firestore through firebase-admin, with the function's own credentials. */
export function cloudStore(): { app: App; store: DocumentStore } {
  const app = initializeApp();
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  return { app, store: new FirestoreDocumentStore(db) };
}
