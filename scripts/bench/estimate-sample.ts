import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EstimatedStep } from '@quarry/contracts/estimate';
import type { GridColumns } from '@quarry/contracts/grid';
import { type TokenTally, totalTokens } from '@quarry/contracts/usage';
import {
  costError,
  type EstimatedRun,
  type EstimatedRunOptions,
  estimateThenRun,
} from '../../functions/src/testing/estimate-against-run';
import { startLocalStack } from '../../functions/src/testing/local-stack';
import { readyCreator } from '../../functions/src/testing/sign-in-flow';

/**
 * The estimate against the run on the sample drives (docs/decisions/reading-economy.md): each sample question of
 * emulators/README.md asked as the chat asks it, for each kind of run (succinct, deep research, with
 * the evidence grid's columns, with a disagreement found), the estimate first, then the run's
 * recorded usage, step by step.
 */
const MAYA = 'maya.chen@northwind.test';
const MAIN_QUESTIONS = [
  'What was Q3 2026 revenue by region, and why did Europe fall?',
  'What caused the Ridgeline 2 recall, what did it cost and who pays?',
  'What are the payment terms and end dates of our supplier contracts?',
  'How many people do we hire in 2027, where, and at what cost?',
  'Are we on track for our sustainability targets?',
];
/** The main drive's planned conflict ($87,300 against $92,000). */
const DISAGREEMENT_QUESTION = 'What is the facilities budget for 2026?';
const CONTRACTS_QUESTION = 'What are the commercial terms of our contracts?';
const CONTRACT_COLUMNS: GridColumns = [
  { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
  { id: 'c3', question: 'When does the contract renew?', type: 'date' },
  { id: 'c4', question: 'How much notice is needed to terminate?', type: 'text' },
];

export interface SampleRow extends EstimatedRun {
  kind: string;
  question: string;
}

type Ask = (kind: string, question: string, options: EstimatedRunOptions) => Promise<SampleRow>;

/** The local app and emulators over a sample drive (a copy of `drive`, or the main one), Maya signed in. */
async function withStack(drive: string | undefined, use: (ask: Ask) => Promise<void>): Promise<void> {
  const copy = drive ? fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-estimate-drive-')) : undefined;
  if (drive && copy) fs.cpSync(drive, copy, { recursive: true });
  const stack = await startLocalStack(copy ? { emulators: { QUARRY_DRIVE_DIR: copy } } : {});
  try {
    const session = await readyCreator(stack, MAYA);
    await use(async (kind, question, options) =>
      printed({ kind, question, ...(await estimateThenRun(stack, session, question, options)) }),
    );
  } finally {
    await stack.stop();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  }
}

const percent = (row: EstimatedRun) => {
  const error = Math.round(costError(row) * 100);
  return `${error >= 0 ? '+' : ''}${error}%`;
};
const tokens = (step: EstimatedStep | undefined) => (step ? step.inputTokens + step.outputTokens : 0);
const actualTokens = (tally: TokenTally | undefined) => (tally ? totalTokens(tally) : 0);

function printed(row: SampleRow): SampleRow {
  const { estimate: e, usage: a } = row;
  console.log(
    `estimate ${row.kind}: estimated $${e.costUsd.toFixed(4)} in ${Math.round(row.estimateMs)} ms, actual $${a.estimatedCostUsd.toFixed(4)} (${percent(row)}) — ${row.question}`,
  );
  for (const step of ['extraction', 'report', 'disagreements'] as const) {
    console.log(
      `  ${step}: calls ${e.byStep[step].calls} / ${a.byStep[step]?.calls ?? 0}, tokens ${tokens(e.byStep[step])} / ${actualTokens(a.byStep[step])}`,
    );
  }
  return row;
}

/** Every sample question, each kind of run; the main drive, then the contracts drive for the grid. */
export async function sampleDriveRows(): Promise<SampleRow[]> {
  const rows: SampleRow[] = [];
  await withStack(undefined, async (ask) => {
    for (const question of MAIN_QUESTIONS) {
      rows.push(await ask('plain', question, { deepResearch: false }));
      rows.push(await ask('deep research', question, { deepResearch: true }));
    }
    rows.push(await ask('with disagreements', DISAGREEMENT_QUESTION, { deepResearch: false }));
  });
  await withStack(path.resolve('emulators/drive-contracts'), async (ask) => {
    const grid = { deepResearch: false, keywords: ['Counterparty'] };
    rows.push(await ask('plain', CONTRACTS_QUESTION, grid));
    rows.push(await ask('with columns', CONTRACTS_QUESTION, { ...grid, columns: CONTRACT_COLUMNS }));
  });
  return rows;
}

/** The rows of one kind added up: the estimates against the runs over every sample question of it. */
function kindTotals(rows: SampleRow[]): { kind: string; estimated: number; actual: number }[] {
  const kinds = [...new Set(rows.map((row) => row.kind))];
  return kinds.map((kind) => {
    const of = rows.filter((row) => row.kind === kind);
    return {
      kind,
      estimated: of.reduce((sum, row) => sum + row.estimate.costUsd, 0),
      actual: of.reduce((sum, row) => sum + row.usage.estimatedCostUsd, 0),
    };
  });
}

const signed = (ratio: number) => `${ratio >= 1 ? '+' : ''}${Math.round((ratio - 1) * 100)}%`;

/** The section's table: each question and kind, step by step, then each kind over its questions. */
export function sampleDriveTable(rows: SampleRow[]): string {
  const totals = kindTotals(rows);
  for (const t of totals) {
    console.log(
      `estimate ${t.kind} (all its sample questions): estimated $${t.estimated.toFixed(4)}, actual $${t.actual.toFixed(4)} (${signed(t.estimated / t.actual)})`,
    );
  }
  const step = (row: SampleRow, name: 'extraction' | 'report' | 'disagreements') =>
    `${tokens(row.estimate.byStep[name])} / ${actualTokens(row.usage.byStep[name])}`;
  return [
    "| kind | question | documents | the estimate's own time | cost: estimate / actual (USD) | difference | tokens, extraction | tokens, report | tokens, comparison |",
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${row.question} | ${row.documents} | ${Math.round(row.estimateMs)} ms | ${row.estimate.costUsd.toFixed(4)} / ${row.usage.estimatedCostUsd.toFixed(4)} | ${percent(row)} | ${step(row, 'extraction')} | ${step(row, 'report')} | ${step(row, 'disagreements')} |`,
    ),
    ...totals.map(
      (t) =>
        `| **${t.kind}, all its questions** | | | | ${t.estimated.toFixed(4)} / ${t.actual.toFixed(4)} | ${signed(t.estimated / t.actual)} | | | |`,
    ),
  ].join('\n');
}
