import { MAX_PLANS, TablePlan } from '@quarry/contracts/table-plan';
import { type CellRef, cellPlace, type ReadTable, type TableValue } from '@quarry/contracts/tables';
import type { PlanRow, TableEngine } from '../../../ports/table-engine.port';
import { checkPlan } from './check-plan';
import { citedCells, labelColumn } from './cited-cells';
import { planWords } from './plan-words';
import { valueText } from './table-values';

/** A plan not run, and why: logged, and that question is answered from what the model read. */
export interface RefusedPlan {
  plan: unknown;
  reason: string;
}

/** A finding Quarry computed: its text states the value; extraction keeps it beside what was read. */
export interface ComputedFinding {
  text: string;
  verified: true;
  cells: CellRef[];
  plan: string;
  /** The grid column the plan answers, and its one value, as shown and as a number or date. */
  column?: string;
  value?: { text: string; normalized: TableValue };
}

export interface ComputedAnswers {
  findings: ComputedFinding[];
  refused: RefusedPlan[];
}

/**
 * The answers Quarry computes for the plans a model wrote about a document's tables (docs/architecture/evidence.md): each plan parsed against the closed language, checked against its table's header, run over
 * every row, and stated as a finding carrying its value, its cells and its plan in words. A plan that
 * fails any step, or matches no row, gives no finding: a wrong plan never reaches the report as a number.
 */
export async function computedFindings(
  tables: ReadTable[],
  plans: unknown[],
  engine: TableEngine,
): Promise<ComputedAnswers> {
  const answers: ComputedAnswers = { findings: [], refused: [] };
  const seen = new Set<string>();
  for (const raw of plans.slice(0, MAX_PLANS)) {
    const parsed = TablePlan.safeParse(raw);
    if (!parsed.success) {
      answers.refused.push({ plan: raw, reason: 'outside the plan language' });
      continue;
    }
    const check = checkPlan(parsed.data, tables);
    if (!check.ok) {
      answers.refused.push({ plan: raw, reason: check.reason });
      continue;
    }
    const key = JSON.stringify(check.plan);
    if (seen.has(key)) continue;
    seen.add(key);
    const rows = await engine.run(check.table, check.plan);
    if (rows.length === 0 || rows.every((row) => Object.values(row.values).every((v) => v === null))) {
      answers.refused.push({ plan: raw, reason: 'no row matched' });
      continue;
    }
    answers.findings.push(findingOf(check.table, check.plan, rows));
  }
  return answers;
}

function findingOf(table: ReadTable, plan: TablePlan, rows: PlanRow[]): ComputedFinding {
  const words = planWords(plan, table.name);
  const stated = rows.map((row) => rowText(table, plan, row.values)).join('; ');
  const sources = rows.flatMap((row) => row.sources);
  const cells = citedCells(table, sources, citedColumns(table, plan), stated);
  const text = `${capital(words)}: ${stated} (computed by Quarry over ${rowsText(sources.length)}; ${placesOf(table, cells)})`;
  const column = plan.column ? { column: plan.column, value: firstValue(table, plan, rows) } : {};
  return { text, verified: true, cells, plan: words, ...column };
}

/** The value a grid cell shows: the computed one, or a lookup's first selected number. */
function firstValue(
  table: ReadTable,
  plan: TablePlan,
  rows: PlanRow[],
): { text: string; normalized: TableValue } {
  const values = rows[0]?.values ?? {};
  const name =
    plan.aggregate?.column ??
    (plan.aggregate ? 'count' : Object.keys(values).find((key) => typeof values[key] === 'number'));
  const value = name === undefined ? null : (values[name] ?? null);
  const counted = plan.aggregate?.op === 'count';
  const column = counted ? undefined : table.columns.find((c) => c.name === name);
  return { text: valueText(value, column), normalized: value };
}

function rowText(table: ReadTable, plan: TablePlan, values: Record<string, TableValue>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => {
      const column = table.columns.find((c) => c.name === name);
      const counted = plan.aggregate?.op === 'count' && (name === 'count' || name === plan.aggregate.column);
      return `${name}: ${counted ? valueText(value) : valueText(value, column)}`;
    })
    .join(', ');
}

/** The columns a result's cells are cited from: what names the rows, what was computed or looked up. */
function citedColumns(table: ReadTable, plan: TablePlan): number[] {
  const index = (name: string) => table.columns.findIndex((column) => column.name === name);
  const label = labelColumn(table);
  if (!plan.aggregate) {
    const chosen = plan.select?.map(index) ?? table.columns.map((_, at) => at);
    return [label, ...chosen].slice(0, 6);
  }
  const target = plan.aggregate.column ? index(plan.aggregate.column) : label;
  const groups = plan.groupBy?.map(index) ?? [];
  const extreme = plan.aggregate.op === 'max' || plan.aggregate.op === 'min';
  return groups.length ? [...groups, target] : extreme ? [label, target] : [target];
}

/** Where the cells are, as the report may cite them: "sheet Summary, cells A2, C2", "records 1-12, field revenue". */
function placesOf(table: ReadTable, cells: CellRef[]): string {
  if (table.kind === 'records') return cells.slice(0, 4).map(cellPlace).join('; ');
  const addresses = cells.map((cell) => cell.address ?? '').filter(Boolean);
  const listed = `${addresses.slice(0, 8).join(', ')}${addresses.length > 8 ? ', …' : ''}`;
  const where =
    table.kind === 'sheet' ? `sheet ${table.name}, ` : table.kind === 'document' ? `${table.name}, ` : '';
  return `${where}${addresses.length === 1 ? 'cell' : 'cells'} ${listed}`;
}

function rowsText(count: number): string {
  return count === 1 ? '1 row' : `${count.toLocaleString('en-US')} rows`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
