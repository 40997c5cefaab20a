import type { MonitoredExecution, MonitoringResponse } from '@quarry/contracts/admin';
import type { ExecutionStatus } from '@quarry/contracts/reports';
import type { DocumentStore, WhereClause } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';
import { COPIED_RUNS, runsReallyMade } from '../reports/counted-runs';
import { documentsOutcomeOf, EXECUTIONS, type ReportExecutionDoc } from '../reports/execution-doc';
import { reportNameOf } from '../reports/notify-completion';
import type { AdminDeps } from './admin-deps';

export const MONITORING_PAGE = 50;
const STATUSES: ExecutionStatus[] = ['pending', 'running', 'success', 'failed'];

/** Runs matching `where`, copies left out: two aggregation queries, whatever the number of runs. */
async function countRuns(store: DocumentStore, where: WhereClause[]): Promise<number> {
  const [matching, copies] = await Promise.all([
    store.count(EXECUTIONS, { where }),
    store.count(EXECUTIONS, { where: [...where, COPIED_RUNS] }),
  ]);
  return matching - copies;
}

/**
 * GET /api/admin/report-executions (spec part 3, Report Monitoring): every user's runs, newest
 * first, one page at a time (`before` is the last row's createdAt), with a count per status tab.
 * Counts are aggregation queries and a page reads 50 runs, so 10,000 runs cost what 50 do.
 */
export async function monitorExecutions(
  deps: Pick<AdminDeps, 'store'>,
  query: { status?: ExecutionStatus | undefined; before?: string | undefined },
): Promise<MonitoringResponse> {
  const where: WhereClause[] = [
    ...(query.status ? [{ field: 'executionStatus', op: '==' as const, value: query.status }] : []),
    ...(query.before ? [{ field: 'createdAt', op: '<' as const, value: query.before }] : []),
  ];
  const [stored, all, ...perStatus] = await Promise.all([
    deps.store.query<ReportExecutionDoc>(EXECUTIONS, {
      where,
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: MONITORING_PAGE,
    }),
    countRuns(deps.store, []),
    ...STATUSES.map((status) =>
      countRuns(deps.store, [{ field: 'executionStatus', op: '==', value: status }]),
    ),
  ]);
  // A shared chat answer's first run is a copy, not a run: neither listed nor counted. The page
  // goes on from the last stored row, so a page short of copies loses nothing.
  const docs = runsReallyMade(stored);
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
      reportName: reportNameOf(data),
      status: data.executionStatus,
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
  const [pending, running, success, failed] = perStatus as [number, number, number, number];
  return {
    executions,
    counts: { all, pending, running, success, failed },
    nextCursor: stored.length === MONITORING_PAGE ? (stored.at(-1)?.data.createdAt ?? null) : null,
  };
}
