import { describe, expect, it } from 'vitest';
import { planTask } from './plan-task';
import type { DocumentBlock } from './prompt-blocks';
import type { TableBlock } from './table-blocks';

const doc = (name: string, text = ''): DocumentBlock => ({
  id: 'd1',
  name,
  mime: 'text/csv',
  part: undefined,
  pages: [{ number: undefined, text }],
});
const table = (
  id: string,
  name: string,
  columns: [string, string][],
  sample: TableBlock['sample'],
): TableBlock => ({
  document: 'd1',
  id,
  name,
  rows: 5,
  columns: columns.map(([column, type]) => ({ name: column, type })),
  sample,
});

const SUMMARY = table(
  't1',
  'Summary',
  [
    ['Region', 'text'],
    ['Q3 2025', 'number'],
    ['Q3 2026', 'number'],
  ],
  [['North America', 1, 2]],
);
const MONTHLY = table(
  't2',
  'Monthly',
  [
    ['Region', 'text'],
    ['Jul 2026', 'number'],
    ['Aug 2026', 'number'],
  ],
  [
    ['North America', 1, 2],
    ['Europe', 3, 4],
  ],
);
const OPEX = table(
  't2',
  'Opex YTD',
  [
    ['Cost line', 'text'],
    ['Budget', 'number'],
    ['Actual', 'number'],
  ],
  [['Salaries', 1, 2]],
);
const LOG = table(
  't1',
  'Customer complaint log',
  [
    ['ticket_id', 'text'],
    ['temperature_c', 'number'],
  ],
  [['NW-1', -9]],
);
const REVENUE = doc('Q3 2026 Revenue by Region');

describe('the emulator’s plans for a document’s tables', () => {
  it('when the question asks which label is largest, then it groups by that column and keeps the first', () => {
    expect(planTask('Which region had the highest Q3 2026 revenue?', REVENUE, [SUMMARY, MONTHLY])).toEqual([
      {
        table: 't1',
        groupBy: ['Region'],
        aggregate: { op: 'sum', column: 'Q3 2026' },
        orderBy: { column: 'Q3 2026', direction: 'desc' },
        limit: 1,
      },
    ]);
  });

  it('when the question asks a total of a named sheet, then it sums the column it names there', () => {
    const plans = planTask('What is the total actual Opex YTD spend?', doc('2026 Budget vs Actuals'), [OPEX]);
    expect(plans).toEqual([{ table: 't2', aggregate: { op: 'sum', column: 'Actual' } }]);
  });

  it('when the question names a row and a column, then it looks up that row on the sheet that has the column', () => {
    const plans = planTask('What was North America revenue in Aug 2026?', REVENUE, [SUMMARY, MONTHLY]);
    expect(plans).toEqual([
      {
        table: 't2',
        filter: [{ column: 'Region', op: '=', value: 'North America' }],
        limit: 1,
        select: ['Region', 'Aug 2026'],
      },
    ]);
  });

  it('when the question asks how many of what the document is about, then it counts the rows', () => {
    expect(
      planTask('How many complaints are in the complaint log?', doc('Customer complaint log.csv'), [LOG]),
    ).toEqual([{ table: 't1', aggregate: { op: 'count' } }]);
  });

  it('when the question asks the smallest or the average of a column, then it says so', () => {
    expect(
      planTask('What was the lowest actual cost in Opex YTD?', doc('Budget'), [OPEX])[0]?.aggregate,
    ).toEqual({ op: 'min', column: 'Actual' });
    expect(
      planTask('What is the average actual Opex YTD line?', doc('Budget'), [OPEX])[0]?.aggregate,
    ).toEqual({ op: 'avg', column: 'Actual' });
  });

  it('when the question asks no computation and names no row, then there is no plan', () => {
    expect(planTask('Why did Europe fall in Q3 2026?', REVENUE, [SUMMARY])).toEqual([]);
  });

  it('when the column the question asks about is not there, then there is no plan', () => {
    expect(planTask('What is the total profit in Opex YTD?', doc('Budget'), [OPEX])).toEqual([]);
  });

  it('when the table is not about what is counted, then there is no plan', () => {
    expect(planTask('How many people do we hire in 2027?', doc('Customer complaint log.csv'), [LOG])).toEqual(
      [],
    );
  });
});

describe('plans for the evidence grid’s columns', () => {
  it('when a grid column asks a total of the document’s table, then its plan carries the column’s id', async () => {
    const { extractionTask } = await import('./extraction-task');
    const answer = extractionTask({
      question: 'What did the budget say?',
      systemQuery: undefined,
      maxKeywords: undefined,
      keywords: [],
      negativeKeywords: [],
      documents: [doc('2026 Budget vs Actuals')],
      findings: undefined,
      report: undefined,
      section: undefined,
      columns: [{ id: 'c1', type: 'number', question: 'What is the total actual Opex YTD?' }],
      tables: [OPEX],
    });
    expect(answer.plans).toEqual([{ table: 't2', aggregate: { op: 'sum', column: 'Actual' }, column: 'c1' }]);
  });
});
