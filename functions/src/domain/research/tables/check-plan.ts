import type { PlanFilter, TablePlan } from '@quarry/contracts/table-plan';
import type { ReadTable, TableColumn } from '@quarry/contracts/tables';
import { dateValue, numberValue } from './table-values';

export type PlanCheck = { ok: true; table: ReadTable; plan: TablePlan } | { ok: false; reason: string };

class Refused extends Error {}

/**
 * Whether a plan the model wrote may run, and the plan with every name spelled as the table spells
 * it and every filter value of its column's type. A plan naming a table or column that is not there,
 * or asking what the language does not allow (a sum of text, "greater than" a name), is refused with
 * its reason: that document's answer is then what the model read, never a number from a wrong plan.
 */
export function checkPlan(plan: TablePlan, tables: ReadTable[]): PlanCheck {
  const table = tables.find((candidate) => candidate.id === plan.table.trim());
  if (!table) return { ok: false, reason: `no table "${plan.table}"` };
  try {
    return { ok: true, table, plan: checked(plan, table) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  }
}

function checked(plan: TablePlan, table: ReadTable): TablePlan {
  const column = (name: string) => columnOf(table, name);
  const aggregate = plan.aggregate && checkedAggregate(plan.aggregate, column);
  if (plan.groupBy?.length && !aggregate) throw new Refused('groupBy without an aggregate');
  const groupBy = plan.groupBy?.map((name) => column(name).name);
  const output = aggregate && groupBy?.length ? (aggregate.column ?? 'count') : undefined;
  return {
    table: table.id,
    ...(plan.filter?.length ? { filter: plan.filter.map((f) => checkedFilter(f, column(f.column))) } : {}),
    ...(groupBy?.length ? { groupBy } : {}),
    ...(aggregate ? { aggregate } : {}),
    ...(plan.orderBy ? { orderBy: checkedOrder(plan.orderBy, column, output, groupBy) } : {}),
    ...(plan.limit ? { limit: plan.limit } : {}),
    ...(plan.select?.length ? { select: plan.select.map((name) => column(name).name) } : {}),
    ...(plan.column ? { column: plan.column } : {}),
  };
}

/** The column a name means: as written, else the one header equal to it but for case and spaces. */
function columnOf(table: ReadTable, name: string): TableColumn {
  const exact = table.columns.find((column) => column.name === name);
  if (exact) return exact;
  const folded = fold(name);
  const loose = table.columns.filter((column) => fold(column.name) === folded);
  if (loose.length === 1) return loose[0] as TableColumn;
  throw new Refused(`no column "${name}" in ${table.name}`);
}

function fold(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function checkedAggregate(
  aggregate: NonNullable<TablePlan['aggregate']>,
  column: (name: string) => TableColumn,
): NonNullable<TablePlan['aggregate']> {
  if (!aggregate.column) {
    if (aggregate.op !== 'count') throw new Refused(`${aggregate.op} names no column`);
    return { op: 'count' };
  }
  const target = column(aggregate.column);
  const extreme = aggregate.op === 'max' || aggregate.op === 'min';
  if (aggregate.op !== 'count' && target.type !== 'number' && !(extreme && target.type === 'date')) {
    throw new Refused(`${aggregate.op} of "${target.name}", a column of ${target.type}`);
  }
  return { op: aggregate.op, column: target.name };
}

function checkedFilter(filter: PlanFilter, column: TableColumn): PlanFilter {
  const ordered = filter.op !== '=' && filter.op !== '!=' && filter.op !== 'contains';
  if (ordered && column.type === 'text')
    throw new Refused(`"${filter.op}" on "${column.name}", a column of text`);
  if (filter.op === 'contains' && column.type !== 'text') {
    throw new Refused(`"contains" on "${column.name}", a column of ${column.type}`);
  }
  return { column: column.name, op: filter.op, value: typedValue(filter.value, column) };
}

function typedValue(value: string | number, column: TableColumn): string | number {
  if (column.type === 'number') {
    const number = typeof value === 'number' ? value : numberValue(value)?.value;
    if (number === undefined) throw new Refused(`"${value}" is not a number for "${column.name}"`);
    return number;
  }
  if (column.type === 'date') {
    const date = dateValue(String(value));
    if (!date) throw new Refused(`"${value}" is not a date for "${column.name}"`);
    return date;
  }
  return String(value);
}

function checkedOrder(
  orderBy: NonNullable<TablePlan['orderBy']>,
  column: (name: string) => TableColumn,
  output: string | undefined,
  groupBy: string[] | undefined,
): NonNullable<TablePlan['orderBy']> {
  if (output !== undefined) {
    if (fold(orderBy.column) === fold(output)) return { column: output, direction: orderBy.direction };
    const name = column(orderBy.column).name;
    if (!groupBy?.includes(name)) throw new Refused(`order by "${name}", which the groups do not keep`);
    return { column: name, direction: orderBy.direction };
  }
  return { column: column(orderBy.column).name, direction: orderBy.direction };
}
