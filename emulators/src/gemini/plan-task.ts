import type { DocumentBlock } from './prompt-blocks';
import type { TableBlock } from './table-blocks';
import { contentStems } from './text-utils';

type Op = 'max' | 'min' | 'sum' | 'count' | 'avg';

/** A plan in the closed language (contracts/src/table-plan.ts), as the emulator writes it. */
export interface Plan {
  table: string;
  filter?: { column: string; op: '='; value: string }[];
  groupBy?: string[];
  aggregate?: { op: Op; column?: string };
  orderBy?: { column: string; direction: 'asc' | 'desc' };
  limit?: number;
  select?: string[];
  /** The grid column the plan answers. */
  column?: string;
}

const OPS: [RegExp, Op][] = [
  [/\b(highest|largest|most|biggest|greatest|maximum|top)\b/i, 'max'],
  [/\b(lowest|smallest|least|fewest|minimum)\b/i, 'min'],
  [/\b(average|mean)\b/i, 'avg'],
  [/\b(total|sum|altogether|combined)\b/i, 'sum'],
  [/\bhow many\b|\bnumber of\b/i, 'count'],
];
const YEAR = /^(19|20)\d\d$/;
/** A total row's label is no row a question names: "total" asks for a sum. */
const TOTAL = /^(?:grand\s+|sub-?)?totals?\b|^sum\b/i;

/**
 * The plan a careful model writes for a document's tables (docs/prompt-protocol.md, "What the
 * emulator answers"): the shapes largest, smallest, total, average, count and a row by its label,
 * read from the question's words and the header it was given. The table is the one whose name, or
 * the document's, shares a word with the question, or whose column the question names; the column
 * is the number column whose name shares the most words with the question (years alone do not
 * choose one). No plan when the question asks no computation and names no row, nor for a column
 * that is not there.
 */
export function planTask(question: string, document: DocumentBlock, tables: TableBlock[]): Plan[] {
  const words = contentStems(question);
  const op = OPS.find(([pattern]) => pattern.test(question))?.[1];
  const ranked = tables
    .map((table) => ({ table, fit: fitOf(table, document, words, question) }))
    .filter(({ fit }) => fit.named || fit.column !== undefined)
    .sort((a, b) => b.fit.score - a.fit.score);
  for (const { table, fit } of ranked) {
    const plan = planFor(table, fit, op, question);
    if (plan) return [plan];
  }
  return [];
}

interface Fit {
  score: number;
  /** The table's or the document's name shares a word (not a year) with the question. */
  named: boolean;
  /** The number column the question names best, with at least one word that is not a year. */
  column: string | undefined;
  /** A row label of the table the question names ("North America"). */
  label: { column: string; value: string } | undefined;
}

function fitOf(table: TableBlock, document: DocumentBlock, words: Set<string>, question: string): Fit {
  const shared = (text: string) => [...contentStems(text)].filter((word) => words.has(word));
  const named = [...shared(table.name), ...shared(document.name)].some((word) => !YEAR.test(word));
  let column: string | undefined;
  let best = 0;
  for (const candidate of table.columns.filter((c) => c.type === 'number')) {
    const hits = shared(candidate.name);
    if (hits.some((word) => !YEAR.test(word)) && hits.length > best) {
      best = hits.length;
      column = candidate.name;
    }
  }
  const label = labelIn(table, question, document);
  return {
    score: best * 2 + (named ? 1 : 0) + (label ? 2 : 0) + shared(table.name).length,
    named,
    column,
    label,
  };
}

/**
 * A row label the question names: a value of the table's first text column among the rows shown,
 * or the first cell of a line of the document's text (a model reads the whole of a small table).
 */
function labelIn(table: TableBlock, question: string, document: DocumentBlock): Fit['label'] {
  const at = table.columns.findIndex((column) => column.type === 'text');
  const column = table.columns[at];
  if (!column) return undefined;
  const lowered = question.toLowerCase();
  const shown = table.sample.map((row) => row[at]);
  const lines = document.pages.flatMap((page) =>
    page.text.split('\n').map((line) => line.split(/\t|,/)[0]?.trim()),
  );
  for (const value of [...shown, ...lines]) {
    if (typeof value !== 'string' || value.length <= 3 || TOTAL.test(value)) continue;
    if (wordsIn(lowered, value.toLowerCase())) {
      return { column: column.name, value };
    }
  }
  return undefined;
}

function wordsIn(text: string, phrase: string): boolean {
  const at = text.indexOf(phrase);
  if (at < 0) return false;
  const before = text[at - 1];
  const after = text[at + phrase.length];
  return !(before && /[\p{L}\p{N}]/u.test(before)) && !(after && /[\p{L}\p{N}]/u.test(after));
}

function planFor(table: TableBlock, fit: Fit, op: Op | undefined, question: string): Plan | undefined {
  const base = { table: table.id };
  if (op === 'count') return fit.named ? { ...base, aggregate: { op: 'count' } } : undefined;
  if (!fit.column) return undefined;
  if (!op) {
    if (!fit.label) return undefined;
    const filter = [{ column: fit.label.column, op: '=' as const, value: fit.label.value }];
    return { ...base, filter, limit: 1, select: [fit.label.column, fit.column] };
  }
  if (!fit.named && !fit.label) return undefined;
  const group = groupColumn(table, question);
  if ((op === 'max' || op === 'min') && group) {
    const direction = op === 'max' ? 'desc' : 'asc';
    return {
      ...base,
      groupBy: [group],
      aggregate: { op: 'sum', column: fit.column },
      orderBy: { column: fit.column, direction },
      limit: 1,
    };
  }
  const filter = fit.label
    ? { filter: [{ column: fit.label.column, op: '=' as const, value: fit.label.value }] }
    : {};
  return { ...base, ...filter, aggregate: { op, column: fit.column } };
}

/** "Which region...": the text column the question asks for by name. */
function groupColumn(table: TableBlock, question: string): string | undefined {
  const asked = /\b(?:which|what)\s+([\p{L}-]+)/iu.exec(question)?.[1];
  if (!asked) return undefined;
  const stems = contentStems(asked);
  return table.columns.find(
    (column) => column.type === 'text' && [...contentStems(column.name)].some((s) => stems.has(s)),
  )?.name;
}
