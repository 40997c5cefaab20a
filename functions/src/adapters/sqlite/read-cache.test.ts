import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../testing/temp-dir';
import { cloneJson } from './read-cache';
import { SqliteDocumentStore } from './sqlite-document-store';

const temp = tempDir();
afterAll(() => temp.remove());
let files = 0;
const newFile = () => path.join(temp.dir, `cache-${files++}.db`);
const OWNER = [{ field: 'ownerId', op: '==' as const, value: 'u1' }];

describe('SqliteDocumentStore read cache', () => {
  it('when a caller changes documents it read, then the next reads still return what is stored', async () => {
    const store = new SqliteDocumentStore({ file: newFile() });
    await store.set('reports', 'r1', { ownerId: 'u1', keywords: ['a'], nested: { n: 1 } });
    // The first read of each fills the cache, the second is answered from it: change both.
    for (let read = 0; read < 2; read++) {
      const got = await store.get<{ keywords: string[]; nested: { n: number } }>('reports', 'r1');
      got?.keywords.push('changed');
      if (got) got.nested.n = 2;
      const [listed] = await store.query<{ keywords: string[] }>('reports', { where: OWNER });
      listed?.data.keywords.push('changed');
    }
    expect(await store.get('reports', 'r1')).toEqual({ ownerId: 'u1', keywords: ['a'], nested: { n: 1 } });
    expect((await store.query('reports', { where: OWNER })).map((d) => d.data.keywords)).toEqual([['a']]);
    await store.close();
  });

  it('when another connection changes the file, then the next read sees the change at once', async () => {
    const file = newFile();
    const store = new SqliteDocumentStore({ file });
    await store.set('authSessions', 's1', { uid: 'u1' });
    await store.set('reports', 'r1', { ownerId: 'u1' });
    expect(await store.get('authSessions', 's1')).toEqual({ uid: 'u1' });
    expect(await store.query('reports', { where: OWNER })).toHaveLength(1);
    const other = new DatabaseSync(file);
    other.prepare(`DELETE FROM "authSessions" WHERE id = ?`).run('s1');
    other.prepare(`UPDATE "reports" SET data = ? WHERE id = ?`).run(JSON.stringify({ ownerId: 'u2' }), 'r1');
    other.close();
    expect(await store.get('authSessions', 's1')).toBeNull();
    expect(await store.query('reports', { where: OWNER })).toEqual([]);
    await store.close();
  });

  it('when a write goes through the store, then every read after it sees the write', async () => {
    const store = new SqliteDocumentStore({ file: newFile() });
    await store.set('reports', 'r1', { ownerId: 'u1', name: 'old' });
    expect(await store.getAll('reports', ['r1', 'r2'])).toEqual([{ ownerId: 'u1', name: 'old' }, null]);
    await store.runTransaction(async (tx) => {
      tx.update('reports', 'r1', { name: 'new' });
      tx.set('reports', 'r2', { ownerId: 'u1', name: 'second' });
    });
    expect(await store.getAll('reports', ['r1', 'r2'])).toEqual([
      { ownerId: 'u1', name: 'new' },
      { ownerId: 'u1', name: 'second' },
    ]);
    await store.delete('reports', 'r1');
    expect((await store.query('reports', { where: OWNER })).map((d) => d.id)).toEqual(['r2']);
    await store.close();
  });
});

describe('cloneJson', () => {
  it('when a parsed document is copied, then the copy is equal, shares nothing and keeps a "__proto__" field as a field', () => {
    const parsed = JSON.parse('{"a":[1,{"b":null}],"__proto__":{"x":1},"s":"t"}');
    const copy = cloneJson(parsed) as Record<string, unknown>;
    expect(JSON.stringify(copy)).toBe(JSON.stringify(parsed));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['a', '__proto__', 's']);
    expect(copy.a).not.toBe(parsed.a);
    expect((copy.a as unknown[])[1]).not.toBe(parsed.a[1]);
  });
});
