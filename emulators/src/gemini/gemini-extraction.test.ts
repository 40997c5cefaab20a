import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  block,
  documentBlock,
  EXTRACTION_SCHEMA,
  type GeminiHarness,
  jsonConfig,
  RECALL_MEMO_PAGES,
  RECALL_QUESTION,
  startGemini,
} from './gemini-test-kit';

let gemini: GeminiHarness;
beforeAll(async () => {
  gemini = await startGemini();
});
afterAll(() => gemini.running.stop());

interface Extraction {
  hasData: boolean;
  findings: { text: string; page?: number }[];
}

const MEMO = { id: 'file-recall-memo', name: 'Recall memo.pdf', mime: 'application/pdf' };

async function extract(question: string, document: string, config: object = jsonConfig(EXTRACTION_SCHEMA)) {
  const response = await gemini.ai.models.generateContent({
    model: 'gemini-3.8-flash',
    contents: `Extract what answers the question from the document.\n${block('question', question)}\n${document}`,
    config,
  });
  return { text: response.text ?? '', result: JSON.parse(response.text ?? '') as Extraction };
}

describe('extraction', () => {
  it('when the document answers the question, then the answering passages come back verbatim with their page', async () => {
    const { result } = await extract(RECALL_QUESTION, documentBlock(MEMO, RECALL_MEMO_PAGES));

    expect(result.hasData).toBe(true);
    expect(result.findings.length).toBeGreaterThan(0);
    expect(result.findings.length).toBeLessThanOrEqual(5);
    expect(result.findings).toContainEqual({
      text: 'The recall cost Northwind $1.3 million, including refunds and replacement poles.',
      page: 2,
    });
    for (const finding of result.findings) {
      expect(finding.page).toBe(2);
      expect(RECALL_MEMO_PAGES[1]).toContain(finding.text);
      expect(finding.text.length).toBeLessThanOrEqual(400);
    }
  });

  it('when the document says nothing about the question, then hasData is false and there are no findings', async () => {
    const { result } = await extract(
      'What is the warranty period for Ridgeline rain jackets?',
      documentBlock(MEMO, RECALL_MEMO_PAGES),
    );
    expect(result).toEqual({ hasData: false, findings: [] });
  });

  it('when the document changes, then the answer changes with it', async () => {
    const revised = [...RECALL_MEMO_PAGES];
    revised[1] = RECALL_MEMO_PAGES[1]!.replace('$1.3 million', '$2.4 million');

    const before = await extract(RECALL_QUESTION, documentBlock(MEMO, RECALL_MEMO_PAGES));
    const after = await extract(RECALL_QUESTION, documentBlock(MEMO, revised));

    expect(after.text).not.toBe(before.text);
    expect(after.text).toContain('$2.4 million');
  });

  it('when the same request is sent twice, then the answer is identical', async () => {
    const first = await extract(RECALL_QUESTION, documentBlock(MEMO, RECALL_MEMO_PAGES));
    const second = await extract(RECALL_QUESTION, documentBlock(MEMO, RECALL_MEMO_PAGES));
    expect(second.text).toBe(first.text);
  });

  it('when the document has no pages and escaped markup, then findings are unescaped and carry no page', async () => {
    const text = 'Product notes.\n\nThe <Summit 2> tent recall cost R&D "two quarters" of work in 2023.';
    const { result } = await extract(
      RECALL_QUESTION,
      documentBlock({ id: 'notes', name: 'Notes.txt' }, text),
    );

    expect(result.findings).toEqual([
      { text: 'The <Summit 2> tent recall cost R&D "two quarters" of work in 2023.' },
    ]);
  });

  it('when the schema is given as responseJsonSchema, then the extraction task is still recognised', async () => {
    const responseJsonSchema = {
      type: 'object',
      properties: { hasData: { type: 'boolean' }, findings: { type: 'array', items: { type: 'object' } } },
    };
    const { result } = await extract(RECALL_QUESTION, documentBlock(MEMO, RECALL_MEMO_PAGES), {
      responseMimeType: 'application/json',
      responseJsonSchema,
    });
    expect(result.hasData).toBe(true);
  });

  it('when a chunk of a long document is sent, then only that chunk is read', async () => {
    const chunk = documentBlock({ ...MEMO, part: '3/3' }, RECALL_MEMO_PAGES[2]!);
    const { result } = await extract(RECALL_QUESTION, chunk);
    expect(result.hasData).toBe(false);
  });
});
