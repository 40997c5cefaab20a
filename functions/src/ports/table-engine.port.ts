import type { TablePlan } from '@quarry/contracts/table-plan';
import type { ReadTable, TableValue } from '@quarry/contracts/tables';

/** One row of a plan's result, and the rows of the table it came from (indexes into `table.rows`). */
export interface PlanRow {
  /** By output column: the group's columns, the aggregated column, or a lookup's selected ones. */
  values: Record<string, TableValue>;
  sources: number[];
}

/**
 * Runs a checked plan (domain/research/tables/check-plan.ts) over every row of a table. The plan's
 * names are the table's own, already checked; an engine never turns them into code.
 */
export interface TableEngine {
  run(table: ReadTable, plan: TablePlan): Promise<PlanRow[]>;
}
