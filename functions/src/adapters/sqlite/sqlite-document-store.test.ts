import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { documentStoreContract } from '../../testing/document-store.contract';
import { tempDir } from '../../testing/temp-dir';
import { SqliteDocumentStore } from './sqlite-document-store';

const temp = tempDir();
afterAll(() => temp.remove());
let files = 0;
const newFile = () => path.join(temp.dir, `store-${files++}.db`);

documentStoreContract('SQLite', async () => new SqliteDocumentStore({ file: newFile() }));

describe('SqliteDocumentStore', () => {
  it('when the store is closed and opened again, then every saved document is still there', async () => {
    const file = newFile();
    const first = new SqliteDocumentStore({ file });
    await first.set('reports', 'r1', { name: 'Q3 revenue' });
    await first.close();
    const second = new SqliteDocumentStore({ file });
    expect(await second.get('reports', 'r1')).toEqual({ name: 'Q3 revenue' });
    await second.close();
  });

  it('when a query filters and orders on indexed fields, then SQLite uses the expression index', async () => {
    const file = newFile();
    const store = new SqliteDocumentStore({
      file,
      indexes: [
        {
          collection: 'sessions',
          fields: [
            { field: 'ownerId', order: 'asc' },
            { field: 'updatedAt', order: 'desc' },
          ],
        },
      ],
    });
    await store.set('sessions', 's1', { ownerId: 'u1', updatedAt: '2026-01-01' });
    await store.close();
    const db = new DatabaseSync(file, { readOnly: true });
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM "sessions" WHERE json_extract(data, '$.ownerId') = ? ORDER BY json_extract(data, '$.updatedAt') DESC`,
      )
      .all('u1') as { detail: string }[];
    db.close();
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING INDEX idx_sessions_ownerId_updatedAt/);
  });

  it('when a document a transaction read changes before it commits, then the transaction runs again on fresh data', async () => {
    const store = new SqliteDocumentStore({ file: newFile() });
    await store.set('docs', 'd', { n: 0 });
    let runs = 0;
    await store.runTransaction(async (tx) => {
      runs++;
      const doc = await tx.get<{ n: number }>('docs', 'd');
      if (runs === 1) await store.set('docs', 'd', { n: 100 });
      tx.set('docs', 'd', { n: (doc?.n ?? 0) + 1 });
    });
    expect(await store.get('docs', 'd')).toEqual({ n: 101 });
    expect(runs).toBe(2);
    await store.close();
  });

  it('when a document appears that a transaction query would have matched, then the transaction runs again', async () => {
    const store = new SqliteDocumentStore({ file: newFile() });
    let runs = 0;
    const seen = await store.runTransaction(async (tx) => {
      runs++;
      const open = await tx.query('jobs', { where: [{ field: 'state', op: '==', value: 'open' }] });
      if (runs === 1) await store.set('jobs', 'j1', { state: 'open' });
      tx.set('jobs', 'summary', { open: open.length });
      return open.length;
    });
    expect(seen).toBe(1);
    expect(runs).toBe(2);
    await store.close();
  });

  it('when two store instances share one file, then concurrent transactions from both lose no update', async () => {
    const file = newFile();
    const a = new SqliteDocumentStore({ file });
    const b = new SqliteDocumentStore({ file });
    await a.set('c', 'n', { n: 0 });
    const increment = (s: SqliteDocumentStore) =>
      s.runTransaction(async (tx) => {
        const doc = await tx.get<{ n: number }>('c', 'n');
        await new Promise((r) => setTimeout(r, 1));
        tx.set('c', 'n', { n: (doc?.n ?? 0) + 1 });
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => increment(i % 2 ? a : b)));
    const committed = results.filter((r) => r.status === 'fulfilled').length;
    expect(await a.get('c', 'n')).toEqual({ n: committed });
    expect(committed).toBe(10);
    await a.close();
    await b.close();
  });
});
