import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../../adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from '../../../adapters/store-indexes';
import type { DocumentStore } from '../../../ports/document-store.port';
import type { DriveFile } from '../../../ports/drive.port';
import { tempDir } from '../../../testing/temp-dir';
import type { ExtractionOutcome, ReadingContext } from '../extraction/extract-document';
import { fingerprintOf } from '../extraction/text-fingerprint';
import { DEFAULT_SYSTEM_SETTINGS } from '../model/system-settings';
import type { ResearchDeps } from '../research-deps';
import { CacheWrites, cachedOutcome } from './extraction-cache';

const temp = tempDir('quarry-extraction-cache-');
const stores: SqliteDocumentStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  temp.remove();
});

/** A run's reading context over a fresh store whose transactions are counted (each is one commit). */
function context(options: { failWrites?: boolean } = {}) {
  const sqlite = new SqliteDocumentStore({
    file: path.join(temp.dir, `${Math.random().toString(36).slice(2)}.db`),
    indexes: STORE_INDEXES,
  });
  stores.push(sqlite);
  const commits = { count: 0 };
  const store: DocumentStore = Object.assign(Object.create(sqlite) as DocumentStore, {
    runTransaction: <R>(fn: Parameters<DocumentStore['runTransaction']>[0]) => {
      if (options.failWrites) return Promise.reject(new Error('the store is unavailable'));
      commits.count++;
      return sqlite.runTransaction(fn) as Promise<R>;
    },
  });
  const ctx: ReadingContext = {
    deps: { store, promptBudgetChars: 100_000 } as unknown as ResearchDeps,
    uid: 'creator-1',
    settings: { ...DEFAULT_SYSTEM_SETTINGS } as ReadingContext['settings'],
    question: 'What did the recall cost?',
    keywords: ['recall'],
    fetcher: { download: async () => Buffer.alloc(0), export: async () => Buffer.alloc(0) },
  };
  return { ctx, commits };
}

const file = (n: number): DriveFile => ({
  id: `file-${n}`,
  name: `Memo ${n}.pdf`,
  mimeType: 'application/pdf',
  version: '7',
});
const answered = (n: number): ExtractionOutcome => ({
  file: file(n),
  status: 'data',
  findings: [{ text: `The recall cost $${n}M.` }],
});

describe('keeping a run’s extractions', () => {
  it('when documents are answered at about the same time, then their extractions are kept in one write and found next time', async () => {
    const { ctx, commits } = context();
    const writes = new CacheWrites(ctx, { maxItems: 25, maxDelayMs: 50 });
    for (const n of [1, 2, 3, 4]) writes.keep(answered(n));
    expect(await cachedOutcome(ctx, file(1))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(commits.count).toBe(1);
    await writes.flush();
    expect(commits.count).toBe(1);
    for (const n of [1, 2, 3, 4]) expect(await cachedOutcome(ctx, file(n))).toEqual(answered(n));
  });

  it('when a document is served from the cache, then it carries the fingerprint of the text it was read from', async () => {
    const { ctx } = context();
    const read = fingerprintOf({ text: 'The recall cost $5M.' }, true);
    const writes = new CacheWrites(ctx);
    writes.keep({
      file: file(5),
      status: 'data',
      findings: [{ text: 'The recall cost $5M.' }],
      fingerprint: read,
    });
    await writes.flush();

    expect(await cachedOutcome(ctx, file(5))).toMatchObject({ status: 'data', fingerprint: read });
  });

  it('when more documents are answered than one write holds, then a write goes at once without waiting', async () => {
    const { ctx, commits } = context();
    const writes = new CacheWrites(ctx, { maxItems: 3, maxDelayMs: 60_000 });
    for (const n of [1, 2, 3, 4]) writes.keep(answered(n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(commits.count).toBe(1);
    expect(await cachedOutcome(ctx, file(3))).toEqual(answered(3));
    expect(await cachedOutcome(ctx, file(4))).toBeUndefined();
    await writes.flush();
    expect(commits.count).toBe(2);
    expect(await cachedOutcome(ctx, file(4))).toEqual(answered(4));
  });

  it('when a document failed or has no Drive version, then nothing is kept for it', async () => {
    const { ctx, commits } = context();
    const writes = new CacheWrites(ctx);
    writes.keep({ file: file(1), status: 'failed', reason: 'Gemini could not read it' });
    writes.keep({ ...answered(2), file: { ...file(2), version: undefined } as unknown as DriveFile });
    await writes.flush();
    expect(commits.count).toBe(0);
    expect(await cachedOutcome(ctx, file(1))).toBeUndefined();
  });

  it('when a write fails, then the run learns of it when it flushes', async () => {
    const { ctx } = context({ failWrites: true });
    const writes = new CacheWrites(ctx, { maxItems: 25, maxDelayMs: 1 });
    writes.keep(answered(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(writes.flush()).rejects.toThrow('the store is unavailable');
  });
});
