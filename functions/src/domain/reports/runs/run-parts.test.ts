import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../../adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from '../../../adapters/store-indexes';
import type { DocumentData, DocumentStore } from '../../../ports/document-store.port';
import { FirestoreEmulator } from '../../../testing/firestore-emulator';
import { tempDir } from '../../../testing/temp-dir';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import { deleteRun } from '../delete-run';
import { readGoogleDoc, storeGoogleDoc } from '../export/google-doc-records';
import {
  EXECUTION_DOCUMENTS,
  EXECUTION_REPORTS,
  REPORT_PARTS_PER_WRITE,
  readDocumentRange,
  readDocuments,
  readEvidenceTable,
  readReport,
  type StoredReport,
  storeReport,
  writeDocuments,
} from './run-parts';
import type { ExecutionDocument } from './run-record';
import { RUNS as EXECUTIONS } from './stored-run';

const RECORD_LIMIT = 100 * 1024;
const DOCUMENTS = 10_000;

const documents: ExecutionDocument[] = Array.from({ length: DOCUMENTS }, (_, i) => ({
  id: `1${'x'.repeat(30)}${i.toString().padStart(6, '0')}`,
  name: `Quarterly supplier review ${i} — Ridgeline budget and recall costs.docx`,
  mimeType: i % 3 ? 'application/pdf' : 'text/csv',
  version: String(i + 1),
  status: 'pending',
}));

/** A report whose coverage table names every document, with characters of every UTF-8 length. */
const report: StoredReport = {
  result: `<h2>Coverage 😀</h2><table>${documents.map((d) => `<tr><td>${d.name} 😀</td><td>data</td></tr>`).join('')}</table>`,
  resultWithoutDocuments: `<table>${documents.map((_, i) => `<tr><td>Source ${i}</td></tr>`).join('')}</table>`,
  evidence: {
    flaggedClaims: [],
    citations: documents.slice(0, 500).map((d, i) => ({
      number: i + 1,
      documentId: d.id,
      name: d.name,
      link: null,
      quotes: [{ text: 'The recall cost €1.2m. 😀', page: 3 }],
    })),
  },
};

/** Every document's outcome and findings: the evidence table grows with the documents too. */
const table: EvidenceRow[] = documents.map((d, i) => ({
  documentId: d.id,
  name: d.name,
  link: null,
  outcome: i % 7 === 0 ? 'failed' : 'data',
  reason: i % 7 === 0 ? 'The file could not be read 😀' : null,
  findings: i % 7 === 0 ? [] : [{ text: `The recall cost €${i}k in week ${i % 52}. 😀`, page: (i % 9) + 1 }],
}));

const run = { ownerId: 'maya', createdAt: '2026-11-26T10:00:00.000Z' };

