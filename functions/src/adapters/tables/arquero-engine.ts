import type { PlanFilter, TablePlan } from '@quarry/contracts/table-plan';
import type { ReadTable, TableValue } from '@quarry/contracts/tables';
import type * as Arquero from 'arquero';
import type { PlanRow, TableEngine } from '../../ports/table-engine.port';

type Frame = ReturnType<typeof Arquero.table>;
type Row = Record<string, TableValue>;
type Aggregate = NonNullable<Parameters<Frame['rollup']>[0]>[string];
/**
 * arquero's typings describe `op` as used inside expressions (op.max(d.x) is a number there); called
 * with a column's name, as here, each builds the aggregate object rollup takes.
 */
type Ops = Record<
  'max' | 'min' | 'sum' | 'mean' | 'valid' | 'count' | 'array_agg',
  (field?: string) => Aggregate
>;

/**
 * arquero is loaded with the first plan (about 200 ms unbundled on this machine): a function that
 * computes nothing never pays for it on a cold start.
 */
let loaded: Promise<typeof Arquero> | undefined;
let aq: typeof Arquero;
let ops: Ops;
async function load(): Promise<void> {
  loaded ??= import('arquero');
  aq = await loaded;
  ops = aq.op as unknown as Ops;
}

/**
 * Runs plans with arquero. The table is handed over under names of Quarry's own
 * making (c0, c1... and r for the row's index), so neither the header a document gives nor a name
 * the model writes ever reaches arquero's expression compiler; filters are escaped functions.
 */
export class ArqueroEngine implements TableEngine {
  async run(table: ReadTable, plan: TablePlan): Promise<PlanRow[]> {
    await load();
    const index = new Map(table.columns.map((column, at) => [column.name, at]));
    const name = (column: string) => `c${index.get(column)}`;
    let frame = frameOf(table);
    if (plan.filter?.length) frame = frame.filter(aq.escape(matcher(plan.filter, name)));
    if (!plan.aggregate) return lookup(frame, plan, table, name);
    if (plan.groupBy?.length) return grouped(frame, plan, name);
    return whole(frame, plan, table, name);
  }
}

function frameOf(table: ReadTable): Frame {
  const data: Record<string, TableValue[]> = { r: table.rows.map((_, at) => at) };
  table.columns.forEach((_, column) => {
    data[`c${column}`] = table.rows.map((row) => row[column] ?? null);
  });
  return aq.table(data);
}

/** Every filter must hold: numbers and dates compared as such, text without regard to case. */
function matcher(filters: PlanFilter[], name: (column: string) => string): (row: Row) => boolean {
  const tests = filters.map(({ column, op, value }) => {
    const key = name(column);
    return (row: Row) => compare(row[key] ?? null, op, value);
  });
  return (row) => tests.every((test) => test(row));
}

function compare(cell: TableValue, op: PlanFilter['op'], value: string | number): boolean {
  if (cell === null) return op === '!=';
  const left = typeof cell === 'string' ? cell.trim().toLowerCase() : cell;
  const right = typeof value === 'string' ? value.trim().toLowerCase() : value;
  switch (op) {
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case 'contains':
      return String(left).includes(String(right));
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
  }
}

function ordered(frame: Frame, key: string, direction: 'asc' | 'desc'): Frame {
  return frame.orderby(direction === 'desc' ? aq.desc(key) : key);
}

function rowValues(table: ReadTable, row: Row, only?: string[]): Record<string, TableValue> {
  const values: Record<string, TableValue> = {};
  table.columns.forEach((column, at) => {
    if (!only || only.includes(column.name)) values[column.name] = row[`c${at}`] ?? null;
  });
  return values;
}

function lookup(frame: Frame, plan: TablePlan, table: ReadTable, name: (c: string) => string): PlanRow[] {
  const sorted = plan.orderBy ? ordered(frame, name(plan.orderBy.column), plan.orderBy.direction) : frame;
  const rows = sorted.slice(0, plan.limit ?? 20).objects() as Row[];
  return rows.map((row) => ({ values: rowValues(table, row, plan.select), sources: [row.r as number] }));
}

/** No groups: the extreme row (max, min), or one value over all the rows that hold one. */
function whole(frame: Frame, plan: TablePlan, table: ReadTable, name: (c: string) => string): PlanRow[] {
  const { op, column } = plan.aggregate as NonNullable<TablePlan['aggregate']>;
  if (op === 'count' && !column)
    return [{ values: { count: frame.numRows() }, sources: frame.array('r') as number[] }];
  const key = name(column as string);
  const held = frame.filter(aq.escape((row: Row) => row[key] !== null && row[key] !== undefined));
  if (op === 'max' || op === 'min') {
    const rows = ordered(held, key, op === 'max' ? 'desc' : 'asc')
      .slice(0, plan.limit ?? 1)
      .objects() as Row[];
    return rows.map((row) => ({ values: rowValues(table, row), sources: [row.r as number] }));
  }
  const value =
    held.numRows() === 0 ? null : (held.rollup({ v: aggregateOf(op, key) }).get('v', 0) as number);
  return [{ values: { [column as string]: value }, sources: held.array('r') as number[] }];
}

function aggregateOf(op: NonNullable<TablePlan['aggregate']>['op'], key: string) {
  if (op === 'avg') return ops.mean(key);
  if (op === 'count') return ops.valid(key);
  return ops[op](key);
}

/** Grouped: one value per group, ordered and cut as the plan says, each with the rows it came from. */
function grouped(frame: Frame, plan: TablePlan, name: (c: string) => string): PlanRow[] {
  const { op, column } = plan.aggregate as NonNullable<TablePlan['aggregate']>;
  const groups = plan.groupBy as string[];
  const out = column ?? 'count';
  const key = column ? name(column) : undefined;
  const held = key ? frame.filter(aq.escape((row: Row) => row[key] !== null)) : frame;
  let result = held
    .groupby(...groups.map(name))
    .rollup({ v: key ? aggregateOf(op, key) : ops.count(), rows: ops.array_agg('r') });
  if (plan.orderBy) {
    const by = plan.orderBy.column === out ? 'v' : name(plan.orderBy.column);
    result = ordered(result, by, plan.orderBy.direction);
  }
  const rows = result.slice(0, plan.limit ?? 20).objects() as Array<Row & { rows: number[] }>;
  return rows.map((row) => {
    const values: Record<string, TableValue> = {};
    for (const group of groups) values[group] = row[name(group)] ?? null;
    values[out] = row.v ?? null;
    return { values, sources: row.rows };
  });
}
