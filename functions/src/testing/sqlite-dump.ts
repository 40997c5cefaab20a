import { DatabaseSync } from 'node:sqlite';
import { SqliteDocumentStore } from '../adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from '../adapters/store-indexes';
import type { Dump } from './deletion-scenario';

/** A SQLite store in `dir` and a dump of every table in it (each table is a collection). */
export function sqliteWithDump(dir: string): { store: SqliteDocumentStore; dump: Dump } {
  const file = `${dir}/store-${Math.random().toString(36).slice(2)}.db`;
  const store = new SqliteDocumentStore({ file, indexes: STORE_INDEXES });
  const dump: Dump = async () => {
    const db = new DatabaseSync(file, { readOnly: true });
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as {
      name: string;
    }[];
    db.close();
    const all = new Map<string, Record<string, unknown>>();
    for (const { name } of tables) {
      for (const doc of await store.query(name)) all.set(`${name}/${doc.id}`, doc.data);
    }
    return all;
  };
  return { store, dump };
}
