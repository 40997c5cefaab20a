import { afterAll, describe, expect, it } from 'vitest';
import { DOCX, PDF, XLSX } from '../../domain/research/search/document-types';
import { DocumentReadError, type FileToRead } from '../../ports/document-reader.port';
import { fetcherOf, sampleFile } from '../../testing/sample-drive-files';
import { ParsingDocumentReader } from './document-reader';
import { ParsePool, sharedParsePool } from './parse-pool';
import { ParseThread, ThreadStartError } from './parse-thread';
import { DEFAULT_READ_LIMITS } from './read-limits';

const started: ParseThread[] = [];
const pool = new ParsePool(2, () => {
  const thread = new ParseThread();
  started.push(thread);
  return thread;
});
const pooled = new ParsingDocumentReader({}, pool);
const inThread = new ParsingDocumentReader();
afterAll(() => pool.close());

const FILES: [string, string][] = [
  ['Finance/Q3 2026 Financial Results.pdf', PDF],
  ['Customers/2026 Customer Survey - Summary.docx', DOCX],
  ['Finance/2026 Budget vs Actuals.xlsx', XLSX],
  ['Operations/Suppliers/Vendor onboarding checklist.docx', DOCX],
  ['Operations/Suppliers/Kestrel Amendment 2 (signed scan).pdf', PDF],
];

/** What reading gives: the result, or the refusal's reason. */
async function outcome(reader: ParsingDocumentReader, path: string, mimeType: string): Promise<unknown> {
  const file: FileToRead = { id: 'f1', name: path, mimeType };
  return reader.read(file, fetcherOf(sampleFile(path))).catch((error: unknown) => {
    expect(error).toBeInstanceOf(DocumentReadError);
    return { reason: (error as DocumentReadError).reason };
  });
}

