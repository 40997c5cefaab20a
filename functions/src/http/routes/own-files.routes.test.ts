import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOOGLE_DOCS_FOLDER, googleDocPath } from '@quarry/contracts/exports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocuments } from '../../domain/reports/runs/run-parts';
import type { ExecutionDocument, RunRecord } from '../../domain/reports/runs/run-record';
import type { WatchedReportDoc } from '../../domain/reports/saved/watch-fields';
import type { BrowserSession } from '../../testing/browser-session';
import { moveClocks } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { authorize, readyCreator } from '../../testing/sign-in-flow';
import { tempDir } from '../../testing/temp-dir';

/**
 * Quarry never reads what it wrote (docs/decisions/watching.md), through the local app and the emulators on
 * a copy of the sample drive: after 'Save to Google Docs', the saved doc (and anything in the
 * 'Quarry reports' folder) is not offered by a search, not read by a run (not even one asked for it
 * by name), not counted by the estimate, and its arrival wakes no watch.
 */
const MAYA = 'maya.chen@northwind.test';
const KEYWORDS = ['facilities budget'];
const sampleDrive = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../emulators/drive');

let drives: ReturnType<typeof tempDir>;
let stack: LocalStack;
let maya: BrowserSession;
let uid = '';
let reportId = '';
let firstRun: { id: string; read: string[]; sources: number } = { id: '', read: [], sources: 0 };
let savedDocId = '';

async function advance(minutes: number) {
  const clock = (await (await fetch(`${stack.app.url}/__control/clock`)).json()) as { now: string };
  await moveClocks(stack.app.url, stack.emulators.url, new Date(Date.parse(clock.now) + minutes * 60_000));
}

const execution = (id: string) => stack.app.deps.store.get<RunRecord>('reportExecutions', id);

/** Runs the saved report to its end: its id, the documents it read, and its cited sources. */
async function runReport(): Promise<typeof firstRun> {
  const started = await maya.call('POST', '/api/report-executions', {
    savedReportId: reportId,
    notifyOnCompletion: false,
  });
  const id = String(started.json.executionId);
  await until(
    'the run to end',
    async () => ['success', 'failed'].includes((await execution(id))?.executionStatus ?? ''),
    {
      tries: 600,
    },
  );
  const doc = (await execution(id))!;
  expect(doc.executionStatus).toBe('success');
  const read: ExecutionDocument[] = (await readDocuments(stack.app.deps.store, id, doc)) ?? [];
  const view = (await maya.call('GET', `/api/report-execution/${id}/view`)).json.execution as {
    evidence: { citations: unknown[] };
  };
  return { id, read: read.map((d) => d.id).sort(), sources: view.evidence.citations.length };
}

const offered = async () =>
  (
    (await maya.call('POST', '/api/query/search-documents', { keywords: KEYWORDS })).json.documents as {
      id: string;
    }[]
  )
    .map((d) => d.id)
    .sort();

const estimatedDocuments = async () =>
  (await maya.call('GET', `/api/saved-reports/${reportId}/estimate`)).json.documents as number;

beforeAll(async () => {
  drives = tempDir('quarry-drives-');
  fs.cpSync(path.join(sampleDrive, MAYA), path.join(drives.dir, MAYA), { recursive: true });
  stack = await startLocalStack({
    app: { TICK_SECONDS: '3600' },
    emulators: { QUARRY_DRIVE_DIR: drives.dir },
  });
  maya = await readyCreator(stack, MAYA);
  const [user] = await stack.app.deps.store.query('users', {
    where: [{ field: 'email', op: '==', value: MAYA }],
  });
  uid = user!.id;
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: 'Facilities budget',
    query: 'What is the facilities budget for 2026?',
    keywords: KEYWORDS,
    deepResearch: false,
  });
  reportId = String(saved.json.id);
  firstRun = await runReport();
  // Watching from before the save: the doc's arrival is a change in the log the tick reads.
  await maya.call('PATCH', `/api/saved-reports/${reportId}/watch`, { watch: true });
  await advance(1);
  expect((await authorize(maya, MAYA, 'drive-file')).status).toBe(200);
  const doc = await maya.call('POST', googleDocPath(firstRun.id), {});
  expect(doc.status).toBe(200);
  savedDocId = String(doc.json.fileId);
}, 300_000);
afterAll(async () => {
  await stack?.stop();
  drives?.remove();
});

describe('Quarry never reads what it wrote', () => {
  it('when the report is saved to Google Docs and the same keywords are searched again, then the saved doc is not offered, though Drive finds it by them', async () => {
    const all = await stack.app.deps.drive.withDrive(uid, (drive, token) =>
      drive.search(token, "fullText contains 'facilities budget' and trashed = false"),
    );

    expect(all.map((f) => f.id)).toContain(savedDocId);
    expect(await offered()).toEqual(firstRun.read);
  });

  it('when the report runs again, then the saved doc is not read and its sources and the estimate are as before', async () => {
    const estimate = await estimatedDocuments();
    const again = await runReport();

    expect(estimate).toBe(firstRun.read.length);
    expect(again.read).toEqual(firstRun.read);
    expect(again.read).not.toContain(savedDocId);
    expect(again.sources).toBe(firstRun.sources);
  });

  it('when a run is asked for the saved doc by name (a stale selection), then it is not read, nor counted as failed', async () => {
    const budget = firstRun.read[0]!;
    const queued = await maya.call('POST', '/api/query/extract-and-query', {
      userQuery: 'What is the facilities budget for 2026?',
      selectedDocuments: [
        { id: budget, name: 'Budget', mimeType: 'text/markdown' },
        { id: savedDocId, name: 'Facilities budget', mimeType: 'application/vnd.google-apps.document' },
      ],
      deepResearch: false,
      notifyOnCompletion: true,
    });
    const id = String(queued.json.executionId);
    await until(
      'the run to end',
      async () => ['success', 'failed'].includes((await execution(id))?.executionStatus ?? ''),
      {
        tries: 600,
      },
    );
    const run = (await execution(id))!;

    expect(run.executionStatus).toBe('success');
    expect(run.completion?.documentsProcessed).toBe(1);
    expect(run.completion?.statusCounts).toEqual({ data: 1, noData: 0, failed: 0 });
  });

  it('when the person puts a file of theirs in the Quarry reports folder, then a search does not offer it', async () => {
    const placed = path.join(drives.dir, MAYA, GOOGLE_DOCS_FOLDER, 'Facilities budget notes.md');
    fs.writeFileSync(placed, '# Notes\n\nThe facilities budget for 2026 is under review.\n');
    const all = await stack.app.deps.drive.withDrive(uid, (drive, token) =>
      drive.search(token, "name = 'Facilities budget notes.md' and trashed = false"),
    );

    expect(all).toHaveLength(1);
    expect(await offered()).toEqual(firstRun.read);
  });

  it('when the watch looks after the save, then the saved doc’s arrival makes no re-run due', async () => {
    await advance(6);
    await advance(6);

    const report = (await stack.app.deps.store.get<WatchedReportDoc>('savedReports', reportId))!;
    expect(report.watchLastLookedAt).toBeTruthy();
    expect(report.watchDueAt ?? null).toBeNull();
    const watchRuns = await stack.app.deps.store.query<RunRecord>('reportExecutions', {
      where: [{ field: 'savedReportId', op: '==', value: reportId }],
    });
    expect(watchRuns.filter((r) => r.data.triggerSource === 'watch')).toEqual([]);
  });
});
