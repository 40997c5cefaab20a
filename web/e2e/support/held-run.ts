import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Leaves a run of the person's as a worker that died mid-run leaves it (running, its lease held for
 * `leaseMs` more, no worker behind it), written in the app's store as an operator could: an account
 * deletion waits for that lease to run out, so the journey can sign in while the deletion is under way.
 */
export function leaveRunOfDeadWorker(email: string, leaseMs: number): void {
  const dataDir = process.env.QUARRY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('QUARRY_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new DatabaseSync(path.join(dataDir, 'quarry.db'));
  try {
    const user = db
      .prepare(`SELECT id FROM "users" WHERE json_extract(data, '$.email') = ?`)
      .get(email.toLowerCase()) as { id: string } | undefined;
    if (!user) throw new Error(`no account for ${email}`);
    const now = new Date();
    const run = {
      ownerId: user.id,
      savedReportId: null,
      chatSessionId: null,
      triggerSource: 'manual',
      savedReportName: 'Ridgeline costs',
      chatSessionTitle: null,
      executionStatus: 'running',
      progress: 40,
      reportDetails: { query: 'What did the recall cost?', keywords: ['Ridgeline'], deselectedDocuments: [] },
      documentCount: null,
      errorMessage: null,
      completion: null,
      attempt: 1,
      lostLeases: 0,
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      checkpoint: { documentsDone: 0 },
      notifyOnCompletion: false,
      notificationSentAt: null,
      notificationOwed: false,
      notifyingUntil: null,
      viewedAt: null,
      createdAt: now.toISOString(),
      startedAt: now.toISOString(),
      finishedAt: null,
    };
    db.prepare('INSERT INTO "reportExecutions" (id, version, data) VALUES (?, 1, ?)').run(
      `dead-worker-${now.getTime()}`,
      JSON.stringify(run),
    );
  } finally {
    db.close();
  }
}
