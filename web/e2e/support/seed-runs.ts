import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Writes a run Gemini's daily quota holds into the app's store, as the worker leaves one (stored
 * pending, its lease and `pausedUntil` at the reset): for screens that list every user's runs,
 * whose journeys need not spend a day's quota. The pause itself is made for real in reports.spec.ts.
 */
export function seedPausedRun(reportName: string, pausedUntil: Date): string {
  const dataDir = process.env.QUARRY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('QUARRY_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const id = randomUUID();
  const until = pausedUntil.toISOString();
  const run = {
    ownerId: `seeded-${id}`,
    savedReportId: null,
    chatSessionId: null,
    triggerSource: 'saved_report',
    savedReportName: reportName,
    chatSessionTitle: null,
    executionStatus: 'pending',
    progress: 92,
    pausedUntil: until,
    leaseUntil: until,
    attempt: 1,
    lostLeases: 0,
    reportDetails: {
      query: 'Which contracts renew this quarter?',
      keywords: ['renewal'],
      negativeKeywords: [],
      directories: [],
      deselectedDocuments: [],
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
    },
    errorMessage: null,
    notifyOnCompletion: false,
    notificationSentAt: null,
    notificationOwed: false,
    viewedAt: null,
    createdAt: new Date().toISOString(),
    startedAt: new Date().toISOString(),
    finishedAt: null,
  };
  const db = new DatabaseSync(path.join(dataDir, 'quarry.db'));
  try {
    db.exec(
      'CREATE TABLE IF NOT EXISTS "reportExecutions" (id TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL)',
    );
    db.prepare('INSERT INTO "reportExecutions" (id, version, data) VALUES (?, 1, ?)').run(
      id,
      JSON.stringify(run),
    );
  } finally {
    db.close();
  }
  return id;
}
