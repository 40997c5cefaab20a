import type { TablePlan } from '@quarry/contracts/table-plan';
import { describe, expect, it } from 'vitest';
import { ArqueroEngine } from '../../../adapters/tables/arquero-engine';
import { largeTable, REVENUE } from '../../../testing/tables';
import { computedFindings } from './computed-findings';

const engine = new ArqueroEngine();

describe('computing the answers of a document’s plans', () => {
  it('when the plan asks the largest value by label, then the finding states it with its cells and its plan in words', async () => {
    const plan: TablePlan = {
      table: 't1',
      groupBy: ['Region'],
      aggregate: { op: 'sum', column: 'Revenue' },
      orderBy: { column: 'Revenue', direction: 'desc' },
      limit: 1,
    };
    const { findings, refused } = await computedFindings([REVENUE], [plan], engine);
    expect(refused).toEqual([]);
    expect(findings[0]?.text).toContain('Region: Americas, Revenue: $2,600,000');
    expect(findings[0]?.text).toContain(
      '(computed by Quarry over 2 rows; sheet Q3 2026, cells A3, C3, A6, C6)',
    );
    expect(findings[0]?.plan).toBe(
      "the 'Region' with the highest total of 'Revenue', in 'Q3 2026' (all rows)",
    );
    expect(findings[0]?.cells).toEqual([
      { sheet: 'Q3 2026', address: 'A3', value: 'Americas' },
      { sheet: 'Q3 2026', address: 'C3', value: '$1,500,000' },
      { sheet: 'Q3 2026', address: 'A6', value: 'Americas' },
      { sheet: 'Q3 2026', address: 'C6', value: '$1,100,000' },
    ]);
  });

  it('when a total runs over 50,000 rows, then the column’s range stands for its cells', async () => {
    const { findings } = await computedFindings(
      [largeTable(50_000)],
      [{ table: 't1', aggregate: { op: 'sum', column: 'Amount' } }],
      engine,
    );
    expect(findings[0]?.text).toContain('Amount: $1,250,025,000');
    expect(findings[0]?.cells).toEqual([
      { sheet: 'Orders', address: 'B2:B50001', value: '50,000 cells: Amount: $1,250,025,000' },
    ]);
  });

  it('when plans are wrong, then each is refused and none becomes a finding', async () => {
    const { findings, refused } = await computedFindings(
      [REVENUE],
      [
        { table: 't1', aggregate: { op: 'sum', column: 'Profit' } },
        'SELECT * FROM t1',
        { table: 't1', filter: [{ column: 'Region', op: '=', value: 'Antarctica' }], limit: 1 },
      ],
      engine,
    );
    expect(findings).toEqual([]);
    expect(refused.map((r) => r.reason)).toEqual([
      'no column "Profit" in Q3 2026',
      'outside the plan language',
      'no row matched',
    ]);
  });

  it('when a count is asked, then the count is a plain number, not an amount', async () => {
    const { findings } = await computedFindings(
      [REVENUE],
      [{ table: 't1', aggregate: { op: 'count', column: 'Revenue' } }],
      engine,
    );
    expect(findings[0]?.text).toContain('Revenue: 5 (');
  });
});
