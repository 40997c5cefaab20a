import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../functions/src/config';
import { registerWithEmulators } from '../../functions/src/emulator-registration';
import { startAppProcess } from '../../functions/src/testing/app-process';
import { BrowserSession } from '../../functions/src/testing/browser-session';
import { startEmulatorsProcess } from '../../functions/src/testing/emulators-process';
import { freePort } from '../../functions/src/testing/free-port';
import { readySession } from '../../functions/src/testing/sign-in-flow';
import { BENCH_QUESTION, compositionWaits, EMAIL, writeDrive } from './bench-run';

/**
 * `BENCH_ONLY=large`: one run of BENCH_LARGE_DOCUMENTS (10,000) documents, as 'Run Report' makes it
 * (a saved report's background run over a fresh Drive search; the chat's selection is one request,
 * which a person would not fill with 10,000 picks). The app runs as its own process, its old space
 * capped as a 512 MB instance would cap it, and its peak RSS is the kernel's high-water mark. Also
 * the size of the run's record and of what is stored beside it.
 */
const DOCUMENTS = Number(process.env.BENCH_LARGE_DOCUMENTS ?? 10_000);
const CONCURRENCY = 16;
const LATENCY_MS = 100;
const HEAP_MB = 384;

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export async function largeRun(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-large-'));
  writeDrive(path.join(root, 'drive'), DOCUMENTS);
  const emulators = await startEmulatorsProcess({
    EMULATORS_STATE_DIR: path.join(root, 'emulators'),
    QUARRY_DRIVE_DIR: path.join(root, 'drive'),
  });
  const env = {
    DATA_DIR: path.join(root, 'app'),
    EMULATORS_URL: emulators.url,
    RESEARCH_CONCURRENCY: String(CONCURRENCY),
    RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY),
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
  };
  const port = await freePort();
  const app = await startAppProcess(port, env);
  try {
    await registerWithEmulators(loadConfig({ ...env, PORT: String(port), APP_ORIGIN: app.url }));
    const session = await readySession(new BrowserSession(app.url), EMAIL);
    const control = (route: string, body: unknown) =>
      fetch(`${emulators.url}/__control/gemini/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await control('reset', {});
    await control('settings', { latencyMs: LATENCY_MS });
    const startRss = peakRssMb(app.pid);
    const saved = await session.call('POST', '/api/saved-reports', {
      reportName: 'Bench',
      query: BENCH_QUESTION,
      keywords: ['Bench'],
      deepResearch: true,
    });
    const started = performance.now();
    const queued = await session.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
    const id = String(queued.json.executionId);
    let status = 'pending';
    while (status === 'pending' || status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const view = await session.call('GET', `/api/report-execution/${id}/view`);
      status = (view.json.execution as { executionStatus: string }).executionStatus;
    }
    const wallMs = performance.now() - started;
    const peak = peakRssMb(app.pid);
    const stats = (await (await fetch(`${emulators.url}/__control/gemini/stats`)).json()) as {
      byTask: Record<string, number>;
    };
    const extraction = stats.byTask.extraction ?? 0;
    // The calls the run made: small documents share them (docs/decisions/reading-economy.md).
    const idealMs = (Math.ceil(extraction / CONCURRENCY) + compositionWaits(stats.byTask)) * LATENCY_MS;
    const sizes = await storedSizes(env.DATA_DIR, id);
    if (status !== 'success') throw new Error(`The ${DOCUMENTS}-document run ended ${status}`);
    console.log(
      `${DOCUMENTS} documents in the background: ${(wallMs / 1000).toFixed(1)} s (ideal ${(idealMs / 1000).toFixed(1)} s), ` +
        `app peak RSS ${peak.toFixed(0)} MB (idle ${startRss.toFixed(0)} MB), record ${sizes.record} bytes`,
    );
    return `## A large run

Part of \`npm run bench\`; \`BENCH_ONLY=large\` runs it alone (BENCH_LARGE_DOCUMENTS, default 10,000): one saved report's
background run over ${DOCUMENTS.toLocaleString('en-US')} documents, as 'Run Report' makes it, with the Gemini
emulator at ${LATENCY_MS} ms and ${CONCURRENCY} extraction calls at once (small documents share calls). The app runs as its own process with its old
space capped at ${HEAP_MB} MB (as a 512 MB instance caps it); peak RSS is the kernel's high-water mark
of that process (VmHWM), its idle figure taken after sign-in.

| documents | wall time | ideal | wall / ideal | extraction calls | app peak RSS | app RSS before the run | run record | document list beside it | report and evidence table beside it |
|---|---|---|---|---|---|---|---|---|---|
| ${DOCUMENTS} | ${(wallMs / 1000).toFixed(1)} s | ${(idealMs / 1000).toFixed(1)} s | ${(wallMs / idealMs).toFixed(2)} | ${extraction} | ${peak.toFixed(0)} MB | ${startRss.toFixed(0)} MB | ${sizes.record} bytes | ${sizes.pages} pages, largest ${kb(sizes.largestPage)} | ${sizes.parts} parts, largest ${kb(sizes.largestPart)} |
`;
  } finally {
    await app.stop();
    await emulators.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The run's record and its parts as stored, read from the app's SQLite file once it is done. */
async function storedSizes(dataDir: string, executionId: string) {
  const { SqliteDocumentStore } = await import('../../functions/src/adapters/sqlite/sqlite-document-store');
  const store = new SqliteDocumentStore({ file: path.join(dataDir, 'quarry.db') });
  try {
    const size = (doc: unknown) => Buffer.byteLength(JSON.stringify(doc));
    const record = await store.get<{ documentCount: number; reportParts?: number }>(
      'reportExecutions',
      executionId,
    );
    const pages = await store.query('executionDocuments', {
      where: [{ field: 'executionId', op: '==', value: executionId }],
    });
    const parts = await store.query('executionReports', {
      where: [{ field: 'executionId', op: '==', value: executionId }],
    });
    return {
      record: size(record),
      pages: pages.length,
      largestPage: Math.max(0, ...pages.map((p) => size(p.data))),
      parts: parts.length,
      largestPart: Math.max(0, ...parts.map((p) => size(p.data))),
    };
  } finally {
    await store.close();
  }
}
