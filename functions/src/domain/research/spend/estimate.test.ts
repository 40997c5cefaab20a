import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_SETTINGS } from '../model/system-settings';
import { UNPACKED } from '../reading/packing';
import { DEFAULT_TEXT_CHARS, expectedTextChars } from '../reading/text-size';
import { DOCX, GOOGLE_DOC, PDF } from '../search/document-types';
import { estimateRun } from './estimate';

const BUDGET = 400_000;
const options = { deepResearch: true, enableIntroduction: true, enableConclusion: true, costCapUsd: null };

function estimate(
  documents: { mimeType: string; size?: number }[],
  more: Partial<Parameters<typeof estimateRun>[0]> = {},
) {
  return estimateRun({
    documents,
    settings: DEFAULT_SYSTEM_SETTINGS,
    packing: UNPACKED,
    promptBudgetChars: BUDGET,
    ...options,
    ...more,
  });
}

describe('the text a document is expected to hold', () => {
  it('when it is a text format, then its bytes; a PDF about half; a Word file about a sixth; a Google Doc without a size the default', () => {
    expect(expectedTextChars({ mimeType: 'text/markdown', size: 1000 })).toBe(1000);
    expect(expectedTextChars({ mimeType: PDF, size: 1000 })).toBe(520);
    expect(expectedTextChars({ mimeType: DOCX, size: 1000 })).toBe(170);
    expect(expectedTextChars({ mimeType: GOOGLE_DOC })).toBe(DEFAULT_TEXT_CHARS);
  });
});

describe('the estimate before a run', () => {
  it('when documents are read unpacked with deep research, then each is one extraction call and the report adds its body, introduction, conclusion, claim check and the comparison of findings', () => {
    const result = estimate([
      { mimeType: 'text/markdown', size: 2000 },
      { mimeType: PDF, size: 10_000 },
    ]);

    expect(result).toMatchObject({ documents: 2, extractionCalls: 2, reportCalls: 5, modelCalls: 7 });
    expect(result.costUsd).toBeGreaterThan(0);
  });

  it('when the report of one document is succinct, then it is one call (nothing to compare); without introduction and conclusion, deep research is two', () => {
    const docs = [{ mimeType: 'text/plain', size: 500 }];

    expect(estimate(docs, { deepResearch: false }).reportCalls).toBe(1);
    expect(estimate(docs, { enableIntroduction: false, enableConclusion: false }).reportCalls).toBe(2);
  });

  it('when a document is larger than one prompt, then it takes a call per chunk', () => {
    const result = estimate([{ mimeType: 'text/plain', size: BUDGET * 2 + 1 }]);

    expect(result.extractionCalls).toBe(3);
  });

  it('when small documents may share calls, then the packing rules count fewer calls', () => {
    const docs = Array.from({ length: 10 }, () => ({ mimeType: 'text/markdown', size: 1500 }));

    const packed = estimate(docs, {
      packing: { budgetChars: 20_000, maxDocuments: 5, shareUpToChars: 8_000 },
    });

    expect(packed.extractionCalls).toBe(2);
    expect(estimate(docs).extractionCalls).toBe(10);
  });

  it("when many findings do not fit one call, then the report's condensing rounds are counted", () => {
    const docs = Array.from({ length: 400 }, () => ({ mimeType: 'text/plain', size: 80_000 }));

    const result = estimate(docs, { promptBudgetChars: 100_000 });

    expect(result.reportCalls).toBeGreaterThan(4);
  });

  it('when the cap is below the estimate, or leaves no room for a call and the report at their worst, then the run may stop at it; well above, it should not', () => {
    const docs = [{ mimeType: PDF, size: 200_000 }];
    const cost = estimate(docs).costUsd;

    expect(estimate(docs, { costCapUsd: cost / 2 }).mayStopAtCap).toBe(true);
    expect(estimate(docs, { costCapUsd: cost * 2 }).mayStopAtCap).toBe(true);
    expect(estimate(docs, { costCapUsd: cost + 5 }).mayStopAtCap).toBe(false);
  });
});
