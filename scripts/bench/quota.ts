import type { RunRecord } from '../../functions/src/domain/reports/runs/run-record';
import { RUNS } from '../../functions/src/domain/reports/runs/stored-run';
import { BENCH_QUESTION, type BenchRun, startBenchRun } from './bench-run';
import { callPacing, type LoggedCall, type Pacing } from './call-pacing';

const DOCUMENTS = 500;
/** R: the rpm limit of the limited run, and the emulator's latency under it. */
const RPM = Number(process.env.BENCH_QUOTA_RPM ?? 240);
const LIMITED_LATENCY_MS = Number(process.env.BENCH_QUOTA_LATENCY_MS ?? 800);
/** The unlimited run answers as fast as the pipeline bench's, so only the ceiling holds it back. */
const UNLIMITED_LATENCY_MS = 100;
/**
 * The limited run once more as 'Run Report' makes a large one: a queued run read in shards of
 * SHARDED.size by SHARDED.workers workers at once, which share the one quota (shard-rules.ts).
 */
const SHARDED = { size: 100, workers: 4 };

interface Measured {
  pacing: Pacing;
  failed: number;
  /** Why the run did not complete, when it did not. */
  ended?: string;
  ms: number;
  start: number;
  ceiling: number;
  /** Shards the run was read in (the queued run's). */
  shards?: number;
}

/** One run over DOCUMENTS documents with the app's configured concurrency, paced as the emulator saw it. */
async function measure(settings: { latencyMs: number; rpmLimit?: number }): Promise<Measured> {
  // One document a call: this measures the pacing of many calls under an rpm limit, which packing
  // (a call per twenty small documents) would leave too few of to measure.
  const bench = await startBenchRun(DOCUMENTS, { RESEARCH_PACK_MAX_DOCUMENTS: '1' });
  try {
    await bench.control('reset');
    await bench.control('settings', settings);
    const { events, ms } = await bench.ask();
    const complete = events.find((e) => e.type === 'complete');
    const { calls } = await bench.read<{ calls: LoggedCall[] }>('calls');
    const { concurrency, maxConcurrency } = bench.stack.app.config.research;
    return {
      pacing: callPacing(calls),
      failed: complete?.type === 'complete' ? complete.statusCounts.failed : DOCUMENTS,
      ...(complete ? {} : { ended: JSON.stringify(events.at(-1)) }),
      ms,
      start: concurrency,
      ceiling: maxConcurrency,
    };
  } finally {
    await bench.stop();
  }
}

/**
 * The limited run as a queued run (a saved report's Run) read in shards, SHARDED.workers at once: the
 * shards share the person's quota, each paced by its own adaptive limit from its share.
 */
async function measureSharded(settings: { latencyMs: number; rpmLimit: number }): Promise<Measured> {
  const bench = await startBenchRun(DOCUMENTS, {
    RESEARCH_PACK_MAX_DOCUMENTS: '1',
    SHARD_THRESHOLD: String(SHARDED.size),
    SHARD_SIZE: String(SHARDED.size),
    WORKER_CONCURRENCY: String(SHARDED.workers),
  });
  try {
    await bench.control('reset');
    await bench.control('settings', settings);
    const started = performance.now();
    const run = await queuedRun(bench);
    const ms = performance.now() - started;
    const { calls } = await bench.read<{ calls: LoggedCall[] }>('calls');
    const { concurrency, maxConcurrency } = bench.stack.app.config.research;
    // Each shard's share of the run's (shard-rules.ts shareOfQuota).
    const share = (n: number) => Math.max(1, Math.floor(n / SHARDED.workers));
    const done = run.executionStatus === 'success';
    return {
      pacing: callPacing(calls),
      failed: done ? (run.completion?.statusCounts.failed ?? 0) : DOCUMENTS,
      ...(done ? {} : { ended: `${run.executionStatus}: ${run.errorMessage}` }),
      ms,
      start: share(concurrency),
      ceiling: share(maxConcurrency),
      shards: run.shardCount ?? 1,
    };
  } finally {
    await bench.stop();
  }
}

