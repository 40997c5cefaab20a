import crypto from 'node:crypto';
import type {
  DeselectedDocument,
  ReportDefinition,
  SavedReport,
  SharedTeam,
} from '@quarry/contracts/reports';
import type { PausedReason } from '@quarry/contracts/subscription';
import type { DriveDirectory } from '@quarry/contracts/user';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import { AppError } from '../shared/app-error';
import type { SharedReportDoc } from '../teams/share-docs';
import { SHARED_REPORTS, TEAMS, type TeamDoc } from '../teams/team-docs';

/** savedReports/{id} (DESIGN section 2): a report definition a person can run again. */
export const SAVED_REPORTS = 'savedReports';
/** More than anyone keeps; the list is read whole and sorted by name. */
const LIST_LIMIT = 1000;
/**
 * Names in the person's alphabetical order, ignoring case and accents. One collator for every
 * comparison: localeCompare with options builds a new one per call, which was most of the list's cost.
 */
const BY_NAME = new Intl.Collator(undefined, { sensitivity: 'base' });

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

/**
 * A person's saved reports in the spec's list shape (lists as JSON text), sorted by name. With
 * `paused` (they lost the Teams plan), each scheduled share says it is paused and why.
 */
export async function listSavedReports(
  store: DocumentStore,
  uid: string,
  paused?: PausedReason,
): Promise<SavedReport[]> {
  const [docs, teamsOf] = await Promise.all([
    store.query<SavedReportDoc>(SAVED_REPORTS, {
      where: [{ field: 'ownerId', op: '==', value: uid }],
      limit: LIST_LIMIT,
    }),
    sharedTeamsOf(store, uid, paused),
  ]);
  return docs
    .map(({ id, data }) => ({
      id,
      reportName: data.reportName,
      query: data.query,
      createdAt: data.createdAt,
      updatedAt: data.updatedAt,
      deepResearch: data.deepResearch,
      enableIntroduction: data.enableIntroduction,
      enableConclusion: data.enableConclusion,
      keywords: listText(data.keywords),
      negativeKeywords: listText(data.negativeKeywords),
      deselectedDocuments: listText(data.deselectedDocuments),
      selectedDirectories: listText(data.selectedDirectories),
      showDocumentsInSharedReports: data.showDocumentsInSharedReports,
      sharedTeams: teamsOf.get(id) ?? [],
    }))
    .sort((a, b) => BY_NAME.compare(a.reportName, b.reportName));
}

/** A list as the spec's JSON text; most are empty, and '[]' needs no serializing (the list's cost is per row). */
function listText(list: unknown): string {
  return Array.isArray(list) && list.length === 0 ? '[]' : JSON.stringify(list);
}

/** The teams each of the person's reports is shared with, by report id, by team name. */
async function sharedTeamsOf(
  store: DocumentStore,
  uid: string,
  paused: PausedReason | undefined,
): Promise<Map<string, SharedTeam[]>> {
  const shares = await store.query<SharedReportDoc>(SHARED_REPORTS, {
    where: [{ field: 'ownerId', op: '==', value: uid }],
  });
  const teamIds = [...new Set(shares.map((share) => share.data.teamId))];
  const teams = await store.getAll<TeamDoc>(TEAMS, teamIds);
  const names = new Map(teamIds.map((id, index) => [id, teams[index]?.name]));
  const byReport = new Map<string, SharedTeam[]>();
  for (const { data } of shares) {
    const teamName = names.get(data.teamId);
    if (!teamName) continue;
    const list = byReport.get(data.savedReportId) ?? [];
    list.push({
      teamId: data.teamId,
      teamName,
      shareType: data.shareType,
      ...(paused && data.shareType === 'scheduled' ? { paused } : {}),
    });
    byReport.set(data.savedReportId, list);
  }
  for (const list of byReport.values()) list.sort((a, b) => BY_NAME.compare(a.teamName, b.teamName));
  return byReport;
}

export async function updateSavedReport(
  store: DocumentStore,
  clock: Clock,
  uid: string,
  id: string,
  patch: Partial<Pick<SavedReportDoc, 'query' | 'showDocumentsInSharedReports'>>,
): Promise<void> {
  await ownSavedReport(store, uid, id);
  await store.update(SAVED_REPORTS, id, { ...patch, updatedAt: clock.now().toISOString() });
}

/** Deletes the definition; runs already made from it keep their results and name. */
export async function deleteSavedReport(store: DocumentStore, uid: string, id: string): Promise<void> {
  await ownSavedReport(store, uid, id);
  await store.delete(SAVED_REPORTS, id);
}
