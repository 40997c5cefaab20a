import { TablePlan } from '@quarry/contracts/table-plan';
import { describe, expect, it } from 'vitest';
import { REVENUE } from '../../../testing/tables';
import { checkPlan } from './check-plan';

const check = (plan: unknown) => {
  const parsed = TablePlan.safeParse(plan);
  return parsed.success
    ? checkPlan(parsed.data, [REVENUE])
    : { ok: false as const, reason: 'outside the plan language' };
};

describe('checking a plan against the language and the table', () => {
  it.each([
    [
      'a largest value by label',
      {
        table: 't1',
        groupBy: ['Region'],
        aggregate: { op: 'max', column: 'Revenue' },
        orderBy: { column: 'Revenue', direction: 'desc' },
        limit: 1,
      },
    ],
    ['a total', { table: 't1', aggregate: { op: 'sum', column: 'Revenue' } }],
    ['a count of rows', { table: 't1', aggregate: { op: 'count' } }],
    ['a lookup by label', { table: 't1', filter: [{ column: 'Region', op: '=', value: 'APAC' }], limit: 1 }],
    [
      'a filter on dates',
      {
        table: 't1',
        filter: [{ column: 'Month', op: '>=', value: '2026-08-01' }],
        aggregate: { op: 'avg', column: 'Revenue' },
      },
    ],
    ['the latest date', { table: 't1', aggregate: { op: 'max', column: 'Month' } }],
  ])('when the plan is %s, then it may run', (_, plan) => {
    expect(check(plan).ok).toBe(true);
  });

  it.each([
    [
      'names a column that is not there',
      { table: 't1', aggregate: { op: 'sum', column: 'Profit' } },
      'no column "Profit" in Q3 2026',
    ],
    ['names a table that is not there', { table: 't9', aggregate: { op: 'count' } }, 'no table "t9"'],
    [
      'sums text',
      { table: 't1', aggregate: { op: 'sum', column: 'Region' } },
      'sum of "Region", a column of text',
    ],
    [
      'averages dates',
      { table: 't1', aggregate: { op: 'avg', column: 'Month' } },
      'avg of "Month", a column of date',
    ],
    ['groups without an aggregate', { table: 't1', groupBy: ['Region'] }, 'groupBy without an aggregate'],
    [
      'compares text by size',
      { table: 't1', filter: [{ column: 'Region', op: '>', value: 'A' }] },
      '">" on "Region", a column of text',
    ],
    [
      'compares a number with a word',
      { table: 't1', filter: [{ column: 'Revenue', op: '>', value: 'lots' }] },
      '"lots" is not a number for "Revenue"',
    ],
    [
      'orders groups by a column they drop',
      {
        table: 't1',
        groupBy: ['Region'],
        aggregate: { op: 'sum', column: 'Revenue' },
        orderBy: { column: 'Month', direction: 'asc' },
      },
      'order by "Month", which the groups do not keep',
    ],
    [
      'uses an operation outside the language',
      { table: 't1', aggregate: { op: 'median', column: 'Revenue' } },
      'outside the plan language',
    ],
    [
      'adds a field of its own',
      { table: 't1', aggregate: { op: 'sum', column: 'Revenue' }, code: 'd => 1' },
      'outside the plan language',
    ],
    ['asks too many rows', { table: 't1', limit: 1000 }, 'outside the plan language'],
  ])('when the plan %s, then it is refused with its reason', (_, plan, reason) => {
    expect(check(plan)).toEqual({ ok: false, reason });
  });

  it('when the plan spells a column in another case, then it runs with the table’s spelling and typed values', () => {
    const result = check({
      table: 't1',
      filter: [{ column: 'revenue ', op: '>', value: '$1,000,000' }],
      aggregate: { op: 'count', column: 'REGION' },
    });
    expect(result).toMatchObject({
      ok: true,
      plan: {
        filter: [{ column: 'Revenue', op: '>', value: 1_000_000 }],
        aggregate: { op: 'count', column: 'Region' },
      },
    });
  });
});
