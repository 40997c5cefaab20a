/**
 * The one storage port (docs/architecture/data-model.md). Repositories are written once against it; adapters
 * (SQLite locally, Firestore in the cloud) must pass the same contract suite.
 *
 * Documents are plain JSON objects. Times are stored as ISO-8601 strings so they sort the same way
 * in every adapter. Field paths may be dotted (`preferences.timezone`) in where, orderBy and update.
 */
export type DocumentData = Record<string, unknown>;

/**
 * The most a document may hold, as Firestore allows (1 MiB). Both adapters refuse a larger write
 * with STORE.TOO_LARGE, so a record that would grow past it fails in every test, not in production.
 */
export const MAX_DOCUMENT_BYTES = 1_048_576;

export type WhereOp = '==' | 'in' | 'array-contains' | '<' | '<=' | '>' | '>=';

export interface WhereClause {
  field: string;
  op: WhereOp;
  value: unknown;
}

export interface OrderByClause {
  field: string;
  direction?: 'asc' | 'desc';
}

export interface QuerySpec {
  where?: WhereClause[];
  orderBy?: OrderByClause[];
  limit?: number;
}

export interface StoredDocument<T extends DocumentData = DocumentData> {
  id: string;
  data: T;
}

/** Reads and writes inside a transaction. All reads must happen before the first write. */
export interface TransactionContext {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  query<T extends DocumentData>(collection: string, spec: QuerySpec): Promise<StoredDocument<T>[]>;
  set(collection: string, id: string, data: DocumentData): void;
  update(collection: string, id: string, patch: DocumentData): void;
  delete(collection: string, id: string): void;
}

export interface DocumentStore {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  /** Returns one entry per id, in the same order, null where a document is missing. */
  getAll<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]>;
  /** Creates or replaces the whole document. */
  set(collection: string, id: string, data: DocumentData): Promise<void>;
  /** Merges fields into an existing document; fails with STORE.NOT_FOUND when it does not exist. */
  update(collection: string, id: string, patch: DocumentData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  /** Deletes many documents of one collection in few round trips; missing ones are harmless. */
  deleteMany(collection: string, ids: string[]): Promise<void>;
  query<T extends DocumentData>(collection: string, spec?: QuerySpec): Promise<StoredDocument<T>[]>;
  count(collection: string, spec?: QuerySpec): Promise<number>;
  /**
   * Runs `fn` atomically: if anything it read changes before it commits, it runs again (so `fn`
   * must have no side effects outside the store). Resolves with fn's result.
   */
  runTransaction<R>(fn: (tx: TransactionContext) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
