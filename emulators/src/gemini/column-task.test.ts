import { describe, expect, it } from 'vitest';
import { columnCells } from './column-task';
import { extractionTask } from './extraction-task';
import { packedExtractionTask } from './packed-extraction';
import type { ColumnBlock, DocumentBlock } from './prompt-blocks';
import { readPromptBlocks } from './prompt-blocks';

const COLUMNS: ColumnBlock[] = [
  { id: 'c1', type: 'text', question: 'Who is the counterparty?' },
  { id: 'c2', type: 'number', question: 'What is the contract value?' },
  { id: 'c3', type: 'date', question: 'When does the contract renew?' },
  { id: 'c4', type: 'text', question: 'How much notice is needed to terminate?' },
];

const doc = (...pages: string[]): DocumentBlock => ({
  id: 'd1',
  name: 'Contract.md',
  mime: 'text/markdown',
  part: undefined,
  pages: pages.map((text, i) => ({ number: pages.length > 1 ? i + 1 : undefined, text })),
});

describe('answering the column questions from a document', () => {
  it('when the document has Key: value lines, then each column takes its value and the line is the quote', () => {
    const document = doc(
      'Counterparty: Acme Ltd\nContract value: $1.2M\nRenewal date: 31 March 2027\nTermination notice: 90 days',
    );

    expect(columnCells(document, COLUMNS)).toEqual([
      { column: 'c1', value: 'Acme Ltd', quote: 'Counterparty: Acme Ltd' },
      { column: 'c2', value: '$1.2M', quote: 'Contract value: $1.2M' },
      { column: 'c3', value: '31 March 2027', quote: 'Renewal date: 31 March 2027' },
      { column: 'c4', value: '90 days', quote: 'Termination notice: 90 days' },
    ]);
  });

  it('when the values are in a table, then a header names the cell below it and the row is the quote', () => {
    const document = doc(
      '| Counterparty | Contract value | Renewal date |\n| --- | --- | --- |\n| Birch & Co | EUR 87,300 | 2027-01-15 |',
    );

    const cells = columnCells(document, COLUMNS.slice(0, 3));

    expect(cells.map((c) => [c.column, c.value])).toEqual([
      ['c1', 'Birch & Co'],
      ['c2', 'EUR 87,300'],
      ['c3', '2027-01-15'],
    ]);
    expect(cells[0]?.quote).toBe('| Birch & Co | EUR 87,300 | 2027-01-15 |');
  });

  it('when a date is in prose near the column’s words, then the date is the value, the sentence the quote, with its page', () => {
    const document = doc(
      'This agreement is made with Cedar Logistics.',
      'Unless either party objects, the agreement will renew automatically on 1 June 2026. Fees are fixed. Either party may terminate on 60 days written notice.',
    );

    const cells = columnCells(document, COLUMNS);

    expect(cells).toContainEqual({
      column: 'c3',
      value: '1 June 2026',
      quote: 'Unless either party objects, the agreement will renew automatically on 1 June 2026.',
      page: 2,
    });
    expect(cells).toContainEqual({
      column: 'c4',
      value: '60 days',
      quote: 'Either party may terminate on 60 days written notice.',
      page: 2,
    });
  });

  it('when a figure in prose is followed by a comma, then the value is the figure alone, as a careful model gives it', () => {
    const document = doc(
      'The total contract value is EUR 12,000, invoiced in equal monthly instalments.\nThe fee is $1,250,000, payable yearly.',
    );

    const cells = columnCells(document, [COLUMNS[1] as ColumnBlock]);

    expect(cells.map((cell) => cell.value)).toEqual(['EUR 12,000']);
  });

  it('when the document does not answer a column, then it has no cell for it', () => {
    const document = doc('Contract term: 3 years\nGoverning law: England');

    expect(columnCells(document, COLUMNS)).toEqual([]);
  });

  it('when a prompt carries a columns block, then every document of a packed call gets its cells, and a prompt without one gets none', () => {
    const prompt = [
      'Answer in JSON.',
      '<question>\nWhat do our contracts say?\n</question>',
      '<columns>\n<column id="c1" type="text">\nWho is the counterparty?\n</column>\n</columns>',
      '<document id="a" name="A.md" mime="text/markdown">\nCounterparty: Acme Ltd\n</document>',
      '<document id="b" name="B.md" mime="text/markdown">\nCounterparty: Birch &amp; Co\n</document>',
    ].join('\n\n');

    const packed = packedExtractionTask(readPromptBlocks(prompt));
    const alone = extractionTask(readPromptBlocks(prompt.replace(/<columns>[\s\S]*<\/columns>/, '')));

    expect(packed.documents.map((d) => d.cells)).toEqual([
      [{ column: 'c1', value: 'Acme Ltd', quote: 'Counterparty: Acme Ltd' }],
      [{ column: 'c1', value: 'Birch & Co', quote: 'Counterparty: Birch & Co' }],
    ]);
    expect('cells' in alone).toBe(false);
  });
});
