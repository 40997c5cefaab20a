import path from 'node:path';
import { afterEach } from 'vitest';
import { SqliteDocumentStore } from '../adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from '../adapters/store-indexes';
import { tempDir } from './temp-dir';

/**
 * Fresh SQLite stores for a test file, each in its own file under one temporary folder, with the
 * production indexes; every store opened in a test is closed after it.
 */
export function tempStores(): () => SqliteDocumentStore {
  const temp = tempDir();
  let open: SqliteDocumentStore[] = [];
  afterEach(async () => {
    for (const store of open) await store.close();
    open = [];
  });
  return () => {
    const store = new SqliteDocumentStore({
      file: path.join(temp.dir, `${Math.random().toString(36).slice(2)}.db`),
      indexes: STORE_INDEXES,
    });
    open.push(store);
    return store;
  };
}
