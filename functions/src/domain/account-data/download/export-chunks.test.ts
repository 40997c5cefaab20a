import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../../adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from '../../../adapters/store-indexes';
import { type DocumentStore, MAX_DOCUMENT_BYTES } from '../../../ports/document-store.port';
import { FirestoreEmulator } from '../../../testing/firestore-emulator';
import { tempDir } from '../../../testing/temp-dir';
import {
  CHUNK_BYTES,
  ChunkWriter,
  chunkId,
  DATA_EXPORT_CHUNKS,
  deleteChunks,
  readChunks,
} from './export-chunks';

/**
 * A built zip in the store (docs/architecture/accounts-and-data.md): each chunk is a document both adapters accept (they
 * refuse one over MAX_DOCUMENT_BYTES), and the chunks read back in order are the zip's bytes.
 */
function suite(adapter: string, open: () => Promise<DocumentStore>, close: () => unknown = () => undefined) {
  describe(`a zip's chunks on ${adapter}`, () => {
    let store: DocumentStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      await close();
    });

    it('when a zip of several chunks is written in pieces of any size, then each chunk fits a document and they read back as the same bytes', async () => {
      const zip = crypto.randomBytes(2 * CHUNK_BYTES + 12_345);
      const writer = new ChunkWriter(store, { ownerId: 'maya', exportId: 'export-1' });
      for (let at = 0; at < zip.length; at += 65_537) await writer.write(zip.subarray(at, at + 65_537));

      const { sizeBytes, chunkCount } = await writer.close();
      const read: Buffer[] = [];
      for await (const chunk of readChunks(store, 'export-1', chunkCount)) read.push(chunk);

      expect({ sizeBytes, chunkCount }).toEqual({ sizeBytes: zip.length, chunkCount: 3 });
      expect(Buffer.concat(read).equals(zip)).toBe(true);
      const first = await store.get(DATA_EXPORT_CHUNKS, chunkId('export-1', 0));
      expect(Buffer.byteLength(JSON.stringify(first))).toBeLessThan(MAX_DOCUMENT_BYTES);
    }, 60_000);

    it("when an export's chunks are deleted, then all of them go and another export's stay", async () => {
      for (const exportId of ['export-2', 'export-3']) {
        const writer = new ChunkWriter(store, { ownerId: 'maya', exportId }, 10);
        await writer.write(crypto.randomBytes(35));
        await writer.close();
      }

      await deleteChunks(store, 'export-2');

      const left = async (exportId: string) =>
        (await store.query(DATA_EXPORT_CHUNKS, { where: [{ field: 'exportId', op: '==', value: exportId }] }))
          .length;
      expect(await left('export-2')).toBe(0);
      expect(await left('export-3')).toBe(4);
    });
  });
}

const temp = tempDir('quarry-chunks-');
suite('SQLite', async () =>
  new SqliteDocumentStore({ file: path.join(temp.dir, 'quarry.db'), indexes: STORE_INDEXES }));

const firestore = new FirestoreEmulator();
suite(
  'Firestore (@firestore-emulator/server)',
  async () => {
    await firestore.start();
    return firestore.store('chunks');
  },
  () => firestore.stop(),
);

afterAll(() => temp.remove());
