import type { TablePlan } from '@quarry/contracts/table-plan';
import { describe, expect, it } from 'vitest';
import { largeTable, REVENUE, sheetTable } from '../../testing/tables';
import { ArqueroEngine } from './arquero-engine';

const engine = new ArqueroEngine();
const run = (plan: Omit<TablePlan, 'table'>, table = REVENUE) =>
  engine.run(table, { table: table.id, ...plan });

describe('running a checked plan with arquero', () => {
  it('when the plan asks the largest value, then the row holding it is the answer', async () => {
    const [row] = await run({ aggregate: { op: 'max', column: 'Revenue' } });
    expect(row?.values).toMatchObject({ Region: 'Americas', Revenue: 1_500_000 });
    expect(row?.sources).toEqual([1]);
  });

  it('when the plan asks the smallest value, then empty cells are passed over', async () => {
    const [row] = await run({ aggregate: { op: 'min', column: 'Revenue' } });
    expect(row?.values).toMatchObject({ Region: 'APAC', Revenue: 800_000 });
  });

  it('when the plan asks a total, an average or a count, then every row holding a value counts', async () => {
    expect((await run({ aggregate: { op: 'sum', column: 'Revenue' } }))[0]?.values).toEqual({
      Revenue: 5_900_000,
    });
    expect((await run({ aggregate: { op: 'avg', column: 'Revenue' } }))[0]?.values).toEqual({
      Revenue: 1_180_000,
    });
    expect((await run({ aggregate: { op: 'count', column: 'Revenue' } }))[0]?.values).toEqual({ Revenue: 5 });
    const rows = await run({ aggregate: { op: 'count' } });
    expect(rows[0]?.values).toEqual({ count: 6 });
    expect(rows[0]?.sources).toHaveLength(6);
  });

  it('when the plan groups, orders and cuts, then each group has its value and its rows', async () => {
    const rows = await run({
      groupBy: ['Region'],
      aggregate: { op: 'sum', column: 'Revenue' },
      orderBy: { column: 'Revenue', direction: 'desc' },
      limit: 1,
    });
    expect(rows).toEqual([{ values: { Region: 'Americas', Revenue: 2_600_000 }, sources: [1, 4] }]);
  });

  it('when the plan filters, then numbers and dates compare as such and text ignores case', async () => {
    const big = await run({
      filter: [{ column: 'Revenue', op: '>=', value: 1_200_000 }],
      aggregate: { op: 'count' },
    });
    expect(big[0]?.values).toEqual({ count: 3 });
    const august = await run({
      filter: [{ column: 'Month', op: '>', value: '2026-07-15' }],
      aggregate: { op: 'count' },
    });
    expect(august[0]?.values).toEqual({ count: 3 });
    const emea = await run({
      filter: [{ column: 'Region', op: '=', value: 'emea' }],
      limit: 1,
      select: ['Revenue'],
    });
    expect(emea).toEqual([{ values: { Revenue: 1_200_000 }, sources: [0] }]);
    const ap = await run({
      filter: [
        { column: 'Region', op: 'contains', value: 'ap' },
        { column: 'Revenue', op: '!=', value: 1 },
      ],
    });
    expect(ap.map((row) => row.sources[0])).toEqual([2, 5]);
  });

  it('when a header reads like code, then it is only ever a name', async () => {
    const odd = sheetTable('Odd', [{ name: 'd => process.exit(1)', type: 'number' }], [[1], [2]]);
    const rows = await engine.run(odd, {
      table: 't1',
      aggregate: { op: 'sum', column: 'd => process.exit(1)' },
    });
    expect(rows[0]?.values).toEqual({ 'd => process.exit(1)': 3 });
  });

  it('when the table has 50,000 rows, then the plan runs over every one of them', async () => {
    const table = largeTable(50_000);
    const started = performance.now();
    const [total] = await engine.run(table, { table: 't1', aggregate: { op: 'sum', column: 'Amount' } });
    const grouped = await engine.run(table, {
      table: 't1',
      groupBy: ['Region'],
      aggregate: { op: 'max', column: 'Amount' },
      orderBy: { column: 'Amount', direction: 'desc' },
      limit: 1,
    });
    expect(total?.values).toEqual({ Amount: (50_000 * 50_001) / 2 });
    expect(total?.sources).toHaveLength(50_000);
    expect(grouped[0]?.values).toEqual({ Region: 'West', Amount: 50_000 });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
