import type { ReportEvidence } from '@quarry/contracts/report';
import type { DocumentStore, TransactionContext } from '../../../ports/document-store.port';
import { rowOutcome } from '../../research/extraction/document-outcome';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import type { DocumentTitles } from '../../research/writing/hide-names';
import { cutText, partId, partIds } from '../../shared/text-parts';
import { deleteRunRecord } from './run-patches';
import {
  type DocumentNames,
  EXECUTION_RESULTS,
  type ExecutionDocument,
  type RunRecord,
  resultId,
} from './run-record';
import { deleteShards } from './run-shards';

/**
 * What grows with a run's documents lives beside its record, never in it (docs/architecture/testing.md): a
 * Firestore document holds at most 1 MiB, and the record is read by every list and rewritten by
 * every checkpoint. The record keeps counts; the list of documents and the report are written once,
 * in parts, and read only where they are shown.
 */

/** executionDocuments/{executionId}_p{n}: the documents the run reads, DOCUMENTS_PER_PAGE a page. */
export const EXECUTION_DOCUMENTS = 'executionDocuments';
/**
 * executionReports/{executionId}_a{attempt}_p{n}: the report (both HTML versions and evidence) as
 * JSON text; beside it, {executionId}_a{attempt}_table_p{n}: its evidence table (every document, its
 * outcome and findings), also JSON text, read only by exports. Both share the run's lifecycle.
 */
export const EXECUTION_REPORTS = 'executionReports';

/** About 150 bytes a document, at most 2 KB with the longest names: a page stays under 1 MiB. */
export const DOCUMENTS_PER_PAGE = 500;

export interface StoredReport {
  result: string;
  /** The same without document names or links (showDocumentsInSharedReports off, docs/architecture/teams-and-sharing.md). */
  resultWithoutDocuments: string | null;
  evidence: ReportEvidence | null;
  /**
   * Each document's name by outcome, for the chat stream's `complete` event, which is built from
   * what is stored so a stream read again after a cut carries the same. Absent on runs from before.
   */
  documentNames?: DocumentNames;
  /**
   * The titles the documents' files gave themselves (a PDF's Title, a Word file's core title), by
   * document id: names hidden with the Drive names (hide-names.ts). Absent when none gave one.
   */
  documentTitles?: DocumentTitles;
}

interface PartDoc {
  executionId: string;
  ownerId: string;
  /** The run's creation time: the retention sweep removes parts by the same rule as the run. */
  createdAt: string;
  page: number;
  [key: string]: unknown;
}

interface DocumentsPage extends PartDoc {
  documents: ExecutionDocument[];
}

interface ReportPart extends PartDoc {
  text: string;
}

type Writer = Pick<TransactionContext, 'set'>;
type Run = Pick<RunRecord, 'ownerId' | 'createdAt'>;

const pageCount = (documentCount: number) => Math.ceil(documentCount / DOCUMENTS_PER_PAGE);

/** How many documents of each type: what analytics counts, without reading the pages. */
export function typeCounts(documents: ExecutionDocument[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { mimeType } of documents) counts[mimeType] = (counts[mimeType] ?? 0) + 1;
  return counts;
}

/** Writes the run's document list in pages; returns what the record keeps of it. */
export function writeDocuments(
  tx: Writer,
  executionId: string,
  run: Run,
  documents: ExecutionDocument[],
): Pick<RunRecord, 'documentCount' | 'documentTypes'> {
  for (let page = 0; page * DOCUMENTS_PER_PAGE < documents.length; page++) {
    const part: DocumentsPage = {
      executionId,
      ownerId: run.ownerId,
      createdAt: run.createdAt,
      page,
      documents: documents.slice(page * DOCUMENTS_PER_PAGE, (page + 1) * DOCUMENTS_PER_PAGE),
    };
    tx.set(EXECUTION_DOCUMENTS, partId(executionId, page), part);
  }
  return { documentCount: documents.length, documentTypes: typeCounts(documents) };
}

/** The run's documents; null until a saved report's search has chosen them. */
export async function readDocuments(
  store: Pick<DocumentStore, 'getAll'>,
  executionId: string,
  doc: Pick<RunRecord, 'documentCount' | 'documents'>,
): Promise<ExecutionDocument[] | null> {
  // Runs recorded before the list moved out of the record still carry it.
  if (Array.isArray(doc.documents)) return doc.documents;
  if (doc.documentCount === null || doc.documentCount === undefined) return null;
  const pages = await store.getAll<DocumentsPage>(
    EXECUTION_DOCUMENTS,
    partIds(executionId, pageCount(doc.documentCount)),
  );
  return pages.flatMap((page) => page?.documents ?? []);
}

