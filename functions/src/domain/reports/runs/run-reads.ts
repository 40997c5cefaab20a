import type {
  DocumentStore,
  QuerySpec,
  StoredDocument,
  TransactionContext,
} from '../../../ports/document-store.port';
import type { RunRecord } from './run-record';
import { RUNS, type StoredRun } from './stored-run';

/** Where a run is read from: the store, or a transaction (whose reads come before its writes). */
export type RunReader = Pick<DocumentStore | TransactionContext, 'get' | 'query'>;

/** One run, or null when it is gone. */
export function getRun(reader: RunReader, id: string): Promise<RunRecord | null> {
  return reader.get<StoredRun>(RUNS, id);
}

/** Runs by id, in the same order, null where one is gone. */
export function getRuns(store: DocumentStore, ids: string[]): Promise<(RunRecord | null)[]> {
  return store.getAll<StoredRun>(RUNS, ids);
}

/** The runs a query names (by their stored fields: stored-run.ts lists them). */
export function findRuns(reader: RunReader, spec: QuerySpec): Promise<StoredDocument<RunRecord>[]> {
  return reader.query<StoredRun>(RUNS, spec);
}

export function countRuns(store: DocumentStore, spec: QuerySpec): Promise<number> {
  return store.count(RUNS, spec);
}

/** Finished runs that still owe e-mails (a failed send, a crash, a restart), the oldest first. */
export function runsOwingDeliveries(store: DocumentStore, limit: number) {
  return findRuns(store, {
    where: [{ field: 'deliveryOwed', op: '==', value: true }],
    orderBy: [{ field: 'finishedAt', direction: 'asc' }],
    limit,
  });
}

/** The report's latest successful run (created before `before`, if given): what a re-run is compared with. */
export async function lastSuccessfulRun(
  store: DocumentStore,
  savedReportId: string,
  before?: string,
): Promise<{ id: string; data: RunRecord } | undefined> {
  const runs = await findRuns(store, {
    where: [{ field: 'savedReportId', op: '==', value: savedReportId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 20,
  });
  return runs.find(
    (run) => run.data.executionStatus === 'success' && (before === undefined || run.data.createdAt < before),
  );
}
