import type { WhereClause } from '../../../ports/document-store.port';
import type { RunRecord } from './run-record';

/**
 * What counts as a run (docs/decisions/usage-and-analytics.md). Sharing a chat answer with 'Include this answer as the
 * first run' copies that run to the share (share-from-chat.ts, `copiedFrom`): the team sees it in the
 * share's history, but nothing was run, read or spent again. Every figure that counts runs, their
 * documents, tokens or cost (analytics, the spend alert, the history, the administrator's counts)
 * leaves copies out through this predicate, or, where the store counts, through COPIES below.
 */
export function isCopiedRun(doc: Pick<RunRecord, 'copiedFrom'>): boolean {
  return typeof doc.copiedFrom === 'string' && doc.copiedFrom !== '';
}

/** The runs really made among `docs`: copies left out. */
export function runsReallyMade<T extends { data: Pick<RunRecord, 'copiedFrom'> }>(docs: T[]): T[] {
  return docs.filter((doc) => !isCopiedRun(doc.data));
}

/**
 * The same predicate as a store filter, matching exactly the copies (a range on a field leaves out
 * the documents without it, in Firestore as in SQLite): a count of runs is the count less this.
 */
export const COPIED_RUNS: WhereClause = { field: 'copiedFrom', op: '>', value: '' };