/**
 * Documents `first` to `end` (not included) of the run's list, reading only the pages that hold
 * them: a shard of a large run holds its own documents, not the whole run's list.
 */
export async function readDocumentRange(
  store: Pick<DocumentStore, 'getAll'>,
  executionId: string,
  doc: Pick<RunRecord, 'documentCount' | 'documents'>,
  range: { first: number; end: number },
): Promise<ExecutionDocument[]> {
  if (Array.isArray(doc.documents)) return doc.documents.slice(range.first, range.end);
  if (doc.documentCount === null || doc.documentCount === undefined) return [];
  const firstPage = Math.floor(range.first / DOCUMENTS_PER_PAGE);
  const endPage = Math.min(pageCount(doc.documentCount), Math.ceil(range.end / DOCUMENTS_PER_PAGE));
  const ids = Array.from({ length: Math.max(0, endPage - firstPage) }, (_, i) =>
    partId(executionId, firstPage + i),
  );
  const pages = await store.getAll<DocumentsPage>(EXECUTION_DOCUMENTS, ids);
  const offset = firstPage * DOCUMENTS_PER_PAGE;
  return pages.flatMap((page) => page?.documents ?? []).slice(range.first - offset, range.end - offset);
}

/**
 * Parts of a report written together. A part is at most 300,000 characters, under 1 MB in UTF-8:
 * four stay well inside the 10 MiB a Firestore commit holds, whatever the report's size.
 */
export const REPORT_PARTS_PER_WRITE = 4;

type ReportPlace = Pick<RunRecord, 'reportAttempt'>;

/** Where a run's report parts are: under the attempt that wrote them (older runs: the run's id). */
function reportKey(executionId: string, doc: ReportPlace): string {
  return doc.reportAttempt === undefined ? executionId : `${executionId}_a${doc.reportAttempt}`;
}

/** Where a run's evidence table parts are: beside its report's, under the same attempt. */
const tableKey = (executionId: string, doc: ReportPlace) => `${reportKey(executionId, doc)}_table`;

/** Writes JSON text in parts under `key`, a few parts to a write; returns how many parts. */
async function storeParts(
  store: Pick<DocumentStore, 'runTransaction'>,
  executionId: string,
  run: Run,
  key: string,
  json: string,
): Promise<number> {
  const parts = cutText(json);
  for (let first = 0; first < parts.length; first += REPORT_PARTS_PER_WRITE) {
    await store.runTransaction(async (tx) => {
      parts.slice(first, first + REPORT_PARTS_PER_WRITE).forEach((text, offset) => {
        const page = first + offset;
        const part: ReportPart = { executionId, ownerId: run.ownerId, createdAt: run.createdAt, page, text };
        tx.set(EXECUTION_REPORTS, partId(key, page), part);
      });
    });
  }
  return parts.length;
}

/** JSON text stored in `count` parts under `key`, parsed; null when any part is gone. */
async function readParts<T>(
  store: Pick<DocumentStore, 'getAll'>,
  key: string,
  count: number,
): Promise<T | null> {
  const parts = await store.getAll<ReportPart>(EXECUTION_REPORTS, partIds(key, count));
  if (parts.some((part) => !part)) return null;
  return JSON.parse(parts.map((part) => part?.text ?? '').join('')) as T;
}

/**
 * Writes a finished report's parts, a few to a write, before the run's fenced end: a report over
 * tens of thousands of documents is more than one commit holds. They are written under this
 * attempt's ids, which the record names as it ends, so a superseded attempt's parts are never read
 * (the retention sweep removes them with the run's other parts). Returns what the record keeps.
 */
export async function storeReport(
  store: Pick<DocumentStore, 'runTransaction'>,
  executionId: string,
  attempt: number,
  run: Run,
  report: StoredReport,
  table: EvidenceRow[] = [],
): Promise<Required<Pick<RunRecord, 'reportParts' | 'reportAttempt' | 'tableParts'>>> {
  const place = { reportAttempt: attempt };
  const reportParts = await storeParts(
    store,
    executionId,
    run,
    reportKey(executionId, place),
    JSON.stringify(report),
  );
  const tableParts = await storeParts(
    store,
    executionId,
    run,
    tableKey(executionId, place),
    JSON.stringify(table),
  );
  return { reportParts, tableParts, ...place };
}

/**
 * The run's evidence table: every document it read, its outcome and findings. Null when the run has
 * none (not finished, from before tables were kept, or its parts are gone).
 */
