import type { ReadTable } from '@quarry/contracts/tables';
import { describe, expect, it } from 'vitest';
import { DocumentReadError, type ReadResult } from '../../../ports/document-reader.port';
import { DEFAULT_SYSTEM_SETTINGS } from '../model/system-settings';
import { UNPACKED } from '../reading/packing';
import type { ResearchDeps } from '../research-deps';
import { tablesBlock } from '../tables/table-prompt';
import { estimateRun } from './estimate';
import type { EstimatedDocumentInput } from './estimate-extraction';
import { READ_AHEAD, readAheadForEstimate, spreadSample } from './estimate-reading';
import { documentPassages, expectedFindings, passagesOf, RELEVANCE, termWeights } from './passage-relevance';
import { questionTerms, stemOf } from './question-terms';

/**
 * The estimate reads ahead (docs/decisions/reading-economy.md, "The estimate reads ahead"): the documents' real text, and the
 * findings predicted from the passages that hold the question's terms.
 */
const WORDS = { question: 'What is the facilities budget for 2026?', keywords: ['maintenance'] };
const ON_TOPIC = [
  'The facilities budget for 2026 is $87,300, approved by the board in March.',
  'Maintenance of the facilities takes $31,200 of the budget this year.',
  'Parking spaces are allocated by seniority and reviewed each spring.',
].join(' ');
const OFF_TOPIC = 'The canteen opens at eight. Lunch is served from noon until two in the afternoon.';

function predicted(texts: Record<string, string>, words = WORDS) {
  const terms = questionTerms(words);
  const documents = Object.entries(texts).map(([name, text]) =>
    documentPassages({ text }, { name, mimeType: 'text/plain' }, terms),
  );
  const weights = termWeights(documents);
  return documents.map((document) => expectedFindings(document, terms, weights));
}

describe("the question's terms", () => {
  it('when words differ only by their ending, then they are one term; numbers lose their thousands commas', () => {
    expect(stemOf('renewal')).toBe(stemOf('renews'));
    expect(stemOf('hiring')).toBe(stemOf('hire'));
    expect(stemOf('facilities')).toBe(stemOf('facility'));
    expect(stemOf('87,300')).toBe('87300');
  });

  it('when keywords are excluded, then their words are no term; function words never are', () => {
    const terms = questionTerms({ ...WORDS, negativeKeywords: ['Budget'] });

    expect([...terms.all].sort()).toEqual(['2026', 'facil', 'maintenanc']);
    expect(terms.needed).toBe(2);
  });
});

describe("a read document's expected findings", () => {
  it("when its passages hold the question's terms, then those are its findings; a document with none gives none", () => {
    const [about, canteen] = predicted({ 'Facilities plan': ON_TOPIC, 'Canteen notes': OFF_TOPIC });

    expect(about?.count).toBe(2);
    expect(about?.chars).toBeGreaterThan(100);
    expect(canteen).toEqual({ chars: 0, count: 0 });
  });

  it("when a passage holds only the keywords' words, then they weigh half: two keywords are no finding where two of the question's words are", () => {
    const words = {
      question: 'What is the facilities budget for 2026?',
      keywords: ['maintenance', 'repairs'],
    };
    const filler = 'The canteen opens at eight. Lunch is served from noon until two in the afternoon.';
    const [keywordsOnly, questionWords] = predicted(
      {
        'Van notes': `Maintenance and repairs of the vans were scheduled for the spring. ${filler}`,
        'Van plan': `The facilities budget for the vans was agreed for the spring. ${filler}`,
        'Budget book': ON_TOPIC,
      },
      words,
    );

    expect(keywordsOnly).toEqual({ chars: 0, count: 0 });
    expect(questionWords?.count).toBe(1);
  });

  it('when a table holds the terms, then each row is a passage read with its header', () => {
    const table = 'Line\tBudget 2026\nFacilities repairs\t$31,200\nCleaning\t$12,000';

    expect(passagesOf(table)).toEqual([
      'Line\tBudget 2026\nFacilities repairs\t$31,200',
      'Line\tBudget 2026\nCleaning\t$12,000',
    ]);
  });

  it('when a document is all on the question, then its findings are its few best passages, each a sentence long at most', () => {
    const long = Array.from(
      { length: 30 },
      (_, i) => `Facilities budget 2026 line ${i}: ${'x'.repeat(600)}.`,
    ).join(' ');

    const [all] = predicted({ 'Budget book': long, 'Canteen notes': OFF_TOPIC });

    expect(all?.count).toBe(RELEVANCE.findingsPerDocument);
    expect(all?.chars).toBe(RELEVANCE.findingsPerDocument * RELEVANCE.findingMaxChars);
  });
});

const doc = (n: number, more: Partial<EstimatedDocumentInput> = {}) => ({
  id: `doc${n}`,
  name: `Document ${n}`,
  mimeType: 'text/plain',
  size: 50_000,
  ...more,
});

function deps(read: (id: string) => Promise<ReadResult>, asked: string[] = []) {
  return {
    drive: { fetcher: () => ({}) } as unknown as ResearchDeps['drive'],
    reader: {
      read: (file: { id: string }) => {
        asked.push(file.id);
        return read(file.id);
      },
    },
  };
}

