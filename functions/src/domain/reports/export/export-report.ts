import { EXPORT_NOT_READY_MESSAGE, type ExportFormat } from '@quarry/contracts/exports';
import { isShortenedTitle } from '@quarry/contracts/session-title';
import { cutAtWord } from '@quarry/contracts/word-cut';
import type { DocumentStore } from '../../../ports/document-store.port';
import type { ReportRenderer } from '../../../ports/report-renderer.port';
import { outcomeText } from '../../research/extraction/evidence-table';
import { AppError } from '../../shared/app-error';
import { readEvidenceTable, readReport } from '../runs/run-parts';
import type { RunRecord } from '../runs/run-record';
import { shownReport } from '../saved/document-privacy';
import type { DocumentView } from '../saved/document-view';
import type { ExportDocument, ExportFile } from './export-document';
import { namedDisagreements } from './named-disagreements';
import { visibleColumns, visibleTable } from './visible-table';

/**
 * A report ready to export but for its prose: the stored HTML of the version the viewer may see,
 * which becomes the document's blocks where the file is written (completeDraft). Parsing that HTML
 * is the costly part of an export's preparation, so it happens off the API's event loop.
 */
export interface ExportDraft extends Omit<ExportDocument, 'blocks' | 'usageLine'> {
  html: string;
  /** Shown, the HTML's Sources list and Coverage table are left for the evidence to write. */
  withoutListing: boolean;
}

/** A format's writer: the draft in, the file's bytes out. */
export type ExportWriter = (draft: ExportDraft) => Promise<Buffer>;

export interface ExportDeps {
  store: DocumentStore;
  renderer: ReportRenderer;
  writers: Record<ExportFormat, ExportWriter>;
}

/** A run to export, found by its view's rules, and what its viewer may see of its documents. */
export interface ExportSubject {
  id: string;
  doc: RunRecord;
  view: DocumentView;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** How long a file name's base may be: a longer title is cut at a word (the question is whole inside). */
const FILE_NAME_MAX = 100;

/**
 * The report's title as a file name: no path or control characters, at most 100 characters, cut at
 * the last whole word that fits (docs/decisions/runs.md); only a single "word" longer than that is cut.
 */
export function exportFileName(title: string, format: ExportFormat): string {
  const base = cutAtWord(title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' '), FILE_NAME_MAX, { ellipsis: false });
  return `${base || 'Quarry report'}.${format}`;
}

/**
 * The export's title, whole (docs/decisions/exports.md), as its heading, its metadata and a Google Doc's
 * name carry it: the saved report's name; a chat run's session title when it is whole; otherwise
 * (a session title shortened to fit the list) the question itself.
 */
export function exportTitleOf(doc: RunRecord): string {
  const sessionTitle =
    doc.chatSessionTitle && !isShortenedTitle(doc.chatSessionTitle) ? doc.chatSessionTitle : null;
  const title = doc.savedReportName ?? sessionTitle ?? doc.reportDetails.query;
  return title.replace(/\s+/g, ' ').trim();
}

/**
 * The run's report as exports write it (docs/architecture/exports.md), from what the run stored and as its
 * viewer may see it: a viewer the owner keeps the documents from gets the report written without
 * them, sources named "Source n", the table's documents "Document n", and no address anywhere.
 */
export async function exportDraftOf(store: DocumentStore, subject: ExportSubject): Promise<ExportDraft> {
  const { id, doc, view } = subject;
  const [report, stored] = await Promise.all([readReport(store, id, doc), readEvidenceTable(store, id, doc)]);
  const shown = report && shownReport(report, view);
  const html = shown?.result;
  if (!shown || !html) {
    throw new AppError({ code: 'EXPORT.NOT_READY', httpStatus: 409, message: EXPORT_NOT_READY_MESSAGE });
  }
  const { evidence, hide } = shown;
  const table = visibleTable(stored ?? [], view, hide);
  // Kept from every document, the report's own counts stand for its Sources and Coverage.
  const hidden = view.shows === 'none';
  return {
    title: exportTitleOf(doc),
    question: doc.reportDetails.query,
    createdAt: doc.createdAt,
    html,
    // Shown, the Sources list and Coverage table come from the evidence; hidden, the report's own
    // counts of them are its prose.
    withoutListing: !hidden,
    notes: (evidence?.citations ?? []).map(({ number, name, link, quotes }) => ({
      number,
      name,
      link,
      quotes,
    })),
    disagreements: namedDisagreements(evidence),
    coverage: hidden
      ? []
      : table.map((row) => ({
          document: row.name,
          result: outcomeText(row.outcome, row.reason),
        })),
    table,
    ...(doc.reportDetails.columns?.length
      ? { columns: visibleColumns(doc.reportDetails.columns, hide) }
      : {}),
  };
}

/** A draft made a document: its HTML read into blocks and its model-use line. */
export async function completeDraft(renderer: ReportRenderer, draft: ExportDraft): Promise<ExportDocument> {
  const { html, withoutListing, ...rest } = draft;
  const { blocks, usageLine } = await renderer.exportBlocks(html, { withoutListing });
  return { ...rest, blocks, usageLine };
}

/** The run's report as a whole document, read on this thread (Google Docs writes it from here). */
export async function exportDocumentOf(deps: ExportDeps, subject: ExportSubject): Promise<ExportDocument> {
  return completeDraft(deps.renderer, await exportDraftOf(deps.store, subject));
}

/** The run exported in one format: its bytes, content type and file name. */
export async function writeExport(
  deps: ExportDeps,
  subject: ExportSubject,
  format: ExportFormat,
): Promise<ExportFile> {
  const draft = await exportDraftOf(deps.store, subject);
  return {
    bytes: await deps.writers[format](draft),
    contentType: CONTENT_TYPES[format],
    fileName: exportFileName(draft.title, format),
  };
}
