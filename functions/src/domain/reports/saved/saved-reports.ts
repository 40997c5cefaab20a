import crypto from 'node:crypto';
import type { SavedReportCostCap } from '@quarry/contracts/estimate';
import type { GridColumns } from '@quarry/contracts/grid';
import type { DeselectedDocument, ReportDefinition } from '@quarry/contracts/reports';
import type { DriveDirectory } from '@quarry/contracts/user';
import type { Clock } from '../../../ports/clock.port';
import type { DocumentStore } from '../../../ports/document-store.port';
import { AppError } from '../../shared/app-error';

/** savedReports/{id} (docs/architecture/data-model.md): a report definition a person can run again. */
export const SAVED_REPORTS = 'savedReports';

export interface SavedReportDoc {
  ownerId: string;
  reportName: string;
  query: string;
  keywords: string[];
  negativeKeywords: string[];
  deselectedDocuments: DeselectedDocument[];
  selectedDirectories: DriveDirectory[];
  deepResearch: boolean;
  enableIntroduction: boolean;
  enableConclusion: boolean;
  showDocumentsInSharedReports: boolean;
  /** The evidence grid's column questions (docs/decisions/evidence-grid.md); absent: none. */
  columns?: GridColumns;
  /** Its own cost cap, or none; absent or 'preference': its payer's preference (docs/architecture/reading-economy.md). */
  costCap?: SavedReportCostCap;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

/** The report if it belongs to `uid`; anyone else's is reported as missing. */
export async function ownSavedReport(store: DocumentStore, uid: string, id: string): Promise<SavedReportDoc> {
  const doc = await store.get<SavedReportDoc>(SAVED_REPORTS, id);
  if (!doc || doc.ownerId !== uid) throw AppError.notFound('Saved report not found');
  return doc;
}

export async function saveReport(
  store: DocumentStore,
  clock: Clock,
  uid: string,
  request: ReportDefinition,
): Promise<string> {
  const id = crypto.randomUUID();
  const now = clock.now().toISOString();
  const doc: SavedReportDoc = { ownerId: uid, ...request, createdAt: now, updatedAt: now };
  await store.set(SAVED_REPORTS, id, doc);
  return id;
}

export async function updateSavedReport(
  store: DocumentStore,
  clock: Clock,
  uid: string,
  id: string,
  patch: Partial<Pick<SavedReportDoc, 'query' | 'showDocumentsInSharedReports' | 'costCap' | 'columns'>>,
): Promise<void> {
  await ownSavedReport(store, uid, id);
  await store.update(SAVED_REPORTS, id, { ...patch, updatedAt: clock.now().toISOString() });
}

/** Deletes the definition; runs already made from it keep their results and name. */
export async function deleteSavedReport(store: DocumentStore, uid: string, id: string): Promise<void> {
  await ownSavedReport(store, uid, id);
  await store.delete(SAVED_REPORTS, id);
}

/** The cap a run of the report has: its own amount, none, or its payer's preference. */
export function costCapOf(cap: SavedReportCostCap | undefined, preferredUsd: number | null): number | null {
  if (cap === 'none') return null;
  if (typeof cap === 'number') return cap;
  return preferredUsd;
}
