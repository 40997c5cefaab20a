import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../functions/src/config';
import type { RunRecord } from '../../functions/src/domain/reports/runs/run-record';
import { RUNS } from '../../functions/src/domain/reports/runs/stored-run';
import { registerWithEmulators } from '../../functions/src/emulator-registration';
import { startAppProcess } from '../../functions/src/testing/app-process';
import { BrowserSession } from '../../functions/src/testing/browser-session';
import type { EmulatorsProcess } from '../../functions/src/testing/emulators-process';
import { freePort } from '../../functions/src/testing/free-port';
import { readySession } from '../../functions/src/testing/sign-in-flow';
import { EMAIL, foundDocuments } from './bench-run';
import type { MemoryCgroup } from './memory-cgroup';
import { cpuMsOf } from './process-cpu';
import { peakRssMbOf, rssMbOf } from './process-memory';

/** The saved report a bench runs: its question, keywords ('Bench' finds the bench's documents) and mode. */
export interface BenchReport {
  reportName: string;
  query: string;
  keywords: string[];
  deepResearch: boolean;
}

export interface QueuedRun {
  wallMs: number;
  status: string;
  shards: number;
  /** The app process's peak RSS (VmHWM, all its threads), and its RSS once signed in, before the run. */
  peakRssMb: number;
  rssBeforeMb: number;
  /** CPU time used during the run: the app process (with its parsing threads) and the emulators'. */
  appCpuMs: number;
  emulatorsCpuMs: number;
  /** The search before the run: the Drive emulator indexing the documents (when it had not yet). */
  setUpMs: number;
  /** The Gemini emulator's calls during the run, by task. */
  byTask: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One saved report's Run ('Run Report': a queued run that searches Drive itself) in a fresh app
 * process over `emulators`, as a reportWorker instance runs it: `entry` the built app
 * (app-bundle.ts) or the sources, `env` its settings (heap cap, shards, workers). Before the run
 * the bench's search finds the `documents` documents, so the Drive emulator's index is built (a
 * later run over the same emulators finds it ready) and is not timed; the Gemini emulator's counts
 * are reset and its latency set. Wall time from the Run to the run's end, read from the API.
 */
export async function queuedRunOver(
  emulators: EmulatorsProcess,
  options: {
    entry?: string;
    /** A memory cgroup the app runs in (memory-cgroup.ts), as a function's instance has its limit. */
    cgroup?: MemoryCgroup | undefined;
    env: Record<string, string>;
    documents: number;
    latencyMs: number;
    report: BenchReport;
  },
): Promise<QueuedRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-app-'));
  const env = { DATA_DIR: dataDir, EMULATORS_URL: emulators.url, ...options.env };
  const port = await freePort();
  const app = await startAppProcess(port, env, {
    ...(options.entry ? { entry: options.entry } : {}),
    ...(options.cgroup ? { cgroupProcs: options.cgroup.procs } : {}),
  });
  const gemini = `${emulators.url}/__control/gemini`;
  const control = (route: string, body: unknown) =>
    fetch(`${gemini}/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    await registerWithEmulators(loadConfig({ ...env, PORT: String(port), APP_ORIGIN: app.url }));
    const session = await readySession(new BrowserSession(app.url), EMAIL);
    const searched = performance.now();
    await foundDocuments(session, options.documents);
    const setUpMs = performance.now() - searched;
    await control('reset', {});
    await control('settings', { latencyMs: options.latencyMs });
    const rssBeforeMb = rssMbOf(app.pid);
    const cpuBefore = { app: cpuMsOf(app.pid) ?? 0, emulators: cpuMsOf(emulators.pid) ?? 0 };
    const saved = await session.call('POST', '/api/saved-reports', options.report);
    const started = performance.now();
    const queued = await session.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
    const id = String(queued.json.executionId);
    let execution = { executionStatus: 'pending', errorMessage: undefined as string | undefined };
    while (execution.executionStatus === 'pending' || execution.executionStatus === 'running') {
      await sleep(500);
      const view = await session.call('GET', `/api/report-execution/${id}/view`);
      execution = view.json.execution as typeof execution;
    }
    const wallMs = performance.now() - started;
    const measured = {
      peakRssMb: peakRssMbOf(app.pid) ?? Number.NaN,
      appCpuMs: (cpuMsOf(app.pid) ?? Number.NaN) - cpuBefore.app,
      emulatorsCpuMs: (cpuMsOf(emulators.pid) ?? Number.NaN) - cpuBefore.emulators,
    };
    const stats = (await (await fetch(`${gemini}/stats`)).json()) as { byTask: Record<string, number> };
    await app.stop();
    const status =
      execution.executionStatus === 'success'
        ? 'success'
        : `${execution.executionStatus}: ${execution.errorMessage}`;
    const shards = await shardsOf(dataDir, id);
    return { wallMs, status, shards, rssBeforeMb, setUpMs, ...measured, byTask: stats.byTask };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** How many shards the run was read in (1: in one piece), from the app's SQLite file once it stopped. */
async function shardsOf(dataDir: string, executionId: string): Promise<number> {
  const { SqliteDocumentStore } = await import('../../functions/src/adapters/sqlite/sqlite-document-store');
  const store = new SqliteDocumentStore({ file: path.join(dataDir, 'quarry.db') });
  try {
    return (await store.get<RunRecord>(RUNS, executionId))?.shardCount ?? 1;
  } finally {
    await store.close();
  }
}
