import crypto from 'node:crypto';
import type { DocumentStore } from '../../../ports/document-store.port';
import type { OpenableFiles, ViewerDriveAccess } from '../../../ports/viewer-access.port';
import type { StoredReport } from '../runs/run-parts';
import type { RunRecord } from '../runs/run-record';
import { SAVED_REPORTS, type SavedReportDoc } from './saved-reports';

/**
 * The one place that decides what a viewer sees of a run's documents (docs/architecture/drive.md,
 * per-viewer access; docs/architecture/teams-and-sharing.md). The report's owner sees every document.
 * Anyone else sees none when the owner's switch (showDocumentsInSharedReports) is off; with it on, a
 * document's name, link and quotes only where Drive says, asked with the viewer's own access, that
 * they can open the file. Asked at each view, e-mail, export and download, for that viewer.
 */
export type DocumentView =
  /** Every document as the owner sees it. */
  | { shows: 'all' }
  /** No document's name or link (the owner's switch is off): the report written without them. */
  | { shows: 'none' }
  /**
   * The documents but `closed`, those the viewer cannot open (by document id): shown as "a document
   * you cannot open", without name, link or quote. `driveConnected` false: the viewer has no Drive
   * connection, so every document is closed and they are offered to connect.
   */
  | { shows: 'some'; closed: ReadonlySet<string>; driveConnected: boolean };

export const SHOWS_ALL: DocumentView = { shows: 'all' };
export const SHOWS_NONE: DocumentView = { shows: 'none' };

/** How a cited document the viewer cannot open is shown in place of its name. */
export const CANNOT_OPEN = 'A document you cannot open';

/** Documents checked with Drive for one view; a run that read more shows the rest as closed. */
export const MAX_CHECKED = 300;

export interface ViewQuestion {
  viewer: string;
  /** The saved report's owner; for a run of no saved report, the run's. */
  ownerId: string;
  /** The owner's switch: whether people other than the owner may see documents at all. */
  showDocuments: boolean;
  /** Every document the run read (cited ones first). */
  documentIds: readonly string[];
  /** What Drive said the viewer can open; 'unknown' without a Drive connection; absent when not asked. */
  drive?: OpenableFiles | 'unknown';
}

/** The rule itself, without I/O: the unit table's subject (document-view.test.ts). */
export function decideView(question: ViewQuestion): DocumentView {
  const { viewer, ownerId, showDocuments, documentIds, drive } = question;
  if (viewer === ownerId) return SHOWS_ALL;
  if (!showDocuments) return SHOWS_NONE;
  const connected = drive !== undefined && drive !== 'unknown';
  const closed = new Set(documentIds.filter((id) => !connected || drive.get(id) !== true));
  if (closed.size === 0) return SHOWS_ALL;
  return { shows: 'some', closed, driveConnected: connected };
}

/** Every document id a stored report names: its cited documents first, then every other it read. */
export function documentIdsOf(stored: StoredReport | null | undefined): string[] {
  const cited = (stored?.evidence?.citations ?? []).map((c) => c.documentId);
  const names = stored?.documentNames;
  const read = names ? [...names.data, ...names.noData, ...names.failed].map((d) => d.id) : [];
  return [...new Set([...cited, ...read])].filter((id) => id !== '');
}

export interface ViewDeps {
  store: Pick<DocumentStore, 'get'>;
  viewers: ViewerDriveAccess;
}

/**
 * Whose documents the run read, as the rule counts its owner: the saved report's owner, else whose
 * Drive the run read (driveOwnerId, a member's run of a shared report), else the run's.
 */
export function ownerOf(
  report: SavedReportDoc | null,
  doc: Pick<RunRecord, 'ownerId' | 'driveOwnerId'>,
): string {
  return report?.ownerId ?? doc.driveOwnerId ?? doc.ownerId;
}

/**
 * What `viewer` sees of the documents of the run `doc` and its stored report: the saved report read
 * (unless given), and Drive asked only when the rule needs it (not the owner, the switch on).
 */
export async function documentViewOf(
  deps: ViewDeps,
  viewer: string,
  doc: Pick<RunRecord, 'savedReportId' | 'ownerId' | 'driveOwnerId'>,
  stored: StoredReport | null | undefined,
  known?: SavedReportDoc | null,
): Promise<DocumentView> {
  const report =
    known !== undefined
      ? known
      : doc.savedReportId
        ? await deps.store.get<SavedReportDoc>(SAVED_REPORTS, doc.savedReportId)
        : null;
  const question: ViewQuestion = {
    viewer,
    ownerId: ownerOf(report, doc),
    showDocuments: report?.showDocumentsInSharedReports !== false,
    documentIds: documentIdsOf(stored),
  };
  if (question.viewer === question.ownerId || !question.showDocuments || question.documentIds.length === 0) {
    return decideView(question);
  }
  // Someone without an account here (an invited address) has no Drive connection either.
  if (viewer === '') return decideView({ ...question, drive: 'unknown' });
  const drive = await deps.viewers.openable(viewer, question.documentIds.slice(0, MAX_CHECKED));
  return decideView({ ...question, drive });
}

/** Whether the viewer is kept from any document's name (every one, or those they cannot open). */
export function hidesAny(view: DocumentView): boolean {
  return view.shows !== 'all';
}

/**
 * A short name of what the view shows, for what is written once for a viewer and answered again
 * (a saved Google Doc): 'documents', 'sources' (none named), or 'some-' and a hash of the closed ids.
 */
export function viewKeyOf(view: DocumentView): string {
  if (view.shows === 'all') return 'documents';
  if (view.shows === 'none') return 'sources';
  const ids = [...view.closed].sort().join('\n');
  return `some-${crypto.createHash('sha256').update(ids).digest('hex').slice(0, 16)}`;
}

/** An e-mail's recipient: the report's owner, or a member (by account, when they have one). */
export interface MailRecipient {
  isOwner: boolean;
  uid?: string | undefined;
}

/** What one e-mail recipient sees of the run's documents, checked for them at each e-mail. */
export function recipientView(
  deps: ViewDeps,
  recipient: MailRecipient,
  doc: Pick<RunRecord, 'savedReportId' | 'ownerId' | 'driveOwnerId'>,
  stored: StoredReport | null | undefined,
  report: SavedReportDoc | null,
): Promise<DocumentView> {
  if (recipient.isOwner) return Promise.resolve(SHOWS_ALL);
  return documentViewOf(deps, recipient.uid ?? '', doc, stored, report);
}