export async function readEvidenceTable(
  store: Pick<DocumentStore, 'getAll'>,
  executionId: string,
  doc: Pick<RunRecord, 'executionStatus' | 'reportAttempt' | 'tableParts'>,
): Promise<EvidenceRow[] | null> {
  if (doc.executionStatus !== 'success' || doc.tableParts === undefined) return null;
  const table = await readParts<EvidenceRow[]>(store, tableKey(executionId, doc), doc.tableParts);
  // Each row's outcome by the one rule, so a run stored before it reads as new ones do.
  return table ? table.map((row) => ({ ...row, outcome: rowOutcome(row) })) : null;
}

/** The run's report, or null when it has none (not finished, failed, or its parts are gone). */
export async function readReport(
  store: Pick<DocumentStore, 'getAll'>,
  executionId: string,
  doc: Pick<
    RunRecord,
    'executionStatus' | 'reportParts' | 'reportAttempt' | 'result' | 'resultWithoutDocuments' | 'evidence'
  >,
): Promise<StoredReport | null> {
  if (doc.executionStatus !== 'success') return null;
  if (doc.reportParts === undefined) {
    // A run recorded before the report moved out of the record.
    return doc.result
      ? {
          result: doc.result,
          resultWithoutDocuments: doc.resultWithoutDocuments ?? null,
          evidence: doc.evidence ?? null,
        }
      : null;
  }
  return readParts<StoredReport>(store, reportKey(executionId, doc), doc.reportParts);
}

/**
 * Copies a finished run's parts under another run's id (a chat answer shared with a team). Parts
 * never change once written, so they are read before the transaction that writes the copy.
 */
export async function readCopies(store: Pick<DocumentStore, 'getAll'>, executionId: string, doc: RunRecord) {
  const [pages, reports, tables] = await Promise.all([
    store.getAll<DocumentsPage>(EXECUTION_DOCUMENTS, partIds(executionId, pageCount(doc.documentCount ?? 0))),
    store.getAll<ReportPart>(EXECUTION_REPORTS, partIds(reportKey(executionId, doc), doc.reportParts ?? 0)),
    store.getAll<ReportPart>(EXECUTION_REPORTS, partIds(tableKey(executionId, doc), doc.tableParts ?? 0)),
  ]);
  const place: ReportPlace = doc.reportAttempt === undefined ? {} : { reportAttempt: doc.reportAttempt };
  return { pages, reports, tables, place };
}

/** Writes the copies under `executionId`, the report's under the same attempt as the original's. */
export function writeCopies(
  tx: Writer,
  executionId: string,
  parts: Awaited<ReturnType<typeof readCopies>>,
): void {
  for (const [collection, list, key] of [
    [EXECUTION_DOCUMENTS, parts.pages, executionId],
    [EXECUTION_REPORTS, parts.reports, reportKey(executionId, parts.place)],
    [EXECUTION_REPORTS, parts.tables, tableKey(executionId, parts.place)],
  ] as const) {
    list.forEach((part, page) => {
      if (part) tx.set(collection, partId(key, page), { ...part, executionId });
    });
  }
}

/** Checkpoints are only for resuming; once the run has ended they go. */
export async function deleteCheckpoints(
  store: DocumentStore,
  executionId: string,
  documents: ExecutionDocument[] | null,
): Promise<void> {
  const ids = (documents ?? []).map((document) => resultId(executionId, document.id));
  await store.deleteMany(EXECUTION_RESULTS, ids);
}

/**
 * Deletes a run's record and what this folder stores beside it (checkpoints, document list, report
 * parts). The record goes first: what is shown goes at once. reports/delete-run.ts adds the rest.
 */
export async function deleteRunAndParts(store: DocumentStore, executionId: string, doc: RunRecord) {
  // A run that ended has had its checkpoints deleted (afterEnd) and counts none.
  const checkpointed = (doc.checkpoint?.documentsDone ?? 0) > 0;
  const documents = checkpointed ? await readDocuments(store, executionId, doc) : null;
  await deleteRunRecord(store, executionId);
  await deleteCheckpoints(store, executionId, documents);
  await deleteShards(store, executionId, doc.shardCount ?? 0);
  await store.deleteMany(EXECUTION_DOCUMENTS, partIds(executionId, pageCount(doc.documentCount ?? 0)));
  await store.deleteMany(EXECUTION_REPORTS, partIds(reportKey(executionId, doc), doc.reportParts ?? 0));
  await store.deleteMany(EXECUTION_REPORTS, partIds(tableKey(executionId, doc), doc.tableParts ?? 0));
}