describe('ParsePool, parsing off the event loop', () => {
  it('when documents are read through the pool, then they are parsed on its threads and read exactly as in this thread, refusals included', async () => {
    const results = await Promise.all(FILES.map(([path, type]) => outcome(pooled, path, type)));

    for (const [index, [path, type]] of FILES.entries()) {
      expect(results[index]).toEqual(await outcome(inThread, path, type));
    }
    expect(started.length).toBe(2);
    expect(results[3]).toEqual({
      reason: 'The Word document could not be read: the file is damaged or not a valid Word file',
    });
  }, 60_000);

  it('when the downloaded buffer is the download alone, then it is handed to the thread, not copied; a view of a larger buffer is copied', async () => {
    const sample = sampleFile('Finance/Q3 2026 Financial Results.pdf');
    const own = Buffer.from(sample.buffer.slice(sample.byteOffset, sample.byteOffset + sample.byteLength));
    const shared = Buffer.alloc(sample.byteLength + 10);
    sample.copy(shared);
    const view = shared.subarray(0, sample.byteLength);

    await pooled.read({ id: 'p1', name: 'Q3.pdf', mimeType: PDF }, fetcherOf(own));
    await pooled.read({ id: 'p2', name: 'Q3.pdf', mimeType: PDF }, fetcherOf(view));

    expect(own.byteLength).toBe(0);
    expect(view.byteLength).toBe(sample.byteLength);
  }, 60_000);

  it('when a parsing thread dies, then its document is refused with a reason and the next one gets a new thread', async () => {
    // A thread that loads, says it is ready, and dies on the first document it is given.
    const code = `import { parentPort } from 'node:worker_threads';
      parentPort.on('message', () => process.exit(3));
      parentPort.postMessage({ ready: true });`;
    const dying = new ParsePool(
      1,
      () => new ParseThread(new URL(`data:text/javascript,${encodeURIComponent(code)}`)),
    );
    const file: FileToRead = { id: 'c1', name: 'a.csv', mimeType: 'text/csv' };

    const error = await dying
      .parse({
        format: 'text',
        bytes: Buffer.from('a,b\n1,2'),
        mimeType: 'text/csv',
        name: file.name,
        limits: { maxFileBytes: 1e6, maxUnpackedBytes: 1e6, maxTextChars: 1e6 },
      })
      .catch((thrown: unknown) => thrown);
    const reader = new ParsingDocumentReader({}, dying);
    const read = await reader
      .read(file, fetcherOf(Buffer.from('a,b\n1,2')))
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(DocumentReadError);
    expect((error as DocumentReadError).reason).toBe(
      'The file could not be read: the parser stopped (exit code 3)',
    );
    expect((read as DocumentReadError).reason).toBe(
      'The file could not be read: the parser stopped (exit code 3)',
    );
  }, 60_000);

  it('when a document needs more memory than a thread may hold, then it alone is refused as too large and the next one is read', async () => {
    const small = new ParsePool(1, () => new ParseThread(undefined, { maxOldGenerationSizeMb: 32 }));
    const csv = (rows: number) =>
      Buffer.from(
        `id,region,amount,note\n${Array.from({ length: rows }, (_, i) => `${i},Europe,${i * 3},row ${i}`).join('\n')}`,
      );
    const reader = new ParsingDocumentReader({}, small);
    const file: FileToRead = { id: 'c1', name: 'large.csv', mimeType: 'text/csv' };

    const large = await reader.read(file, fetcherOf(csv(400_000))).catch((thrown: unknown) => thrown);
    const next = await reader.read({ ...file, id: 'c2', name: 'small.csv' }, fetcherOf(csv(3)));
    await small.close();

    expect((large as DocumentReadError).reason).toBe(
      'The file is too large to read: parsing it needs more than the 32 MB one document may use',
    );
    expect(next.text).toContain('2,Europe,6,row 2');
  }, 60_000);

  it('when no thread can be started, or none can load its code, then documents are parsed in this thread, as before', async () => {
    const none = new ParsePool(2, () => {
      throw new Error('worker threads are not available');
    });
    const broken = new ParsePool(
      2,
      () => new ParseThread(new URL('data:text/javascript,throw new Error("no")')),
    );
    const [path, type] = FILES[2] as [string, string];
    const expected = await outcome(inThread, path, type);

    expect(await outcome(new ParsingDocumentReader({}, none), path, type)).toEqual(expected);
    expect(await outcome(new ParsingDocumentReader({}, broken), path, type)).toEqual(expected);
    // The bytes are handed over only to a thread that has loaded: one that cannot leaves them whole.
    const bytes = Buffer.from(new ArrayBuffer(16_384));
    const failed = await new ParseThread(new URL('data:text/javascript,throw new Error("no")'))
      .run({ format: 'text', bytes, mimeType: 'text/plain', name: 'a.txt', limits: DEFAULT_READ_LIMITS })
      .catch((thrown: unknown) => thrown);
    expect(failed).toBeInstanceOf(ThreadStartError);
    expect(bytes.byteLength).toBe(16_384);
  }, 60_000);

  it('when a thread has been idle a while, then it is stopped, and the next document starts a new one', async () => {
    const threads: ParseThread[] = [];
    const resting = new ParsePool(
      1,
      () => {
        const thread = new ParseThread();
        threads.push(thread);
        return thread;
      },
      100,
    );
    const reader = new ParsingDocumentReader({}, resting);
    const file: FileToRead = { id: 'c1', name: 'a.csv', mimeType: 'text/csv' };

    await reader.read(file, fetcherOf(Buffer.from('a,b\n1,2')));
    await reader.read(file, fetcherOf(Buffer.from('a,b\n1,2')));
    const whileBusy = threads.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stoppedWhenIdle = threads[0]?.alive === false;
    const again = await reader.read(file, fetcherOf(Buffer.from('a,b\n3,4')));
    await resting.close();

    expect(whileBusy).toBe(1);
    expect(stoppedWhenIdle).toBe(true);
    expect(threads).toHaveLength(2);
    expect(again.text).toContain('3,4');
  }, 60_000);

  it('when the app composes several readers in one process, then they share one pool', () => {
    expect(sharedParsePool(2)).toBe(sharedParsePool(4));
  });
});
