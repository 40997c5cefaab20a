import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  block,
  findingsBlock,
  type GeminiHarness,
  jsonConfig,
  RECALL_QUESTION,
  SANITY_SCHEMA,
  startGemini,
  type TestFinding,
} from './gemini-test-kit';
import { reportSentences } from './report-sentences';

let gemini: GeminiHarness;
beforeAll(async () => {
  gemini = await startGemini();
});
afterAll(() => gemini.running.stop());

const FINDINGS: TestFinding[] = [
  {
    source: 1,
    document: 'Recall memo.pdf',
    page: 2,
    text: 'In March 2023 we recalled 4,200 Summit 2 tents after pole failures. The recall cost Northwind $1.3 million.',
  },
  { source: 3, document: 'Supplier terms.docx', text: 'Alder Metals agreed to pay 40% of the recall cost.' },
];

async function text(prompt: string, config?: object): Promise<string> {
  const response = await gemini.ai.models.generateContent({
    model: 'gemini-3.1-pro-preview',
    contents: prompt,
    config,
  });
  return response.text ?? '';
}

function report(): Promise<string> {
  return text(`Write a cited report.\n${block('question', RECALL_QUESTION)}\n${findingsBlock(FINDINGS)}`);
}

describe('report composition', () => {
  it('when findings are given, then the report opens with a cited direct answer and every claim cites a given source', async () => {
    const markdown = await report();

    expect(markdown).not.toMatch(/^#\s/m);
    const [answer, ...details] = markdown.trim().split('\n\n');
    expect(answer).toMatch(/^(?:[^\n]+? \[\d+\][.!?] ?){2,5}$/);
    for (const part of details) expect(part).toMatch(/^## |\[\d+\]\.$/);
    expect(markdown).toContain('The recall cost Northwind $1.3 million [1].');
    expect(markdown).toContain('Alder Metals agreed to pay 40% of the recall cost [3].');
    const cited = [...markdown.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(new Set(cited)).toEqual(new Set([1, 3]));
  });

  it('when a finding has no source number, then it is left out rather than cited under an invented number', async () => {
    const findings = `${findingsBlock(FINDINGS).replace(
      '</findings>',
      '<finding document="Rumours.txt">Competitors paid for the recall.</finding></findings>',
    )}`;
    const markdown = await text(`${block('question', RECALL_QUESTION)}\n${findings}`);

    expect(markdown).not.toContain('Competitors');
    expect([...markdown.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]).sort()).toEqual(['1', '1', '3']);
  });

  it('when no findings are given, then the report says so and cites nothing', async () => {
    const markdown = await text(`${block('question', RECALL_QUESTION)}\n${findingsBlock([])}`);
    expect(markdown).toContain('None of the provided findings address this question.');
    expect(markdown).not.toMatch(/\[\d+\]/);
  });

  it.each(['introduction', 'conclusion'])(
    'when the %s is asked for, then it is built from the report’s own cited sentences',
    async (section) => {
      const markdown = await report();
      const written = await text(
        `Write the ${section}.\n${block('question', RECALL_QUESTION)}\n${block('report', markdown)}\n${block('section', section)}`,
      );

      const cited = reportSentences(written).filter((s) => s.sources.length > 0);
      expect(cited.length).toBeGreaterThan(0);
      for (const sentence of cited) expect(markdown).toContain(sentence.text);
      expect(written).not.toBe(markdown);
    },
  );
});

describe('sanity check', () => {
  async function check(markdown: string) {
    const answer = await text(
      `Check the report against the findings.\n${findingsBlock(FINDINGS)}\n${block('report', markdown)}`,
      jsonConfig(SANITY_SCHEMA),
    );
    return JSON.parse(answer).unsupportedClaims as { claim: string; reason: string }[];
  }

  it('when the report is the emulator’s own synthesis of the findings, then nothing is flagged', async () => {
    expect(await check(await report())).toEqual([]);
  });

  it('when a claim cites a missing source or says what its source does not, then both are flagged', async () => {
    const flagged = await check(
      [
        'The recall cost Northwind $1.3 million [1].',
        'Sales of the Ridgeline jacket doubled in Norway [3].',
        'Alder Metals paid for the recall [7].',
      ].join(' '),
    );

    expect(flagged.map((f) => f.claim)).toEqual([
      'Sales of the Ridgeline jacket doubled in Norway [3].',
      'Alder Metals paid for the recall [7].',
    ]);
    expect(flagged[1]?.reason).toContain('[7]');
  });
});

describe('an answer held to maxOutputTokens', () => {
  it('when the report would take more than maxOutputTokens with its thinking, then it stops at the limit with MAX_TOKENS and its usage stays within it', async () => {
    const prompt = `Write a cited report.\n${block('question', RECALL_QUESTION)}\n${findingsBlock(FINDINGS)}`;

    const response = await gemini.ai.models.generateContent({
      model: 'gemini-3.1-pro-preview',
      contents: prompt,
      config: { maxOutputTokens: 20 },
    });

    expect(response.candidates?.[0]?.finishReason).toBe('MAX_TOKENS');
    const usage = response.usageMetadata;
    expect((usage?.candidatesTokenCount ?? 0) + (usage?.thoughtsTokenCount ?? 0)).toBeLessThanOrEqual(20);
  });

  it('when the answer fits maxOutputTokens, then it is whole', async () => {
    const prompt = `Write a cited report.\n${block('question', RECALL_QUESTION)}\n${findingsBlock(FINDINGS)}`;

    const response = await gemini.ai.models.generateContent({
      model: 'gemini-3.1-pro-preview',
      contents: prompt,
      config: { maxOutputTokens: 8192 },
    });

    expect(response.candidates?.[0]?.finishReason).toBe('STOP');
  });
});