describe('reading ahead', () => {
  it('when a document is read, then its real length replaces the guess; one that cannot be read keeps the guess', async () => {
    const reading = deps(async (id) => {
      if (id === 'doc2') throw new DocumentReadError('The file is empty');
      return { text: ON_TOPIC };
    });

    const [read, failed] = await readAheadForEstimate(reading, 'uid', [doc(1), doc(2)], WORDS);

    expect(read).toMatchObject({ textChars: ON_TOPIC.length, findings: { count: 2 } });
    expect(failed).toEqual(doc(2));
  });

  it('when there are more documents than it reads, then it reads a spread sample and the others take its mean', async () => {
    const asked: string[] = [];
    const documents = Array.from({ length: 200 }, (_, i) => doc(i));

    const read = await readAheadForEstimate(
      deps(async () => ({ text: ON_TOPIC }), asked),
      'uid',
      documents,
      WORDS,
    );

    expect(asked).toHaveLength(READ_AHEAD.maxDocuments);
    expect(spreadSample(200, 4)).toEqual([25, 75, 125, 175]);
    const notRead = read.find((d) => !asked.includes(d.id ?? ''));
    expect(notRead?.textChars).toBeUndefined();
    expect(notRead?.findings?.count).toBe(2);
  });

  it('when sheets are past the sample, then each takes the tables block of the sheets read; another type, none', async () => {
    const CSV = 'text/csv';
    const asked: string[] = [];
    const table: ReadTable = {
      id: 't1',
      name: 'Budget',
      kind: 'csv',
      columns: [{ name: 'Facilities budget', type: 'number', unit: '$', key: 'A' }],
      rows: [[87_300]],
      rowNumbers: [2],
    };
    const documents = Array.from({ length: 200 }, (_, i) => doc(i, i % 2 ? { mimeType: CSV } : {}));

    const read = await readAheadForEstimate(
      deps(
        async (id) => (Number(id.slice(3)) % 2 ? { text: ON_TOPIC, tables: [table] } : { text: ON_TOPIC }),
        asked,
      ),
      'uid',
      documents,
      WORDS,
    );

    const notRead = read.filter((d) => !asked.includes(d.id ?? ''));
    const block = tablesBlock('doc1', [table]).join('\n').length;
    const sheet = notRead.find((d) => d.mimeType === CSV);
    const text = notRead.find((d) => d.mimeType !== CSV);
    // Each read sheet's block names its own id; the mean is within a character of the one above.
    expect(sheet?.tablesChars).toBeGreaterThanOrEqual(block - 1);
    expect(sheet?.tablesChars).toBeLessThanOrEqual(block + 2);
    expect(text?.tablesChars).toBe(0);
  });

  it('when reading takes longer than its time, then the estimate does not wait: the documents not read keep the guess', async () => {
    const never = deps(() => new Promise<ReadResult>(() => {}));
    const started = Date.now();

    const read = await readAheadForEstimate(never, 'uid', [doc(1)], WORDS, { ...READ_AHEAD, timeMs: 50 });

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(read).toEqual([doc(1)]);
  });

  it('when only a few documents were read in its time, then the others keep the guess: a few are no sample', async () => {
    const someOnly = deps((id) =>
      ['doc1', 'doc2'].includes(id) ? Promise.resolve({ text: ON_TOPIC }) : new Promise<ReadResult>(() => {}),
    );
    const documents = Array.from({ length: 20 }, (_, i) => doc(i));

    const read = await readAheadForEstimate(someOnly, 'uid', documents, WORDS, { ...READ_AHEAD, timeMs: 50 });

    expect(read[1]?.findings?.count).toBe(2);
    expect(read[5]).toEqual(doc(5));
  });

  it('when the documents barely touch the question, then the estimate is smaller: less to quote, report and compare', async () => {
    const estimate = async (text: string) =>
      estimateRun({
        documents: await readAheadForEstimate(
          deps(async () => ({ text })),
          'uid',
          [doc(1), doc(2)],
          WORDS,
        ),
        settings: DEFAULT_SYSTEM_SETTINGS,
        packing: UNPACKED,
        promptBudgetChars: 400_000,
        deepResearch: false,
        enableIntroduction: false,
        enableConclusion: false,
        costCapUsd: null,
      });

    const [about, barely] = [await estimate(ON_TOPIC), await estimate(OFF_TOPIC)];

    expect(barely.byStep.report.inputTokens).toBeLessThan(about.byStep.report.inputTokens);
    // Nothing to compare when no document gives findings.
    expect(barely.byStep.disagreements.calls).toBe(0);
    expect(about.byStep.disagreements.calls).toBe(1);
  });

  it('when a document holds tables, then the extraction counts its tables block as the run sends it', async () => {
    const sheet: ReadTable = {
      id: 't1',
      name: 'Summary',
      kind: 'sheet',
      columns: [
        { name: 'Region', type: 'text', key: 'A' },
        { name: 'Revenue', type: 'number', unit: '$', key: 'B' },
      ],
      rows: Array.from({ length: 500 }, (_, i) => [`Region ${i}`, 1_000 * i]),
      rowNumbers: Array.from({ length: 500 }, (_, i) => i + 2),
    };
    const estimate = async (read: ReadResult) =>
      estimateRun({
        documents: await readAheadForEstimate(
          deps(async () => read),
          'uid',
          [doc(1)],
          WORDS,
        ),
        settings: DEFAULT_SYSTEM_SETTINGS,
        packing: UNPACKED,
        promptBudgetChars: 400_000,
        deepResearch: false,
        enableIntroduction: false,
        enableConclusion: false,
        costCapUsd: null,
      });

    const [plain, tabled] = [
      await estimate({ text: ON_TOPIC }),
      await estimate({ text: ON_TOPIC, tables: [sheet] }),
    ];

    // Its columns and first rows, never the whole sheet: the block's own length, at 4 characters a token.
    const block = tablesBlock('doc1', [sheet]).join('\n').length;
    const added = tabled.byStep.extraction.inputTokens - plain.byStep.extraction.inputTokens;
    expect(added).toBeGreaterThanOrEqual(Math.floor(block / 4) - 1);
    expect(added).toBeLessThanOrEqual(Math.ceil(block / 4) + 1);
  });
});
