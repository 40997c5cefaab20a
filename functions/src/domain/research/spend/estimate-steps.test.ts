import type { GridColumns } from '@quarry/contracts/grid';
import { describe, expect, it } from 'vitest';
import { columnsBlock } from '../extraction/grid-cells';
import { DEFAULT_SYSTEM_SETTINGS } from '../model/system-settings';
import { UNPACKED } from '../reading/packing';
import { GOOGLE_DOC } from '../search/document-types';
import { estimateRun } from './estimate';
import { EXTRACTION_EXPECTED, extractionPlan } from './estimate-extraction';

/**
 * The estimate step by step (docs/decisions/reading-economy.md): each step the run records in its usage (extraction,
 * report, disagreements) is estimated from the calls the run makes, with the prompts and answers
 * the sample runs measured.
 */
const BUDGET = 400_000;
const PACKED = { budgetChars: 20_000, maxDocuments: 5, shareUpToChars: 8_000 };
const COLUMNS: GridColumns = [
  { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
];
const doc = (n: number, mimeType = 'text/markdown', size = 2_000) => ({
  id: `doc${String(n).padStart(30, '0')}`,
  name: `Contract ${n}.md`,
  mimeType,
  size,
});
const three = [doc(1), doc(2), doc(3)];

function estimate(
  documents: ReturnType<typeof doc>[],
  more: Partial<Parameters<typeof estimateRun>[0]> = {},
) {
  return estimateRun({
    documents,
    settings: DEFAULT_SYSTEM_SETTINGS,
    packing: PACKED,
    promptBudgetChars: BUDGET,
    deepResearch: false,
    enableIntroduction: true,
    enableConclusion: true,
    costCapUsd: null,
    ...more,
  });
}

describe('the extraction step', () => {
  it.each([
    ['three small Markdown files', three, 1],
    ['a Google Doc and two uploads (they never share a call)', [doc(1, GOOGLE_DOC), doc(2), doc(3)], 2],
    ['a text file over two prompt budgets (a call per chunk)', [doc(1, 'text/plain', BUDGET * 2 + 1)], 3],
  ])('when the documents are %s, then it counts the calls the run packs', (_, documents, calls) => {
    expect(estimate(documents).byStep.extraction.calls).toBe(calls);
  });

  it('when columns are asked, then each call carries their questions once and each document answers a cell per column', () => {
    const without = extractionPlan(three, DEFAULT_SYSTEM_SETTINGS, PACKED, BUDGET, undefined);
    const withColumns = extractionPlan(three, DEFAULT_SYSTEM_SETTINGS, PACKED, BUDGET, COLUMNS);

    const [call, plain] = [withColumns.calls[0], without.calls[0]];
    expect((call?.inputChars ?? 0) - (plain?.inputChars ?? 0)).toBe(columnsBlock(COLUMNS).length + 2);
    expect((call?.outputChars ?? 0) - (plain?.outputChars ?? 0)).toBe(
      three.length * COLUMNS.length * EXTRACTION_EXPECTED.cellChars,
    );
    // The report is written from the findings, not the cells.
    expect(withColumns.findingsChars).toBe(without.findingsChars);
  });

  it("when documents share a call, then each one's answer names it by its id; alone, it does not", () => {
    const packed = extractionPlan([doc(1), doc(2)], DEFAULT_SYSTEM_SETTINGS, PACKED, BUDGET, undefined);
    const alone = extractionPlan([doc(1), doc(2)], DEFAULT_SYSTEM_SETTINGS, UNPACKED, BUDGET, undefined);

    const answers = (plan: typeof packed) => plan.calls.reduce((sum, c) => sum + c.outputChars, 0);
    expect(answers(packed) - answers(alone)).toBe(2 * (doc(1).id.length + 8));
  });

  it('when a document is read, then its findings are a share of its text, its answer the findings and their JSON', () => {
    const plan = extractionPlan(
      [doc(1, 'text/plain', 10_000)],
      DEFAULT_SYSTEM_SETTINGS,
      UNPACKED,
      BUDGET,
      undefined,
    );

    const findings = 10_000 * EXTRACTION_EXPECTED.findingsShare;
    expect(plan.calls[0]?.outputChars).toBeGreaterThan(findings);
    expect(plan.calls[0]?.outputChars).toBeLessThan(findings * 1.5);
    expect(plan.findingsChars).toBeGreaterThan(findings);
  });
});

describe('the report and comparison steps', () => {
  it.each([
    ['succinct', false, 1],
    ['deep research: body, introduction, conclusion and claim check', true, 4],
  ])('when the report is %s, then the report step is its calls', (_, deepResearch, calls) => {
    expect(estimate(three, { deepResearch }).byStep.report.calls).toBe(calls);
  });

  it('when two documents or more are read, then the comparison of findings is one call of its own; one document, none', () => {
    expect(estimate(three).byStep.disagreements.calls).toBe(1);
    expect(estimate([doc(1)]).byStep.disagreements).toEqual({
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
    });
  });

  it('when a call runs on Flash, then its thinking is half its answer; on Pro, as much as its answer', () => {
    const flash = estimate(three).byStep.report;
    const pro = estimate(three, {
      settings: { ...DEFAULT_SYSTEM_SETTINGS, queryPhaseSuccinctModel: 'gemini-3.1-pro-preview' },
    }).byStep.report;

    expect(pro.inputTokens).toBe(flash.inputTokens);
    expect(pro.outputTokens / flash.outputTokens).toBeCloseTo(2 / 1.5, 1);
  });

  it('when the steps are added up, then they are the estimate: its calls, tokens and cost', () => {
    const result = estimate(three, { deepResearch: true, columns: COLUMNS });
    const steps = Object.values(result.byStep);

    expect(steps.reduce((s, step) => s + step.calls, 0)).toBe(result.modelCalls);
    expect(steps.reduce((s, step) => s + step.inputTokens, 0)).toBe(result.inputTokens);
    expect(steps.reduce((s, step) => s + step.outputTokens, 0)).toBe(result.outputTokens);
    expect(steps.reduce((s, step) => s + step.costUsd, 0)).toBeCloseTo(result.costUsd, 10);
  });
});
