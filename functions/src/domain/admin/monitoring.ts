import type { MonitoredExecution, MonitoringResponse } from '@quarry/contracts/admin';
import { type RunStatus, runStatusOf } from '@quarry/contracts/run-status';
import type { DocumentStore, WhereClause } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';
import { COPIED_RUNS, runsReallyMade } from '../reports/runs/counted-runs';
import { runNameOf } from '../reports/runs/run-name';
import { countRuns, findRuns } from '../reports/runs/run-reads';
import { documentsOutcomeOf, type RunRecord } from '../reports/runs/run-record';
import type { AdminDeps } from './admin-deps';

export const MONITORING_PAGE = 50;
const STORED_STATUSES = ['pending', 'running', 'success', 'failed'] as const;
const statusIs = (status: string): WhereClause => ({ field: 'executionStatus', op: '==', value: status });

/**
 * A run Gemini's daily quota holds is stored 'pending' with its `pausedUntil` (daily-pause.ts): the
 * same runs `runStatusOf` calls paused. A copy of a run is a finished run, so never among them.
 */
const PAUSED_RUNS: WhereClause[] = [statusIs('pending'), { field: 'pausedUntil', op: '>', value: '' }];

/** Runs matching `where`, copies left out: two aggregation queries, whatever the number of runs. */
async function countMadeRuns(store: DocumentStore, where: WhereClause[]): Promise<number> {
  const [matching, copies] = await Promise.all([
    countRuns(store, { where }),
    countRuns(store, { where: [...where, COPIED_RUNS] }),
  ]);
  return matching - copies;
}

/** The count per tab: paused runs apart from the pending ones they are stored as. */
async function countTabs(store: DocumentStore): Promise<MonitoringResponse['counts']> {
  const [all, paused, ...stored] = await Promise.all([
    countMadeRuns(store, []),
    countRuns(store, { where: PAUSED_RUNS }),
    ...STORED_STATUSES.map((status) => countMadeRuns(store, [statusIs(status)])),
  ]);
  const [pending, running, success, failed] = stored as [number, number, number, number];
  return { all, pending: pending - paused, running, paused, success, failed };
}

/** The stored status a tab reads; its runs are then the ones `runStatusOf` puts in the tab. */
const storedStatusOf = (tab: RunStatus) => (tab === 'paused' ? 'pending' : tab);

/**
 * GET /api/admin/report-executions (spec part 3, Report Monitoring): every user's runs, newest
 * first, one page at a time (`before` is the last row's createdAt), with a count per status tab.
 * Counts are aggregation queries and a page reads 50 runs, so 10,000 runs cost what 50 do.
 */
export async function monitorExecutions(
  deps: Pick<AdminDeps, 'store'>,
  query: { status?: RunStatus | undefined; before?: string | undefined },
): Promise<MonitoringResponse> {
  const where: WhereClause[] = [
    ...(query.status ? [statusIs(storedStatusOf(query.status))] : []),
    ...(query.before ? [{ field: 'createdAt', op: '<' as const, value: query.before }] : []),
  ];
  const [stored, counts] = await Promise.all([
    findRuns(deps.store, {
      where,
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: MONITORING_PAGE,
    }),
    countTabs(deps.store),
  ]);
  // A shared chat answer's first run is a copy, not a run: neither listed nor counted; the Pending
  // and Paused tabs read the same stored runs and keep their own. The page goes on from the last
  // stored row, so a page short of copies (or of the other tab's runs) loses nothing.
  const inTab = (doc: RunRecord) =>
    !query.status || runStatusOf(doc.executionStatus, doc.pausedUntil) === query.status;
  const docs = runsReallyMade(stored).filter((doc) => inTab(doc.data));
  const ownerIds = [...new Set(docs.map((d) => d.data.ownerId))];
  const owners = await deps.store.getAll<UserRecord>('users', ownerIds);
  const byId = new Map(ownerIds.map((id, i) => [id, owners[i]]));
  const executions: MonitoredExecution[] = docs.map(({ id, data }) => {
    const owner = byId.get(data.ownerId);
    const details = data.reportDetails;
    return {
      id,
      userName: owner?.name ?? 'Deleted user',
      userEmail: owner?.email ?? '',
      reportName: runNameOf(data),
      status: data.executionStatus,
      pausedUntil:
        runStatusOf(data.executionStatus, data.pausedUntil) === 'paused' ? (data.pausedUntil ?? null) : null,
      progress: data.progress,
      triggerSource: data.triggerSource,
      createdAt: data.createdAt,
      notificationSentAt: data.notificationSentAt,
      viewedAt: data.viewedAt,
      query: details.query,
      keywords: details.keywords,
      negativeKeywords: details.negativeKeywords,
      directories: details.directories.map((d) => d.path ?? d.name),
      deepResearch: details.deepResearch,
      enableIntroduction: details.enableIntroduction,
      enableConclusion: details.enableConclusion,
      errorMessage: data.errorMessage,
      documentsOutcome: documentsOutcomeOf(data),
    };
  });
  return {
    executions,
    counts,
    nextCursor: stored.length === MONITORING_PAGE ? (stored.at(-1)?.data.createdAt ?? null) : null,
  };
}