function suite(adapter: string, open: () => Promise<DocumentStore>, close: () => void = () => {}) {
  describe(`a run's parts on ${adapter}`, () => {
    let store: DocumentStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      close();
    });

    it('when a run reads 10,000 documents and writes a report of several MB, then its record stays under 100 KB and the list, report and evidence table read back whole', async () => {
      const id = 'run-big';
      const stored = await storeReport(store, id, 1, run, report, table);
      await store.runTransaction(async (tx) => {
        const summary = writeDocuments(tx, id, run, documents);
        tx.set(EXECUTIONS, id, { ...run, executionStatus: 'success', ...summary, ...stored });
      });
      const record = await store.get<Record<string, unknown>>(EXECUTIONS, id);
      expect(Buffer.byteLength(JSON.stringify(record))).toBeLessThan(RECORD_LIMIT);
      expect(record).toMatchObject({
        documentCount: DOCUMENTS,
        documentTypes: { 'application/pdf': 6666, 'text/csv': 3334 },
      });
      expect(record?.reportParts).toBeGreaterThan(1);

      const doc = record as never;
      expect(await readDocuments(store, id, doc)).toEqual(documents);
      // A shard's range reads only the pages that hold it.
      const asked: string[] = [];
      const counting = {
        getAll: <T extends DocumentData>(collection: string, ids: string[]) => {
          asked.push(...ids);
          return store.getAll<T>(collection, ids);
        },
      };
      expect(await readDocumentRange(counting, id, doc, { first: 450, end: 1100 })).toEqual(
        documents.slice(450, 1100),
      );
      expect(asked).toHaveLength(3);
      expect(await readDocumentRange(store, id, doc, { first: 9900, end: 10_000 })).toEqual(
        documents.slice(9900),
      );
      // Compared as text: a failing deep comparison of megabytes would take minutes to print.
      expect(JSON.stringify(await readReport(store, id, doc)) === JSON.stringify(report)).toBe(true);
      expect(record?.tableParts).toBeGreaterThan(1);
      expect(JSON.stringify(await readEvidenceTable(store, id, doc)) === JSON.stringify(table)).toBe(true);

      await deleteRun(store, id, doc);
      expect(await store.get(EXECUTIONS, id)).toBeNull();
      expect(
        await store.query(EXECUTION_DOCUMENTS, { where: [{ field: 'executionId', op: '==', value: id }] }),
      ).toEqual([]);
      expect(
        await store.query(EXECUTION_REPORTS, { where: [{ field: 'executionId', op: '==', value: id }] }),
      ).toEqual([]);
    }, 60_000);

    it('when a report is larger than one commit holds, then its parts go a few to a write and only the attempt the record names is read', async () => {
      const id = 'run-huge';
      // More than the 10 MiB one Firestore commit takes.
      const huge: StoredReport = { ...report, result: report.result.repeat(12) };
      const writes: number[] = [];
      const counting: DocumentStore = Object.assign(Object.create(store) as DocumentStore, {
        runTransaction: <R>(fn: Parameters<DocumentStore['runTransaction']>[0]) =>
          store.runTransaction(async (tx) => {
            let bytes = 0;
            const result = await fn({
              ...tx,
              get: tx.get.bind(tx),
              query: tx.query.bind(tx),
              update: tx.update.bind(tx),
              delete: tx.delete.bind(tx),
              set: (collection, docId, data) => {
                bytes += Buffer.byteLength(JSON.stringify(data));
                tx.set(collection, docId, data);
              },
            });
            writes.push(bytes);
            return result as R;
          }),
      });
      // A superseded attempt wrote its parts too: they are never read.
      await storeReport(counting, id, 1, run, { ...report, result: 'the first attempt’s report' });
      writes.length = 0;
      const stored = await storeReport(counting, id, 2, run, huge);
      expect(writes.reduce((sum, bytes) => sum + bytes, 0)).toBeGreaterThan(10 * 1024 * 1024);
      expect(writes).toHaveLength(
        Math.ceil(stored.reportParts / REPORT_PARTS_PER_WRITE) +
          Math.ceil(stored.tableParts / REPORT_PARTS_PER_WRITE),
      );
      expect(Math.max(...writes)).toBeLessThan(5 * 1024 * 1024);
      await store.set(EXECUTIONS, id, { ...run, executionStatus: 'success', documentCount: 0, ...stored });

      const doc = (await store.get(EXECUTIONS, id)) as never;
      expect(JSON.stringify(await readReport(store, id, doc)) === JSON.stringify(huge)).toBe(true);
      await deleteRun(store, id, doc);
      const left = await store.query(EXECUTION_REPORTS, {
        where: [{ field: 'executionId', op: '==', value: id }],
      });
      // Only the superseded attempt's parts are left, for the retention sweep.
      expect(left.length).toBeGreaterThan(0);
      expect(left.filter((part) => !part.id.startsWith(`${id}_a1_`))).toEqual([]);
    }, 120_000);

    it('when a run has not chosen its documents or has no report, then they read as null', async () => {
      const doc = { documentCount: null, executionStatus: 'running', reportParts: undefined } as never;
      expect(await readDocuments(store, 'run-new', doc)).toBeNull();
      expect(await readReport(store, 'run-new', doc)).toBeNull();
      expect(await readEvidenceTable(store, 'run-new', doc)).toBeNull();
    });

    it("when a run is deleted, then the records of the Google Docs people saved it as go too, and no other run's", async () => {
      const saved = (executionId: string, uid: string) => ({
        executionId,
        uid,
        ownerId: 'maya',
        fileId: `doc-${executionId}-${uid}`,
        link: `https://docs.google.com/document/d/doc-${executionId}-${uid}/edit`,
        name: 'Recall costs',
        createdAt: '2026-11-27T10:00:00.000Z',
        withDocuments: true,
      });
      await storeGoogleDoc(store, saved('run-saved', 'maya'));
      await storeGoogleDoc(store, saved('run-saved', 'theo'));
      await storeGoogleDoc(store, saved('run-other', 'maya'));

      await deleteRun(store, 'run-saved', { ...run, executionStatus: 'success' } as never);

      expect(await readGoogleDoc(store, 'run-saved', 'maya')).toBeNull();
      expect(await readGoogleDoc(store, 'run-saved', 'theo')).toBeNull();
      expect(await readGoogleDoc(store, 'run-other', 'maya')).toMatchObject({ fileId: 'doc-run-other-maya' });
    });
  });
}

const temp = tempDir('quarry-parts-');
suite('SQLite', async () =>
  new SqliteDocumentStore({ file: path.join(temp.dir, 'quarry.db'), indexes: STORE_INDEXES }));

const firestore = new FirestoreEmulator();
suite(
  'Firestore (@firestore-emulator/server)',
  async () => {
    await firestore.start();
    return firestore.store('parts');
  },
  () => firestore.stop(),
);

afterAll(() => temp.remove());
