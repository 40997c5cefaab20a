import type { RunEstimate } from '@quarry/contracts/estimate';
import { type RunUsage, totalTokens } from '@quarry/contracts/usage';
import { BENCH_QUESTION, startBenchRun } from './bench-run';
import { sampleDriveRows, sampleDriveTable } from './estimate-sample';

/**
 * The estimate before a run against the run itself (docs/decisions/performance.md): for each size of the pipeline
 * bench, the estimate the Continue step shows for the bench's documents, then the bench question
 * asked over them; model calls, input and output tokens (thinking included) and cost side by side.
 */
const SIZES = (process.env.BENCH_SIZES ?? '10,100,500,2000').split(',').map(Number);

interface Compared {
  documents: number;
  estimate: RunEstimate;
  /** The estimate's own time: it reads a spread sample of the documents ahead. */
  estimateMs: number;
  actual: { calls: number; input: number; output: number; costUsd: number };
}

function actualOf(usage: RunUsage): Compared['actual'] {
  const steps = Object.values(usage.byStep);
  return {
    calls: steps.reduce((sum, s) => sum + s.calls, 0),
    input: steps.reduce((sum, s) => sum + s.input, 0),
    output: steps.reduce((sum, s) => sum + totalTokens(s) - s.input, 0),
    costUsd: usage.estimatedCostUsd,
  };
}

async function compare(count: number): Promise<Compared> {
  const bench = await startBenchRun(count, {});
  try {
    // The search's documents, with the size Drive gave each, as the Continue step sends them.
    const documents = bench.docs.map(
      ({ id, name, mimeType, size }: (typeof bench.docs)[number] & { size?: number }) => ({
        id,
        name,
        mimeType,
        ...(size !== undefined ? { size } : {}),
      }),
    );
    const started = performance.now();
    const estimated = await bench.session.call('POST', '/api/research/estimate', {
      documents,
      question: BENCH_QUESTION,
      keywords: ['Bench'],
      deepResearch: true,
    });
    const estimateMs = performance.now() - started;
    if (estimated.status !== 200) throw new Error(`The estimate failed: ${JSON.stringify(estimated.json)}`);
    const { events } = await bench.ask();
    const complete = events.find((e) => e.type === 'complete');
    if (complete?.type !== 'complete' || !complete.usage) throw new Error('The run did not complete');
    return {
      documents: count,
      estimate: estimated.json as unknown as RunEstimate,
      estimateMs,
      actual: actualOf(complete.usage),
    };
  } finally {
    await bench.stop();
  }
}

const ratio = (estimate: number, actual: number) => (actual === 0 ? '-' : (estimate / actual).toFixed(2));

export async function estimateAccuracy(): Promise<string> {
  const rows: Compared[] = [];
  for (const size of SIZES) {
    const row = await compare(size);
    rows.push(row);
    const { estimate: e, actual: a } = row;
    console.log(
      `${size} documents: the estimate took ${Math.round(row.estimateMs)} ms; calls ${e.modelCalls} estimated / ${a.calls} actual, input ${e.inputTokens} / ${a.input}, ` +
        `output ${e.outputTokens} / ${a.output}, cost $${e.costUsd.toFixed(4)} / $${a.costUsd.toFixed(4)}`,
    );
  }
  const table = [
    "| documents | the estimate's own time | model calls (estimate / actual) | input tokens | output tokens (with thinking) | cost (USD) | estimate / actual: calls, input, output, cost |",
    '|---|---|---|---|---|---|---|',
    ...rows
      .map(({ documents, estimateMs, estimate: e, actual: a }) =>
        [
          documents,
          `${Math.round(estimateMs)} ms`,
          `${e.modelCalls} / ${a.calls}`,
          `${e.inputTokens} / ${a.input}`,
          `${e.outputTokens} / ${a.output}`,
          `${e.costUsd.toFixed(4)} / ${a.costUsd.toFixed(4)}`,
          [
            ratio(e.modelCalls, a.calls),
            ratio(e.inputTokens, a.input),
            ratio(e.outputTokens, a.output),
            ratio(e.costUsd, a.costUsd),
          ].join(', '),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ].join('\n');
  const sample = sampleDriveTable(await sampleDriveRows());
  return `## Estimate against actual

The estimate the Continue step shows (POST /api/research/estimate with the question and keywords:
it reads the documents ahead with the run's own reader, all of them up to 40 and an evenly spread
sample of 40 beyond, within 5 seconds, and predicts each document's findings from the passages that
hold the question's terms; the run's packing rules, the report's calls, the price table) for the
pipeline bench's documents, then the bench question asked over them with deep research; the actual
figures are the run's recorded usage. The estimate's own time is the request's, read-ahead included.
The aim is within 25%.

${table}

On the sample drives: each sample question of emulators/README.md asked as the chat asks it (its
keywords, every readable document the search found, the extraction cache emptied so every document
is read), for each kind of run: succinct ("plain"), deep research with an introduction and a
conclusion, the facilities question whose documents disagree, and the contracts drive's question
with its four columns. Tokens are input and output with thinking, estimate / actual. How much of
what the search found bears on the question (from 18% to 72% of the documents on these questions) is
now read ahead rather than guessed (docs/decisions: "The estimate reads ahead"); what remains is the
difference between the passages the question's words pick out and those the model quotes. Why a
row lands outside 25%, and what was changed for it, is in docs/decisions/reading-economy.md ("The
estimate counts the tables the run shows").

${sample}
`;
}
