import type { GridColumns } from '@quarry/contracts/grid';
import { GridResponse, gridPath } from '@quarry/contracts/grid';
import { BENCH_QUESTION, compositionWaits, startBenchRun } from './bench-run';

/**
 * The evidence grid at size (docs/decisions/evidence-grid.md): a run over 2,000 documents with 5 columns, against its ideal
 * (ceil(extraction calls / concurrency) + composition waits, x latency, as the pipeline's), and its
 * extraction calls against the same run without columns: the columns ride in the same calls.
 */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);
const CONCURRENCY = Number(process.env.RESEARCH_CONCURRENCY ?? 4);
const DOCUMENTS = 2000;
const COLUMNS: GridColumns = [
  { id: 'c1', question: 'What revenue did the programme report?', type: 'number' },
  { id: 'c2', question: 'How many units did the team record?', type: 'number' },
  { id: 'c3', question: 'How many open issues are there?', type: 'number' },
  { id: 'c4', question: 'Was it above or below plan?', type: 'text' },
  { id: 'c5', question: 'When was the contract signed?', type: 'date' },
];

export async function gridAtSize(): Promise<string> {
  const bench = await startBenchRun(DOCUMENTS, {
    RESEARCH_CONCURRENCY: String(CONCURRENCY),
    RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY),
  });
  const { session, control, read, ask } = bench;
  try {
    await ask('Which programme recorded the most open issues? (warm-up)');
    const measure = async (question: string, columns?: GridColumns) => {
      await control('reset');
      await control('settings', { latencyMs: LATENCY_MS });
      const { events, ms } = await ask(question, columns ? { columns } : {});
      const complete = events.find((e) => e.type === 'complete');
      if (complete?.type !== 'complete')
        throw new Error(`The run did not complete: ${JSON.stringify(events.at(-1))}`);
      const stats = await read<{ byTask: Record<string, number> }>('stats');
      const calls = stats.byTask.extraction ?? 0;
      const idealMs = (Math.ceil(calls / CONCURRENCY) + compositionWaits(stats.byTask)) * LATENCY_MS;
      return { ms, calls, idealMs, executionId: String(complete.executionId) };
    };
    const plain = await measure(`${BENCH_QUESTION} (without columns)`);
    const grid = await measure(`${BENCH_QUESTION} (with columns)`, COLUMNS);
    const answer = GridResponse.parse((await session.call('GET', gridPath(grid.executionId))).json);
    const cells = answer.rows.reduce((sum, row) => sum + Object.keys(row.cells).length, 0);
    const unverified = answer.rows.reduce(
      (sum, row) => sum + Object.values(row.cells).filter((cell) => cell.unverified).length,
      0,
    );
    console.log(
      `grid: ${DOCUMENTS} documents x ${COLUMNS.length} columns in ${(grid.ms / 1000).toFixed(1)} s (ideal ${(grid.idealMs / 1000).toFixed(1)} s); ` +
        `${grid.calls} extraction calls, ${plain.calls} without columns`,
    );
    return `## The evidence grid (${DOCUMENTS.toLocaleString('en-US')} documents, ${COLUMNS.length} columns)

| run | wall time | ideal | wall / ideal | extraction calls | rows | cells answered | cells unverified |
|---|---|---|---|---|---|---|---|
| without columns | ${(plain.ms / 1000).toFixed(1)} s | ${(plain.idealMs / 1000).toFixed(1)} s | ${(plain.ms / plain.idealMs).toFixed(2)} | ${plain.calls} | | | |
| with ${COLUMNS.length} columns | ${(grid.ms / 1000).toFixed(1)} s | ${(grid.idealMs / 1000).toFixed(1)} s | ${(grid.ms / grid.idealMs).toFixed(2)} | ${grid.calls} | ${answer.rows.length} | ${cells} | ${unverified} |

The same ${DOCUMENTS.toLocaleString('en-US')} documents as the pipeline's, Gemini emulator at ${LATENCY_MS} ms a call, ${CONCURRENCY} calls at once,
asked once without and once with ${COLUMNS.length} column questions (each run its own question, so nothing comes
from the cache). The columns go in the same extraction calls as the question, packed documents staying
packed: the calls are the same number, and the grid's cost is the longer prompts and answers
and checking each cell's quote. The ideal is the pipeline's: ceil(extraction calls / concurrency) plus
the composition calls, times the latency. The emulator answers four of the columns from each of the
bench's documents (its prose has a figure for each); the signing date is in none of them ("not found").
`;
  } finally {
    await bench.stop();
  }
}
