import type { GridColumns } from '@quarry/contracts/grid';
import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../../ports/drive.port';
import type { GenerateRequest, LanguageModel } from '../../../ports/language-model.port';
import { DEFAULT_RETRY_POLICY } from '../model/model-calls';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../model/system-settings';
import { extractionKey } from '../reading/extraction-cache';
import type { ResearchDeps } from '../research-deps';
import { answerDocument, type ExtractionContext } from './extract-document';
import { answerPack } from './extract-pack';

const COLUMNS: GridColumns = [
  { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
  { id: 'c3', question: 'When does it renew?', type: 'date' },
];
const TEXT = 'Counterparty: Acme Ltd\nContract value: $1.2M\nThe agreement renews on 31 March 2027.';
const file = (id: string): DriveFile => ({ id, name: `${id}.md`, mimeType: 'text/markdown', version: '3' });

/** A model that answers every document with the same cells (and one of a column never asked). */
function model(requests: (GenerateRequest & { schema: Record<string, unknown> })[]): LanguageModel {
  const entry = {
    hasData: true,
    findings: [{ text: 'Contract value: $1.2M' }],
    cells: [
      { column: 'c1', value: 'Acme Ltd', quote: 'Counterparty: Acme Ltd' },
      { column: 'c1', value: 'Someone else', quote: 'Counterparty: Acme Ltd' },
      { column: 'c2', value: '$1.2M', quote: 'Contract value: $1.2M', page: 4 },
      { column: 'c3', value: '31 March 2028', quote: 'renews on 31 March 2028' },
      { column: 'c9', value: 'x', quote: 'x' },
      { column: 'c2', value: 12 },
    ],
  };
  return {
    checkKey: async () => {},
    listModels: async () => [],
    generateText: async () => '',
    generateJson: async (request: GenerateRequest & { schema: Record<string, unknown> }) => {
      requests.push(request);
      const ids = [...request.prompt.matchAll(/<document id="([^"]+)"/g)].map((m) => m[1] as string);
      return 'documents' in (request.schema.properties as object)
        ? { documents: ids.map((id) => ({ id, ...entry })) }
        : entry;
    },
  };
}

function context(columns?: GridColumns) {
  const requests: (GenerateRequest & { schema: Record<string, unknown> })[] = [];
  const ctx: ExtractionContext = {
    deps: {
      model: model(requests),
      retry: { ...DEFAULT_RETRY_POLICY, sleep: async () => {} },
      promptBudgetChars: 100_000,
    } as unknown as ResearchDeps,
    uid: 'maya',
    settings: { ...DEFAULT_SYSTEM_SETTINGS } as SystemSettings,
    apiKey: 'key',
    question: 'What do our contracts say?',
    keywords: [],
    ...(columns ? { columns } : {}),
    fetcher: {} as ExtractionContext['fetcher'],
  };
  return { ctx, requests };
}

describe('asking the column questions with the question', () => {
  it('when columns are asked, then the one call carries a columns block and asks for cells', async () => {
    const { ctx, requests } = context(COLUMNS);

    await answerDocument(ctx, file('a'), { text: TEXT });

    expect(requests).toHaveLength(1);
    expect(requests[0]?.prompt).toContain(
      '<column id="c2" type="number">\nWhat is the contract value?\n</column>',
    );
    expect(requests[0]?.schema.required).toContain('cells');
  });

  it('when the answer has cells, then one per asked column is kept, checked and normalized (a document without pages gives no page, as its findings)', async () => {
    const { ctx } = context(COLUMNS);

    const outcome = await answerDocument(ctx, file('a'), { text: TEXT });

    expect(outcome.status === 'failed' ? undefined : outcome.cells).toEqual({
      c1: { value: 'Acme Ltd', normalized: null, quote: 'Counterparty: Acme Ltd' },
      c2: { value: '$1.2M', normalized: 1_200_000, quote: 'Contract value: $1.2M' },
      c3: {
        value: '31 March 2028',
        normalized: '2028-03-31',
        quote: 'renews on 31 March 2028',
        unverified: true,
      },
    });
  });

  it('when a document has pages, then a cell’s page is put right as a finding’s is', async () => {
    const { ctx } = context(COLUMNS);
    const read = {
      text: '',
      pages: [
        { number: 1, text: 'Counterparty: Acme Ltd' },
        { number: 2, text: 'Contract value: $1.2M' },
      ],
    };

    const outcome = await answerDocument(ctx, file('a'), read);

    const cells = outcome.status === 'failed' ? undefined : outcome.cells;
    expect(cells?.c2).toMatchObject({ page: 2, pageCorrectedFrom: 4 });
    expect(cells?.c1).toMatchObject({ page: 1 });
  });

  it('when small documents are packed, then they stay in one call and each gets its cells', async () => {
    const { ctx, requests } = context(COLUMNS);
    const members = ['a', 'b'].map((id) => ({ file: file(id), chunk: { text: TEXT } }));

    const { answered } = await answerPack(ctx, members);

    expect(requests).toHaveLength(1);
    expect(answered.map((o) => (o.status === 'failed' ? {} : Object.keys(o.cells ?? {})))).toEqual([
      ['c1', 'c2', 'c3'],
      ['c1', 'c2', 'c3'],
    ]);
  });

  it('when no columns are asked, then the prompt, the schema and the outcome are as before', async () => {
    const { ctx, requests } = context();

    const outcome = await answerDocument(ctx, file('a'), { text: TEXT });

    expect(requests[0]?.prompt).not.toContain('<columns>');
    expect(requests[0]?.schema.required).toEqual(['hasData', 'findings']);
    expect('cells' in outcome).toBe(false);
  });

  it('when the columns change, then the extraction is not taken from the cache', () => {
    const without = extractionKey(context().ctx, file('a'));
    const withColumns = extractionKey(context(COLUMNS).ctx, file('a'));
    const edited = extractionKey(
      context([{ ...COLUMNS[0], question: 'Who signed?' } as GridColumns[number]]).ctx,
      file('a'),
    );

    expect(new Set([without, withColumns, edited]).size).toBe(3);
  });
});
