import {
  GRID_CELL_QUOTE_MAX_CHARS,
  GRID_CELL_VALUE_MAX_CHARS,
  type GridCell,
  type GridColumns,
} from '@quarry/contracts/grid';
import type { ReadTable } from '@quarry/contracts/tables';
import { logEvent } from '../../../log-events';
import type { ReadResult } from '../../../ports/document-reader.port';
import type { DriveFile } from '../../../ports/drive.port';
import type { ResearchDeps } from '../research-deps';
import { type ComputedFinding, computedFindings } from '../tables/computed-findings';
import { numberCells } from '../tables/number-cells';
import type { Finding } from './verify-quotes';

/** What answering a document's tables needs from the run. */
export interface TableContext {
  uid?: string;
  deps?: Pick<ResearchDeps, 'tables' | 'warn'>;
}

/**
 * The answers Quarry computes from the plans the model wrote about a document's tables (docs/architecture/evidence.md); a refused plan is logged and gives nothing, so that question is answered from what
 * the model read. None without tables, plans or an engine.
 */
export async function computedAnswers(
  ctx: TableContext,
  file: DriveFile,
  read: ReadResult,
  plans: unknown[],
): Promise<ComputedFinding[]> {
  const engine = ctx.deps?.tables;
  if (!read.tables?.length || !engine || plans.length === 0) return [];
  const answers = await computedFindings(read.tables, plans, engine);
  for (const refused of answers.refused) {
    if (ctx.deps)
      logEvent.tablePlanRefused(ctx.deps, { uid: ctx.uid ?? '', fileId: file.id, cause: refused.reason });
  }
  return answers.findings;
}

/**
 * A table document's findings: the computed answers first, then what the model read, each figure it
 * copied looked up in the tables' cells. A finding whose quote was not found in the text is still
 * verified when every figure it states is a cell of a row it names ("Printing cost $12,400" of the
 * line Printing); one whose figure is in no cell stays unverified.
 */
export function tableFindings(read: ReadResult, findings: Finding[], computed: ComputedFinding[]): Finding[] {
  const tables = read.tables;
  if (!tables?.length) return findings;
  const answers = computed
    .filter((finding) => !finding.column)
    .map(({ text, verified, cells, plan }) => ({ text, verified, cells, plan }));
  return [...answers, ...findings.map((finding) => withCells(tables, finding))];
}

/**
 * The grid's cells Quarry computed (a column asking "the total of the lines"): they take the place
 * of what the model read for that column, with their cells and plan.
 */
export function computedCells(computed: ComputedFinding[], columns: GridColumns): Record<string, GridCell> {
  const asked = new Set(columns.map((column) => column.id));
  const cells: Record<string, GridCell> = {};
  for (const finding of computed) {
    if (!finding.column || !finding.value || !asked.has(finding.column) || cells[finding.column]) continue;
    const normalized = finding.value.normalized;
    cells[finding.column] = {
      value: finding.value.text.slice(0, GRID_CELL_VALUE_MAX_CHARS),
      normalized: normalized === null ? null : normalized,
      quote: finding.text.slice(0, GRID_CELL_QUOTE_MAX_CHARS),
      cells: finding.cells.slice(0, 30),
      plan: finding.plan.slice(0, 500),
    };
  }
  return cells;
}

function withCells(tables: ReadTable[], finding: Finding): Finding {
  const check = numberCells(tables, finding.text);
  if (!check.hasFigures || check.cells.length === 0) return finding;
  const verified = finding.verified === true || check.allInNamedRows;
  return { ...finding, verified, cells: check.cells };
}
