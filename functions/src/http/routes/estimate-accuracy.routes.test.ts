import type { GridColumns } from '@quarry/contracts/grid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { contractsDriveStack } from '../../testing/contracts-stack';
import { costError, estimateThenRun } from '../../testing/estimate-against-run';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * The estimate is the cost (docs/decisions/reading-economy.md): the estimate the Continue step shows (POST
 * /api/research/estimate, which reads the documents ahead with the question's words) against the
 * cost the run then records, on the sample drives, for each kind of run: succinct, deep research,
 * with a disagreement found, with the evidence grid's columns. The recall question is one of emulators/README.md's sample questions; the contracts drive's
 * question is the evidence grid's, with its four columns. docs/benchmarks.md has every sample question.
 */
const MAYA = 'maya.chen@northwind.test';
const RECALL = 'What caused the Ridgeline 2 recall, what did it cost and who pays?';
/** The main drive's planned conflict ($87,300 against $92,000). */
const FACILITIES = 'What is the facilities budget for 2026?';
const CONTRACTS = 'What are the commercial terms of our contracts?';
const COLUMNS: GridColumns = [
  { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
  { id: 'c3', question: 'When does the contract renew?', type: 'date' },
  { id: 'c4', question: 'How much notice is needed to terminate?', type: 'text' },
];
const WITHIN = 0.25;

describe('the estimate against the run, on the main sample drive', () => {
  let stack: LocalStack;
  let maya: BrowserSession;
  beforeAll(async () => {
    stack = await startLocalStack();
    maya = await readyCreator(stack, MAYA);
  }, 90_000);
  afterAll(() => stack?.stop());

  it('when a succinct report is run, then its recorded cost is within 25% of the estimate, each step counted', async () => {
    const run = await estimateThenRun(stack, maya, RECALL, { deepResearch: false });

    expect(Math.abs(costError(run))).toBeLessThan(WITHIN);
    expect(run.estimate.byStep.extraction.calls).toBe(run.usage.byStep.extraction.calls);
    expect(run.estimate.byStep.report.calls).toBe(run.usage.byStep.report.calls);
    expect(run.estimate.byStep.disagreements.calls).toBe(run.usage.byStep.disagreements?.calls);
  }, 180_000);

  it('when a deep research report is run, then its recorded cost is within 25% of the estimate', async () => {
    const run = await estimateThenRun(stack, maya, RECALL, { deepResearch: true });

    expect(Math.abs(costError(run))).toBeLessThan(WITHIN);
    // The body, introduction, conclusion and claim check.
    expect(run.estimate.byStep.report.calls).toBe(4);
    expect(run.usage.byStep.report.calls).toBe(4);
  }, 180_000);

  it('when the documents disagree, then the comparison is counted and the recorded cost is within 25% of the estimate', async () => {
    const run = await estimateThenRun(stack, maya, FACILITIES, { deepResearch: false });

    expect(Math.abs(costError(run))).toBeLessThan(WITHIN);
    expect(run.estimate.byStep.disagreements.calls).toBe(1);
    expect(run.usage.byStep.disagreements?.calls).toBe(1);
  }, 180_000);
});

describe('the estimate against the run, with the evidence grid on the contracts drive', () => {
  const contracts = contractsDriveStack(90_000);

  it("when four columns are asked of every contract, then the estimate counts their cells and the run's cost is within 25% of it", async () => {
    const options = { deepResearch: false, keywords: ['Counterparty'] };

    const without = await estimateThenRun(contracts.stack, contracts.maya, CONTRACTS, options);
    const grid = await estimateThenRun(contracts.stack, contracts.maya, CONTRACTS, {
      ...options,
      columns: COLUMNS,
    });

    expect(Math.abs(costError(grid))).toBeLessThan(WITHIN);
    // The same calls: the columns are asked in the extraction calls, and their cells fill the answers.
    expect(grid.estimate.extractionCalls).toBe(without.estimate.extractionCalls);
    expect(grid.estimate.costUsd).toBeGreaterThan(without.estimate.costUsd * 2);
  }, 240_000);
});
