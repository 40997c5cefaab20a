import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  block,
  type GeminiHarness,
  jsonConfig,
  KEYWORDS_SCHEMA,
  RECALL_QUESTION,
  startGemini,
} from './gemini-test-kit';
import { STOP_WORDS } from './stop-words';

let gemini: GeminiHarness;
beforeAll(async () => {
  gemini = await startGemini();
});
afterAll(() => gemini.running.stop());

async function keywords(prompt: string): Promise<string[]> {
  const response = await gemini.ai.models.generateContent({
    model: 'gemini-3.1-pro-preview',
    contents: prompt,
    config: jsonConfig(KEYWORDS_SCHEMA),
  });
  return JSON.parse(response.text ?? '').keywords;
}

describe('keyword steps', () => {
  it('when the first step runs, then it returns at most max_keywords salient terms of the question', async () => {
    const result = await keywords(
      `List search keywords for this question.\n${block('question', RECALL_QUESTION)}\n${block('max_keywords', '6')}`,
    );

    expect(result.length).toBeLessThanOrEqual(6);
    expect(result).toEqual(expect.arrayContaining(['Summit 2', 'tent recall', '2023', 'Northwind']));
    for (const keyword of result) expect(STOP_WORDS.has(keyword.toLowerCase())).toBe(false);
  });

  it('when no max_keywords block is given, then no more than 30 keywords come back', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `topic${i}`).join(' and ');
    const result = await keywords(`Keywords please.\n${block('question', long)}`);
    expect(result).toHaveLength(30);
  });

  it('when the standing system query is given, then its terms rank after the question terms', async () => {
    const result = await keywords(
      `${block('question', 'Which jackets failed waterproof testing?')}\n` +
        `${block('system_query', 'Northwind sells outdoor gear in Canada.')}`,
    );
    expect(result).toContain('Canada');
    expect(result.indexOf('jackets')).toBeLessThan(result.indexOf('Canada'));
  });

  it('when a refining step gets keywords and negatives, then it keeps them, adds variants and drops the negatives', async () => {
    const result = await keywords(
      `Improve these keywords.\n${block('question', RECALL_QUESTION)}\n` +
        `${block('keywords', 'tent recall\nrevenue\nsupplier\nwarehouse')}\n` +
        `${block('negative_keywords', 'warehouse')}\n${block('max_keywords', '12')}`,
    );

    expect(result.slice(0, 3)).toEqual(['tent recall', 'revenue', 'supplier']);
    expect(result).toEqual(expect.arrayContaining(['sales', 'suppliers', 'vendor']));
    expect(result).not.toContain('warehouse');
    expect(result.length).toBeLessThanOrEqual(12);
  });

  it('when the instruction wording changes but the blocks do not, then the keywords are the same', async () => {
    const blocks = `${block('question', RECALL_QUESTION)}\n${block('max_keywords', '10')}`;
    const terse = await keywords(`Keywords.\n${blocks}`);
    const chatty = await keywords(
      `You are a meticulous librarian. Read the <question> carefully and answer with search terms.\n${blocks}`,
    );
    expect(chatty).toEqual(terse);
  });
});
