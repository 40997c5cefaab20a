import { FirestoreServer } from '@firestore-emulator/server';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore } from '../adapters/firestore/firestore-document-store';
import { freePort } from './free-port';

/**
 * An in-process Firestore (@firestore-emulator/server) on a free 127.0.0.1 port, for the tests that
 * run a behaviour on both stores. Each store it gives is on an admin app and project of its own, so
 * every one starts empty; stop() closes them all and the server.
 */
export class FirestoreEmulator {
  private readonly server = new FirestoreServer();
  private readonly apps: App[] = [];
  private host = '';

  async start(): Promise<void> {
    const port = await freePort();
    await this.server.start(port);
    this.host = `127.0.0.1:${port}`;
  }

  db(name: string): Firestore {
    if (!this.host) throw new Error('FirestoreEmulator.start() first');
    const app = initializeApp(
      { projectId: `demo-quarry-${name}-${this.apps.length}` },
      `${name}-${this.apps.length}`,
    );
    this.apps.push(app);
    const db = getFirestore(app);
    db.settings({ host: this.host, ssl: false, ignoreUndefinedProperties: true });
    return db;
  }

  store(name: string): FirestoreDocumentStore {
    return new FirestoreDocumentStore(this.db(name));
  }

  async stop(): Promise<void> {
    await Promise.all(this.apps.splice(0).map((app) => deleteApp(app)));
    this.server.stop();
  }
}
