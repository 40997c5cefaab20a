import type { RunRecord } from '../../functions/src/domain/reports/runs/run-record';
import { RUNS } from '../../functions/src/domain/reports/runs/stored-run';
import type { DocumentStore } from '../../functions/src/ports/document-store.port';
import { compositionWaits, startBenchOver } from './bench-run';

/**
 * A large run read in shards by 1, 2 and 4 workers (docs/architecture/runs.md): the local queue's
 * WORKER_CONCURRENCY workers play the shards, as reportWorker invocations do in the cloud. One queued
 * run (a saved report's Run) over `size` realistic documents, in shards of an eighth of them, so each
 * worker count has shards to share; the model's concurrency is the run's, shared by the shards read
 * at once, so the ideal (the model's alone) is the same for every worker count.
 */
const LATENCY_MS = 100;
const CONCURRENCY = Number(process.env.RESEARCH_CONCURRENCY ?? 4);
export const WORKER_COUNTS = [1, 2, 4];

export interface WorkersRow {
  workers: number;
  shards: number;
  wallMs: number;
  idealMs: number;
  extractionCalls: number;
  status: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runWith(drive: () => string, size: number, workers: number): Promise<WorkersRow> {
  const shardSize = Math.max(1, Math.ceil(size / 8));
  const app = {
    RESEARCH_CONCURRENCY: String(CONCURRENCY),
    RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY),
    WORKER_CONCURRENCY: String(workers),
    SHARD_THRESHOLD: String(shardSize),
    SHARD_SIZE: String(shardSize),
  };
  const bench = await startBenchOver(drive(), size, app, 0);
  try {
    await bench.control('reset');
    await bench.control('settings', { latencyMs: LATENCY_MS });
    const saved = await bench.session.call('POST', '/api/saved-reports', {
      reportName: `Bench workers ${workers}`,
      query: 'What revenue, costs and headcount do these documents report?',
      keywords: ['Bench'],
      deepResearch: true,
    });
    const started = performance.now();
    const queued = await bench.session.call('POST', '/api/report-executions', {
      savedReportId: saved.json.id,
    });
    const id = String(queued.json.executionId);
    const run = await ended(bench.stack.app.deps.store, id);
    const wallMs = performance.now() - started;
    const stats = await bench.read<{ byTask: Record<string, number> }>('stats');
    const extractionCalls = stats.byTask.extraction ?? 0;
    return {
      workers,
      shards: run.shardCount ?? 1,
      wallMs,
      idealMs: (Math.ceil(extractionCalls / CONCURRENCY) + compositionWaits(stats.byTask)) * LATENCY_MS,
      extractionCalls,
      status: run.executionStatus === 'success' ? 'success' : `failed: ${run.errorMessage}`,
    };
  } finally {
    await bench.stop();
  }
}

/** The run once it ended, read from the app's store every 100 ms (at most an hour). */
async function ended(store: Pick<DocumentStore, 'get'>, id: string) {
  for (let waited = 0; waited < 3_600_000; waited += 100) {
    const run = await store.get<RunRecord>(RUNS, id);
    if (run?.executionStatus === 'success' || run?.executionStatus === 'failed') return run;
    await sleep(100);
  }
  throw new Error(`Run ${id} did not end within an hour`);
}

/** Each worker count in turn, each on a fresh stack over its own drive of the same documents. */
export async function realisticWorkers(drive: () => string, size: number): Promise<WorkersRow[]> {
  const rows: WorkersRow[] = [];
  for (const workers of WORKER_COUNTS) {
    rows.push(await runWith(drive, size, workers));
    const r = rows.at(-1) as WorkersRow;
    console.log(
      `realistic ${size} documents, ${r.workers} worker(s), ${r.shards} shards: wall ${(r.wallMs / 1000).toFixed(1)} s ` +
        `(ideal ${(r.idealMs / 1000).toFixed(1)} s), speed-up ${speedUp(rows, r).toFixed(2)}`,
    );
  }
  return rows;
}

const speedUp = (rows: WorkersRow[], row: WorkersRow) => (rows[0]?.wallMs ?? row.wallMs) / row.wallMs;

export function workersSection(size: number, rows: WorkersRow[]): string {
  return `### Shards and workers (${size} documents)

\`BENCH_REALISTIC_WORKERS=<documents>\` (scripts/bench/realistic-workers.ts): one queued run (a saved
report's Run) over the corpus's first ${size} documents, split into shards of ${Math.ceil(size / 8)}
and read by 1, 2 and 4 local workers (WORKER_CONCURRENCY); ${CONCURRENCY} model calls at once in all,
shared by the shards read together; Gemini answers after ${LATENCY_MS} ms. Wall time from the Run to
the report; the ideal as above (the model's alone); speed-up against one worker.

| workers | shards | wall time | ideal | wall / ideal | speed-up | extraction calls | run |
|---|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.workers} | ${r.shards} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.idealMs / 1000).toFixed(1)} s | ${(r.wallMs / r.idealMs).toFixed(2)} | ${speedUp(rows, r).toFixed(2)} | ${r.extractionCalls} | ${r.status} |`,
  )
  .join('\n')}
`;
}
