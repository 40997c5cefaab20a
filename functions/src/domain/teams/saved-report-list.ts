import type { SavedReport, SharedTeam } from '@quarry/contracts/reports';
import type { PausedReason } from '@quarry/contracts/subscription';
import type { DocumentStore } from '../../ports/document-store.port';
import { SAVED_REPORTS } from '../reports/saved/saved-reports';
import { type WatchedReportDoc, watchStatusOf } from '../reports/saved/watch-fields';
import type { SharedReportDoc } from './share-docs';
import { SHARED_REPORTS, TEAMS, type TeamDoc } from './team-docs';

// The saved-report list joins each report with the teams it is shared with, so it lives with the
// teams (which stand on the reports), not in reports/ (docs/decisions/code-structure.md: the areas depend one way).

/** More than anyone keeps; the list is read whole and sorted by name. */
const LIST_LIMIT = 1000;
/**
 * Names in the person's alphabetical order, ignoring case and accents. One collator for every
 * comparison: localeCompare with options builds a new one per call, which was most of the list's cost.
 */
const BY_NAME = new Intl.Collator(undefined, { sensitivity: 'base' });

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
    store.query<WatchedReportDoc>(SAVED_REPORTS, {
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
      costCap: data.costCap ?? 'preference',
      ...(data.columns?.length ? { columns: data.columns } : {}),
      watch: watchStatusOf(data),
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
