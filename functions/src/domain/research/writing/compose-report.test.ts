import { describe, expect, it } from 'vitest';
import type { GenerateRequest, LanguageModel } from '../../../ports/language-model.port';
import { DEFAULT_RETRY_POLICY } from '../model/model-calls';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../model/system-settings';
import type { ResearchDeps } from '../research-deps';
import { composeReport, type WrittenReport } from './compose-report';

/** A model whose claim check answers only when the test lets it; every call is logged in order. */
function heldCheck() {
  const log: string[] = [];
  let answerCheck = () => {};
  let checkAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    checkAsked = resolve;
  });
  const model: LanguageModel = {
    checkKey: async () => {},
    listModels: async () => [],
    generateText: async (request: GenerateRequest) => {
      const section = /<section>\s*(\w+)\s*<\/section>/.exec(request.prompt)?.[1];
      log.push(section ?? 'body');
      return section ? `The ${section} [1].` : 'The recall cost $1.86M [1].';
    },
    generateJson: async () => {
      log.push('check asked');
      checkAsked();
      await new Promise<void>((release) => {
        answerCheck = release;
      });
      log.push('check answered');
      return { unsupportedClaims: [] };
    },
  };
  const deps = {
    model,
    retry: { ...DEFAULT_RETRY_POLICY, sleep: async () => {} },
    promptBudgetChars: 100_000,
  } as unknown as ResearchDeps;
  return { deps, log, asked, answer: () => answerCheck() };
}

describe('composing a report', () => {
  it('when a deep report’s text is final, then it is handed on while its claims are checked, once', async () => {
    const model = heldCheck();
    const written: WrittenReport[] = [];
    const composing = composeReport({
      deps: model.deps,
      settings: { ...DEFAULT_SYSTEM_SETTINGS } as SystemSettings,
      apiKey: 'key',
      question: 'What did the recall cost?',
      findings: [{ source: 1, document: 'Memo.pdf', text: 'The recall cost $1.86M.' }],
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
      onWritten: (report) => {
        model.log.push('written');
        written.push({ ...report });
      },
    });
    await model.asked;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(model.log.slice(-2)).toEqual(['check asked', 'written']);
    expect(written).toEqual([
      {
        introduction: 'The introduction [1].',
        body: 'The recall cost $1.86M [1].',
        conclusion: 'The conclusion [1].',
      },
    ]);
    model.answer();
    const report = await composing;
    expect(model.log.at(-1)).toBe('check answered');
    expect(report.unsupportedClaims).toEqual([]);
    expect(written).toHaveLength(1);
  });
});
