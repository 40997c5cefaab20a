import { describe, expect, it } from 'vitest';
import { corpusOf } from './corpus-stats';
import { extractionTask } from './extraction-task';
import { block, documentBlock, RECALL_MEMO_PAGES, RECALL_QUESTION } from './gemini-test-kit';
import { readPromptBlocks } from './prompt-blocks';

/** A drive where every file is a Northwind report about data, and few mention Kestrel or alloys. */
const DRIVE = corpusOf([
  ...Array.from({ length: 12 }, (_, i) => `Northwind company report ${i}: data on sales, tents and staff.`),
  'Kestrel changed the hub alloy from 7075-T6 to 6061-T6 without notice.',
  'The recall coordinator tracks every Kestrel hub lot.',
]);

const MANUAL = [
  'Northwind company handbook. Report lost equipment to the IT desk within one day.',
  'This report template is the property of Northwind. Data in this report is company confidential.',
  'Laptops are replaced every three years.',
].join('\n\n');

function extract(question: string, document: string, keywords?: string[]) {
  const prompt = [
    block('question', question),
    keywords ? block('keywords', keywords.join('\n')) : '',
    document,
  ];
  return extractionTask(readPromptBlocks(prompt.join('\n')), DRIVE);
}

describe('extraction scoring', () => {
  it('when a document shares only common words with the question, then it has no data', () => {
    const handbook = documentBlock({ id: 'h', name: 'IT handbook.txt' }, MANUAL);
    expect(extract('What does the company report say about the Kestrel hub alloy data?', handbook)).toEqual({
      hasData: false,
      findings: [],
    });
  });

  it('when the question has several terms, then a passage holding only one of them is no finding', () => {
    const notes = documentBlock(
      { id: 'n', name: 'Notes.txt' },
      'Kestrel ships from Taichung every Monday morning.',
    );
    expect(extract('Which alloy did Kestrel use for the hubs?', notes).hasData).toBe(false);
  });

  it('when a passage names a different form of a question word, then the stemmer still matches it', () => {
    const memo = documentBlock(
      { id: 'm', name: 'Ops memo.txt' },
      'Jonas Weber is the recall coordinator for the hub lots.',
    );
    expect(extract('Who coordinates the hub recall?', memo).findings).toEqual([
      { text: 'Jonas Weber is the recall coordinator for the hub lots.' },
    ]);
  });

  it('when more than five passages qualify, then the five best come back, in document order', () => {
    const common = Array.from({ length: 8 }, (_, i) => `Company report ${i} lists Kestrel hub sales data.`);
    const text = [...common.slice(0, 4), 'Kestrel switched the hub alloy to 6061-T6.', ...common.slice(4)];
    const result = extract(
      'Which hub alloy did Kestrel switch to, per the company report?',
      documentBlock({ id: 'r', name: 'Reports.txt' }, text.join('\n\n')),
    );

    expect(result.findings).toHaveLength(5);
    expect(result.findings.map((f) => f.text)).toContain('Kestrel switched the hub alloy to 6061-T6.');
    const positions = result.findings.map((f) => text.indexOf(f.text));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('when there is no drive to weigh words by, then the prompt’s own passages do, and the answer stands', () => {
    const memo = documentBlock({ id: 'm', name: 'Recall memo.pdf' }, RECALL_MEMO_PAGES);
    const blocks = readPromptBlocks(`${block('question', RECALL_QUESTION)}\n${memo}`);
    const result = extractionTask(blocks);
    expect(result.findings).toContainEqual({
      text: 'The recall cost Northwind $1.3 million, including refunds and replacement poles.',
      page: 2,
    });
    expect(result.findings.every((f) => f.page === 2)).toBe(true);
  });
});
