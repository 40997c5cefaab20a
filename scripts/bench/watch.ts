import type { RunRecord } from '../../functions/src/domain/reports/runs/run-record';
import { moveClocks } from '../../functions/src/testing/emulator-controls';
import { until } from '../../functions/src/testing/poll';
import { BENCH_QUESTION, type BenchRun, compositionWaits, EMAIL, startBenchRun } from './bench-run';

/**
 * A watched report at size (docs/decisions/watching.md): a saved report over 2,000 documents, watched; the
 * tick looks at a quiet drive (no model call), then one file is edited and the report re-runs in
 * the background: one extraction (the cache holds the other 1,999) plus the composition, against
 * its first full run.
 */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);
const CONCURRENCY = Number(process.env.RESEARCH_CONCURRENCY ?? 4);
const DOCUMENTS = 2000;

type Stats = { calls: number; byTask: Record<string, number> };

export async function watchAtSize(): Promise<string> {
  const bench = await startBenchRun(DOCUMENTS, {
    TICK_SECONDS: '3600',
    RESEARCH_CONCURRENCY: String(CONCURRENCY),
    RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY),
  });
  const { stack, session, control, read } = bench;
  const store = stack.app.deps.store;
  const advance = (minutes: number) => advanceClocks(stack, minutes);
  const ended = (executionId: string) => endOf(stack, executionId);
  try {
    await control('settings', { latencyMs: LATENCY_MS });
    const saved = await session.call('POST', '/api/saved-reports', {
      reportName: 'Bench watch',
      query: BENCH_QUESTION,
      keywords: ['Bench'],
      deepResearch: false,
    });
    const reportId = String(saved.json.id);
    await control('reset');
    let started = performance.now();
    const first = await session.call('POST', '/api/report-executions', {
      savedReportId: reportId,
      notifyOnCompletion: false,
    });
    const firstRun = await ended(String(first.json.executionId));
    const fullMs = performance.now() - started;
    const full = await read<Stats>('stats');
    if (firstRun.executionStatus !== 'success')
      throw new Error(`The first run failed: ${firstRun.errorMessage}`);

    await session.call('PATCH', `/api/saved-reports/${reportId}/watch`, { watch: true });
    await advance(1);
    await control('reset');
    const quietMs = await advance(70);
    const quiet = await read<Stats>('stats');

    await editOneFile(stack);
    await control('reset');
    started = performance.now();
    await advance(6);
    const runs = await store.query<RunRecord>('reportExecutions', {
      where: [{ field: 'savedReportId', op: '==', value: reportId }],
    });
    const watched = runs.find((r) => r.data.triggerSource === 'watch');
    if (!watched) throw new Error('The edit started no watched run');
    const rerun = await ended(watched.id);
    const rerunMs = performance.now() - started;
    const again = await read<Stats>('stats');
    const idealMs =
      (Math.ceil((again.byTask.extraction ?? 0) / CONCURRENCY) + compositionWaits(again.byTask)) * LATENCY_MS;
    console.log(
      `watch: quiet look ${quietMs.toFixed(0)} ms with ${quiet.calls} calls; one edit re-ran in ${(rerunMs / 1000).toFixed(1)} s with ${again.byTask.extraction ?? 0} extraction calls (${rerun.watchOutcome?.kind})`,
    );
    return `## A watched report (${DOCUMENTS.toLocaleString('en-US')} documents)

| step | wall time | model calls | extraction calls | outcome |
|---|---|---|---|---|
| first full run | ${(fullMs / 1000).toFixed(1)} s | ${full.calls} | ${full.byTask.extraction ?? 0} | |
| the tick, nothing changed | ${quietMs.toFixed(0)} ms | ${quiet.calls} | ${quiet.byTask.extraction ?? 0} | no run |
| one file edited: look, re-run, compare, e-mail | ${(rerunMs / 1000).toFixed(1)} s (ideal ${(idealMs / 1000).toFixed(1)} s) | ${again.calls} | ${again.byTask.extraction ?? 0} | ${rerun.watchOutcome?.kind ?? 'none'} |

A saved report over the pipeline's ${DOCUMENTS.toLocaleString('en-US')} documents (Gemini emulator at ${LATENCY_MS} ms a call, ${CONCURRENCY} at
once), set to watch for changes (docs/decisions/watching.md). With the drive quiet, the tick reads the owner's Drive change
log and starts nothing: no model call. After one document is edited through the Drive emulator's control
route, the tick finds it in the change log, re-runs the report in the background and compares its facts:
the one changed document is read again (one extraction), the other ${(DOCUMENTS - 1).toLocaleString('en-US')} come from the cache,
and the report is composed again. The wall time runs from moving the clock to the e-mail being sent.
`;
  } finally {
    await bench.stop();
  }
}

/** Moves the app's and the emulators' clocks on by `minutes`; the time the tick's work took. */
async function advanceClocks(stack: BenchRun['stack'], minutes: number): Promise<number> {
  const clock = (await (await fetch(`${stack.app.url}/__control/clock`)).json()) as { now: string };
  const started = performance.now();
  await moveClocks(stack.app.url, stack.emulators.url, new Date(Date.parse(clock.now) + minutes * 60_000));
  return performance.now() - started;
}

/** The run once it ended and its deliveries are done. */
async function endOf(stack: BenchRun['stack'], executionId: string): Promise<RunRecord> {
  const store = stack.app.deps.store;
  await until(
    `run ${executionId} to end`,
    async () => {
      const run = await store.get<RunRecord>('reportExecutions', executionId);
      return Boolean(run && ['success', 'failed'].includes(run.executionStatus) && run.deliveryOwed !== true);
    },
    { tries: 6000, everyMs: 50 },
  );
  return (await store.get<RunRecord>('reportExecutions', executionId))!;
}

/** One document of the drive edited through the Drive emulator's control route. */
async function editOneFile(stack: BenchRun['stack']): Promise<void> {
  const edited = await fetch(`${stack.emulators.url}/__control/drive/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: EMAIL,
      path: `Bench ${DOCUMENTS}/Field report 007.md`,
      append: '\n\nRevised: the Hiring programme reported revenue of $99.90M in Q3 2026.\n',
    }),
  });
  if (!edited.ok) throw new Error(`Editing the file answered ${edited.status}`);
}
