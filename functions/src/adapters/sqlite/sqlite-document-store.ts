import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { documentNotFound, transactionAborted } from '../../domain/shared/store-errors';
import type {
  DocumentData,
  DocumentStore,
  QuerySpec,
  StoredDocument,
  TransactionContext,
} from '../../ports/document-store.port';
import { checkDocumentSize } from '../document-size';
import type { IndexSpec } from '../store-indexes';
import { AsyncMutex } from './async-mutex';
import { applyPatch } from './field-paths';
import { ReadCache } from './read-cache';
import { buildSelect, fieldExpr, tableName } from './sqlite-query';

const MAX_TRANSACTION_ATTEMPTS = 5;

interface Row {
  id: string;
  version: number;
  data: string;
}

type Write =
  | { kind: 'set'; collection: string; id: string; data: DocumentData }
  | { kind: 'update'; collection: string; id: string; patch: DocumentData }
  | { kind: 'delete'; collection: string; id: string };

/**
 * DocumentStore on one SQLite file (WAL). Each collection is a table (id, version, data JSON);
 * queried fields get expression indexes. Transactions are optimistic like Firestore's: every
 * document read records its version, and the commit (one IMMEDIATE SQLite transaction) checks
 * nothing changed before writing, else the function runs again. Within one process transactions
 * also queue behind each other, so concurrent callers do not fight over retries.
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: DatabaseSync;
  private readonly tables = new Set<string>();
  private readonly indexes: IndexSpec[];
  private readonly mutex = new AsyncMutex();
  /** Prepared once per distinct SQL text (values are bound), not on every call. */
  private readonly statements = new Map<string, StatementSync>();
  private readonly cache: ReadCache;

  constructor(options: { file: string; indexes?: IndexSpec[] }) {
    // Node's own SQLite (node:sqlite): no native add-on to build, and no teardown of one racing
    // the worker threads' exit (better-sqlite3 aborted test workers on Node 24).
    this.db = new DatabaseSync(options.file, { timeout: 5000 });
    this.db.exec('PRAGMA journal_mode = WAL');
    // FULL: a committed write survives a crash of the process and of the machine.
    this.db.exec('PRAGMA synchronous = FULL');
    this.indexes = options.indexes ?? [];
    const existing = this.db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
      .all() as unknown as {
      name: string;
    }[];
    for (const { name } of existing) this.tables.add(name);
    const dataVersion = this.db.prepare('PRAGMA data_version');
    this.cache = new ReadCache(() => (dataVersion.get() as { data_version: number }).data_version);
  }

  private statement(sql: string): StatementSync {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      // Queries with `in` differ by their number of values; the cache stays bounded all the same.
      if (this.statements.size >= 1000) this.statements.clear();
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  private ensureTable(collection: string): string {
    const table = tableName(collection);
    if (this.tables.has(collection)) return table;
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL)`,
    );
    for (const index of this.indexes.filter((i) => i.collection === collection)) {
      const name = `"idx_${collection}_${index.fields.map((f) => f.field.replaceAll('.', '_')).join('_')}"`;
      const columns = index.fields.map((f) => fieldExpr(f.field)).join(', ');
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns})`);
    }
    this.tables.add(collection);
    return table;
  }

  readRow(collection: string, id: string): Row | undefined {
    const table = this.ensureTable(collection);
    return this.statement(`SELECT id, version, data FROM ${table} WHERE id = ?`).get(id) as unknown as
      | Row
      | undefined;
  }

  readQuery(collection: string, spec: QuerySpec): Row[] {
    this.ensureTable(collection);
    const { sql, params } = buildSelect(collection, spec, 'id, version, data');
    return this.statement(sql).all(...params) as unknown as Row[];
  }

  applyWrite(write: Write): void {
    const table = this.ensureTable(write.collection);
    this.cache.invalidate();
    if (write.kind === 'delete') {
      this.statement(`DELETE FROM ${table} WHERE id = ?`).run(write.id);
      return;
    }
    const row = this.readRow(write.collection, write.id);
    let data: DocumentData;
    if (write.kind === 'set') {
      data = write.data;
    } else {
      if (!row) throw documentNotFound(write.collection, write.id);
      data = applyPatch(JSON.parse(row.data) as DocumentData, write.patch);
    }
    const json = JSON.stringify(data);
    checkDocumentSize(write.collection, write.id, data, json);
    this.statement(
      `INSERT INTO ${table} (id, version, data) VALUES (?, 1, ?)
         ON CONFLICT(id) DO UPDATE SET version = version + 1, data = excluded.data`,
    ).run(write.id, json);
  }

  /** Runs `work` in one IMMEDIATE transaction; the tables it writes must exist beforehand, as DDL rolls back too. */
  atomically<T>(collections: string[], work: () => T): T {
    for (const collection of collections) this.ensureTable(collection);
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Outside transactions, reads go through the cache (read-cache.ts); a transaction's reads never do. */
  private cachedGet<T extends DocumentData>(collection: string, id: string): T | null {
    return this.cache.read(`get\n${collection}\n${id}`, () => {
      const row = this.readRow(collection, id);
      return { value: row ? (JSON.parse(row.data) as T) : null, chars: row?.data.length ?? 0 };
    });
  }

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    return this.cachedGet<T>(collection, id);
  }

  async getAll<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]> {
    return ids.map((id) => this.cachedGet<T>(collection, id));
  }

  async set(collection: string, id: string, data: DocumentData): Promise<void> {
    this.atomically([collection], () => this.applyWrite({ kind: 'set', collection, id, data }));
  }

  async update(collection: string, id: string, patch: DocumentData): Promise<void> {
    this.atomically([collection], () => this.applyWrite({ kind: 'update', collection, id, patch }));
  }

  async delete(collection: string, id: string): Promise<void> {
    this.applyWrite({ kind: 'delete', collection, id });
  }

  async deleteMany(collection: string, ids: string[]): Promise<void> {
    this.atomically([collection], () => {
      for (const id of ids) this.applyWrite({ kind: 'delete', collection, id });
    });
  }

  async query<T extends DocumentData>(
    collection: string,
    spec: QuerySpec = {},
  ): Promise<StoredDocument<T>[]> {
    this.ensureTable(collection);
    const { sql, params } = buildSelect(collection, spec, 'id, data');
    return this.cache.read(`query\n${sql}\n${JSON.stringify(params)}`, () => {
      const rows = this.statement(sql).all(...params) as unknown as Omit<Row, 'version'>[];
      let chars = 0;
      const docs = rows.map((row) => {
        chars += row.data.length;
        return { id: row.id, data: JSON.parse(row.data) as T };
      });
      return { value: docs, chars };
    });
  }

  async count(collection: string, spec: QuerySpec = {}): Promise<number> {
    this.ensureTable(collection);
    const { sql, params } = buildSelect(collection, spec, 'id');
    const row = this.statement(`SELECT COUNT(*) AS n FROM (${sql})`).get(...params) as unknown as {
      n: number;
    };
    return row.n;
  }

  runTransaction<R>(fn: (tx: TransactionContext) => Promise<R>): Promise<R> {
    return this.mutex.run(async () => {
      for (let attempt = 1; attempt <= MAX_TRANSACTION_ATTEMPTS; attempt++) {
        const tx = new SqliteTransaction(this);
        const result = await fn(tx);
        if (tx.commit()) return result;
        // Another process changed what we read; back off a little, with jitter, before trying again.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
      throw transactionAborted(MAX_TRANSACTION_ATTEMPTS);
    });
  }

  async close(): Promise<void> {
    await this.mutex.run(async () => {
      if (this.db.isOpen) this.db.close();
    });
  }
}

