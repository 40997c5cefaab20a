/**
 * Every composite index the repositories' queries need. The SQLite adapter builds an expression
 * index from each; firestore.indexes.json must declare the same (a test keeps them equal).
 */
export interface IndexSpec {
  collection: string;
  fields: { field: string; order: 'asc' | 'desc' }[];
}

export const STORE_INDEXES: IndexSpec[] = [
  // A watched report's re-run is compared with the report's last successful run (docs/decisions/watching.md).
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'savedReportId', order: 'asc' },
      { field: 'createdAt', order: 'desc' },
    ],
  },
  // The retention sweep: a person's old report executions, and their extraction cache entries.
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'ownerId', order: 'asc' },
      { field: 'createdAt', order: 'desc' },
    ],
  },
  // The tick: runs whose lease ran out, and finished runs still owing their e-mail.
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'executionStatus', order: 'asc' },
      { field: 'leaseUntil', order: 'asc' },
    ],
  },
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'notificationOwed', order: 'asc' },
      { field: 'finishedAt', order: 'asc' },
    ],
  },
  // The tick: finished scheduled runs still owing deliveries to their team.
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'deliveryOwed', order: 'asc' },
      { field: 'finishedAt', order: 'asc' },
    ],
  },
  // The administrator's monitoring list: one status tab, newest first.
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'executionStatus', order: 'asc' },
      { field: 'createdAt', order: 'desc' },
    ],
  },
  // ...and its counts of runs, less the copies of runs in each (counted-runs.ts).
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'executionStatus', order: 'asc' },
      { field: 'copiedFrom', order: 'asc' },
    ],
  },
  // ...and its count of runs paused by Gemini's daily quota (stored pending, with pausedUntil).
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'executionStatus', order: 'asc' },
      { field: 'pausedUntil', order: 'asc' },
    ],
  },
  // A team's runs over a period, for its administrators' analytics.
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'teamId', order: 'asc' },
      { field: 'createdAt', order: 'desc' },
    ],
  },
  // A shared report's history, newest first (the team dashboard and the Teams page).
  {
    collection: 'reportExecutions',
    fields: [
      { field: 'sharedReportId', order: 'asc' },
      { field: 'createdAt', order: 'desc' },
    ],
  },
  {
    collection: 'extractions',
    fields: [
      { field: 'ownerId', order: 'asc' },
      { field: 'createdAt', order: 'desc' },
    ],
  },
  // ... and what was stored beside runs (reports/runs/run-parts.ts), should a deletion have been cut short,
  // and runs' event logs (run-events.ts), kept a day, and the Google Docs runs were saved as.
  ...['executionDocuments', 'executionReports', 'executionEvents', 'googleDocExports'].map((collection) => ({
    collection,
    fields: [
      { field: 'ownerId', order: 'asc' as const },
      { field: 'createdAt', order: 'desc' as const },
    ],
  })),
  // A person's chat sessions, newest first.
  {
    collection: 'chatSessions',
    fields: [
      { field: 'ownerId', order: 'asc' },
      { field: 'updatedAt', order: 'desc' },
    ],
  },
  // The contact form's per-address hourly limit.
  {
    collection: 'contactMessages',
    fields: [
      { field: 'email', order: 'asc' },
      { field: 'createdAt', order: 'asc' },
    ],
  },
  // The tick: account jobs (downloads, deletions) whose lease ran out or whose retry is due.
  {
    collection: 'accountJobs',
    fields: [
      { field: 'status', order: 'asc' },
      { field: 'leaseUntil', order: 'asc' },
    ],
  },
  // A person's downloads of their data, newest first (docs/architecture/accounts-and-data.md).
  {
    collection: 'dataExports',
    fields: [
      { field: 'ownerId', order: 'asc' },
      { field: 'createdAt', order: 'desc' },
    ],
  },
];

/** The same list in firestore.indexes.json's format. */
export function firestoreIndexesJson(indexes: IndexSpec[] = STORE_INDEXES) {
  return {
    indexes: indexes.map((index) => ({
      collectionGroup: index.collection,
      queryScope: 'COLLECTION',
      fields: index.fields.map((f) => ({
        fieldPath: f.field,
        order: f.order === 'asc' ? 'ASCENDING' : 'DESCENDING',
      })),
    })),
    fieldOverrides: [],
  };
}
