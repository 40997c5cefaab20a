import type { Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { documentNotFound } from '../../domain/shared/store-errors';
import type {
  DocumentData,
  DocumentStore,
  QuerySpec,
  StoredDocument,
  TransactionContext,
} from '../../ports/document-store.port';
import { checkDocumentSize } from '../document-size';

const GRPC_NOT_FOUND = 5;

/** DocumentStore on Cloud Firestore: a thin mapping of the port onto firebase-admin. */
export class FirestoreDocumentStore implements DocumentStore {
  constructor(private readonly db: Firestore) {}

  private ref(collection: string, id: string) {
    return this.db.collection(collection).doc(id);
  }

  private toQuery(collection: string, spec: QuerySpec): Query {
    let query: Query = this.db.collection(collection);
    for (const { field, op, value } of spec.where ?? []) query = query.where(field, op, value);
    for (const { field, direction } of spec.orderBy ?? []) query = query.orderBy(field, direction ?? 'asc');
    if (spec.limit !== undefined) query = query.limit(spec.limit);
    return query;
  }

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    const snap = await this.ref(collection, id).get();
    return snap.exists ? (snap.data() as T) : null;
  }

  async getAll<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]> {
    if (ids.length === 0) return [];
    const snaps = await this.db.getAll(...ids.map((id) => this.ref(collection, id)));
    return snaps.map((snap) => (snap.exists ? (snap.data() as T) : null));
  }

  async set(collection: string, id: string, data: DocumentData): Promise<void> {
    checkDocumentSize(collection, id, data);
    await this.ref(collection, id).set(data);
  }

  async update(collection: string, id: string, patch: DocumentData): Promise<void> {
    try {
      await this.ref(collection, id).update(patch);
    } catch (error) {
      if ((error as { code?: number }).code === GRPC_NOT_FOUND) throw documentNotFound(collection, id);
      throw error;
    }
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.ref(collection, id).delete();
  }

  async deleteMany(collection: string, ids: string[]): Promise<void> {
    // A batch holds at most 500 writes.
    for (let start = 0; start < ids.length; start += 500) {
      const batch = this.db.batch();
      for (const id of ids.slice(start, start + 500)) batch.delete(this.ref(collection, id));
      await batch.commit();
    }
  }

  async query<T extends DocumentData>(
    collection: string,
    spec: QuerySpec = {},
  ): Promise<StoredDocument<T>[]> {
    const snap = await this.toQuery(collection, spec).get();
    return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() as T }));
  }

  async count(collection: string, spec: QuerySpec = {}): Promise<number> {
    const snap = await this.toQuery(collection, spec).count().get();
    return snap.data().count;
  }

  runTransaction<R>(fn: (tx: TransactionContext) => Promise<R>): Promise<R> {
    return this.db.runTransaction((transaction) => fn(this.wrap(transaction)));
  }

  private wrap(transaction: Transaction): TransactionContext {
    return {
      get: async <T extends DocumentData>(collection: string, id: string) => {
        const snap = await transaction.get(this.ref(collection, id));
        return snap.exists ? (snap.data() as T) : null;
      },
      query: async <T extends DocumentData>(collection: string, spec: QuerySpec) => {
        const snap = await transaction.get(this.toQuery(collection, spec));
        return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() as T }));
      },
      set: (collection, id, data) => {
        checkDocumentSize(collection, id, data);
        transaction.set(this.ref(collection, id), data);
      },
      update: (collection, id, patch) => {
        transaction.update(this.ref(collection, id), patch);
      },
      delete: (collection, id) => {
        transaction.delete(this.ref(collection, id));
      },
    };
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}
