import type { RunEstimate } from '@quarry/contracts/estimate';
import { type RunUsage, totalTokens } from '@quarry/contracts/usage';
import { startBenchRun } from './bench-run';
import { sampleDriveRows, sampleDriveTable } from './estimate-sample';

/**
 * The estimate before a run against the run itself (issue 26, item 3): for each size of the pipeline
 * bench, the estimate the Continue step shows for the bench's documents, then the bench question
 * asked over them; model calls, input and output tokens (thinking included) and cost side by side.
 */
const SIZES = (process.env.BENCH_SIZES ?? '10,100,500,2000').split(',').map(Number);

interface Compared {
  documents: number;
  estimate: RunEstimate;
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
    const estimated = await bench.session.call('POST', '/api/research/estimate', {
      documents,
      deepResearch: true,
    });
    if (estimated.status !== 200) throw new Error(`The estimate failed: ${JSON.stringify(estimated.json)}`);
    const { events } = await bench.ask();
    const complete = events.find((e) => e.type === 'complete');
    if (complete?.type !== 'complete' || !complete.usage) throw new Error('The run did not complete');
    return {
      documents: count,
      estimate: estimated.json as unknown as RunEstimate,
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
      `${size} documents: calls ${e.modelCalls} estimated / ${a.calls} actual, input ${e.inputTokens} / ${a.input}, ` +
        `output ${e.outputTokens} / ${a.output}, cost $${e.costUsd.toFixed(4)} / $${a.costUsd.toFixed(4)}`,
    );
  }
  const table = [
    '| documents | model calls (estimate / actual) | input tokens | output tokens (with thinking) | cost (USD) | estimate / actual: calls, input, output, cost |',
    '|---|---|---|---|---|---|',
    ...rows
      .map(({ documents, estimate: e, actual: a }) =>
        [
          documents,
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

The estimate the Continue step shows (POST /api/research/estimate: the documents' types and Drive
sizes, the run's packing rules, the report's calls, the price table) for the pipeline bench's
documents, then the bench question asked over them with deep research; the actual figures are the
run's recorded usage. The aim is within 25% (docs/decisions/reading-economy.md).

${table}

On the sample drives ("The estimate is the cost", docs/decisions/reading-economy.md): each sample question of emulators/README.md asked as the
chat asks it (its keywords, every readable document the search found, the extraction cache emptied
so every document is read), for each kind of run: succinct ("plain"), deep research with an
introduction and a conclusion, the facilities question whose documents disagree, and the contracts
drive's question with its four columns. Tokens are input and output with thinking, estimate /
actual. The estimate cannot know before reading how much of what the search found bears on the
question (from 18% to 72% of the documents on these questions), so one question can be a third
over or under; over each kind's questions it lands within a few percent.

${sample}
`;
}