class SqliteTransaction implements TransactionContext {
  private readonly readVersions = new Map<
    string,
    { collection: string; id: string; version: number | null }
  >();
  private readonly readQueries: { collection: string; spec: QuerySpec; snapshot: string }[] = [];
  private readonly writes: Write[] = [];

  constructor(private readonly store: SqliteDocumentStore) {}

  private assertNoWritesYet(): void {
    if (this.writes.length > 0) throw new Error('Transactions must do all their reads before any write');
  }

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    this.assertNoWritesYet();
    const row = this.store.readRow(collection, id);
    this.readVersions.set(`${collection}/${id}`, { collection, id, version: row?.version ?? null });
    return row ? (JSON.parse(row.data) as T) : null;
  }

  async query<T extends DocumentData>(collection: string, spec: QuerySpec): Promise<StoredDocument<T>[]> {
    this.assertNoWritesYet();
    const rows = this.store.readQuery(collection, spec);
    this.readQueries.push({ collection, spec, snapshot: snapshotOf(rows) });
    return rows.map((row) => ({ id: row.id, data: JSON.parse(row.data) as T }));
  }

  set(collection: string, id: string, data: DocumentData): void {
    this.writes.push({ kind: 'set', collection, id, data: structuredClone(data) });
  }

  update(collection: string, id: string, patch: DocumentData): void {
    this.writes.push({ kind: 'update', collection, id, patch: structuredClone(patch) });
  }

  delete(collection: string, id: string): void {
    this.writes.push({ kind: 'delete', collection, id });
  }

  /** Writes everything if nothing read has changed since; false means run the function again. */
  commit(): boolean {
    const written = this.writes.map((w) => w.collection);
    return this.store.atomically(written, () => {
      for (const read of this.readVersions.values()) {
        const current = this.store.readRow(read.collection, read.id)?.version ?? null;
        if (current !== read.version) return false;
      }
      for (const read of this.readQueries) {
        if (snapshotOf(this.store.readQuery(read.collection, read.spec)) !== read.snapshot) return false;
      }
      for (const write of this.writes) this.store.applyWrite(write);
      return true;
    });
  }
}

function snapshotOf(rows: Row[]): string {
  return rows.map((r) => `${r.id}@${r.version}`).join(',');
}