/** A saved report's Run over the bench's documents, to its end, read from the app's store. */
async function queuedRun(bench: BenchRun): Promise<RunRecord> {
  const saved = await bench.session.call('POST', '/api/saved-reports', {
    reportName: 'Bench quota',
    query: BENCH_QUESTION,
    keywords: ['Bench'],
    deepResearch: false,
  });
  const queued = await bench.session.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
  const id = String(queued.json.executionId);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const run = await bench.stack.app.deps.store.get<RunRecord>(RUNS, id);
    if (run && run.executionStatus !== 'pending' && run.executionStatus !== 'running') return run;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Adaptive concurrency against Gemini's rate limit (docs/architecture/testing.md): a 500-document run with the
 * emulator limited to RPM calls a minute should sustain at least 0.9 of it without failing a
 * document; without a limit it should climb to the configured ceiling.
 */
export async function quotaPacing(): Promise<string> {
  const limited = await measure({ latencyMs: LIMITED_LATENCY_MS, rpmLimit: RPM });
  const free = await measure({ latencyMs: UNLIMITED_LATENCY_MS });
  const sharded = await measureSharded({ latencyMs: LIMITED_LATENCY_MS, rpmLimit: RPM });
  const ratio = limited.pacing.perMinute / RPM;
  const shardedRatio = sharded.pacing.perMinute / RPM;
  const plain = (m: Measured) => (m.pacing.admitted * 60_000) / Math.max(1, m.pacing.readingMs);
  console.log(
    `quota, limited to ${RPM}/min: ${limited.pacing.perMinute.toFixed(0)} calls/min (${ratio.toFixed(2)} of R, ` +
      `worst minute ${limited.pacing.worstMinute}; ${plain(limited).toFixed(0)} over the whole phase), ` +
      `${limited.pacing.rateLimited} 429s, ${limited.failed} failed, ` +
      `settled at ${limited.pacing.settled} documents at once; reading ${seconds(limited.pacing.readingMs)}` +
      `${limited.ended ? `; the run ended: ${limited.ended}` : ''}`,
  );
  console.log(
    `quota, unlimited: peak ${free.pacing.peak} documents at once of a ceiling of ${free.ceiling}, ` +
      `${free.pacing.rateLimited} 429s, ${free.failed} failed; reading ${seconds(free.pacing.readingMs)}` +
      `${free.ended ? `; the run ended: ${free.ended}` : ''}`,
  );
  console.log(
    `quota, limited to ${RPM}/min, ${sharded.shards} shards read ${SHARDED.workers} at once: ` +
      `${sharded.pacing.perMinute.toFixed(0)} calls/min (${shardedRatio.toFixed(2)} of R, worst minute ${sharded.pacing.worstMinute}), ` +
      `${sharded.pacing.rateLimited} 429s, ${sharded.failed} failed; reading ${seconds(sharded.pacing.readingMs)}` +
      `${sharded.ended ? `; the run ended: ${sharded.ended}` : ''}`,
  );
  const row = (what: string, m: Measured, perMinute: string) =>
    `| ${what} | ${seconds(m.pacing.readingMs)} | ${m.pacing.admitted} | ${perMinute} | ${plain(m).toFixed(0)} | ${m.pacing.rateLimited} | ${m.failed} | ${m.pacing.settled} / ${m.pacing.peak} | ${m.start} → ${m.ceiling} |`;
  return [
    '## Gemini rate limit',
    '',
    `${DOCUMENTS} documents read with the app's configured concurrency (it starts at RESEARCH_CONCURRENCY and`,
    'adapts up to RESEARCH_MAX_CONCURRENCY, `functions/src/domain/research/model/adaptive-limit.ts`), counted at the',
    'Gemini emulator from its call log. Limited: the emulator lets through R generation calls a minute (a',
    'sliding window; a call over it gets 429 RESOURCE_EXHAUSTED naming the seconds until a slot frees) and',
    `answers after ${LIMITED_LATENCY_MS} ms, so about R / 60 x latency = ${((RPM / 60) * (LIMITED_LATENCY_MS / 1000)).toFixed(1)} documents at once keep up with it.`,
    'Calls per minute in one-minute windows: the extraction calls let through in each one-minute window of',
    'the reading phase, averaged over the windows (the limit holds every window to R, so 1.00 of R is the',
    'most; the worst window is beside it). Over the whole phase: calls / its length, which can pass R, as the',
    `window's first minute is free. Unlimited: answers after ${UNLIMITED_LATENCY_MS} ms, no limit (its phase is shorter than a`,
    'minute, so both rates are the plain one). Documents at once: those between their first call and their',
    "answer (waiting out a 429 included), the median over the reading phase's second half, and the most.",
    '',
    '| run | reading phase | calls let through | calls per minute, in one-minute windows | calls per minute, over the whole phase | 429s met | documents failed | documents at once, settled / peak | start → ceiling |',
    '|---|---|---|---|---|---|---|---|---|',
    row(
      `limited to R = ${RPM} a minute`,
      limited,
      `${limited.pacing.perMinute.toFixed(0)} = ${ratio.toFixed(2)} of R (worst minute ${limited.pacing.worstMinute})`,
    ),
    row('no limit', free, `${free.pacing.perMinute.toFixed(0)}`),
    row(
      `limited to R, 'Run Report' in ${sharded.shards} shards, ${SHARDED.workers} at once`,
      sharded,
      `${sharded.pacing.perMinute.toFixed(0)} = ${shardedRatio.toFixed(2)} of R (worst minute ${sharded.pacing.worstMinute})`,
    ),
    '',
    `The sharded run is the limited one as 'Run Report' makes a large run (docs/architecture/runs.md): a queued`,
    `run split into shards of ${SHARDED.size}, ${SHARDED.workers} read at once by the local queue's workers as reportWorker`,
    "invocations read them; each starts at and is capped by its share of the run's concurrency (its start",
    "→ ceiling is a shard's), so together they ask no more at once than the run alone, and each one's",
    "adaptive limit meets the quota's 429s.",
    '',
    ...(limited.ended ? [`The limited run did not complete: ${limited.ended}`, ''] : []),
    ...(free.ended ? [`The unlimited run did not complete: ${free.ended}`, ''] : []),
    ...(sharded.ended ? [`The sharded run did not complete: ${sharded.ended}`, ''] : []),
  ].join('\n');
}
