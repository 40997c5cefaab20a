import { execFileSync } from 'node:child_process';
import type { TablePlan } from '@quarry/contracts/table-plan';
import type { ReadTable } from '@quarry/contracts/tables';
import ExcelJS from 'exceljs';
import { ParsingDocumentReader } from '../../functions/src/adapters/parsers/document-reader';
import { ArqueroEngine } from '../../functions/src/adapters/tables/arquero-engine';
import { tablesBlock } from '../../functions/src/domain/research/tables/table-prompt';

const ROWS = 50_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The extraction call's prompt budget by default (RESEARCH_PROMPT_BUDGET_CHARS). */
const PROMPT_BUDGET_CHARS = 400_000;

async function largeWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  sheet.addRow(['Order', 'Region', 'Date', 'Product', 'Amount', 'Units']);
  const regions = ['North America', 'Europe', 'Asia-Pacific', 'Latin America'];
  for (let i = 0; i < ROWS; i++) {
    const row = sheet.addRow([
      `NW-${100000 + i}`,
      regions[i % 4],
      new Date(Date.UTC(2026, i % 12, (i % 28) + 1)),
      `SKU-${i % 300}`,
      50 + ((i * 37) % 2000),
      (i % 9) + 1,
    ]);
    row.getCell(5).numFmt = '$#,##0';
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function timed<T>(work: () => Promise<T>, times = 5): Promise<{ ms: number; result: T }> {
  const runs: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    result = await work();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return { ms: runs[Math.floor(runs.length / 2)] as number, result: result as T };
}

const PLANS: [string, Omit<TablePlan, 'table'>][] = [
  ['total of Amount', { aggregate: { op: 'sum', column: 'Amount' } }],
  [
    'largest Amount by Region',
    {
      groupBy: ['Region'],
      aggregate: { op: 'sum', column: 'Amount' },
      orderBy: { column: 'Amount', direction: 'desc' },
      limit: 1,
    },
  ],
  [
    'count where Units >= 5',
    { filter: [{ column: 'Units', op: '>=', value: 5 }], aggregate: { op: 'count' } },
  ],
  ['row by label', { filter: [{ column: 'Order', op: '=', value: 'NW-149999' }], limit: 1 }],
];

/** The same total and grouping in a plain loop: what writing no engine would cost to run. */
function loops(table: ReadTable): number {
  const amount = table.columns.findIndex((c) => c.name === 'Amount');
  const region = table.columns.findIndex((c) => c.name === 'Region');
  const started = performance.now();
  let total = 0;
  const byRegion = new Map<string, number>();
  for (const row of table.rows) {
    const value = row[amount];
    if (typeof value !== 'number') continue;
    total += value;
    byRegion.set(String(row[region]), (byRegion.get(String(row[region])) ?? 0) + value);
  }
  if (total < 0 || byRegion.size === 0) throw new Error('no rows');
  return performance.now() - started;
}

function importMs(): number {
  const script = "const t=performance.now();await import('arquero');console.log(performance.now()-t)";
  const runs = [0, 1, 2].map(() =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString()),
  );
  return runs.sort((a, b) => a - b)[1] as number;
}

/**
 * Numbers you can check at size: a 50,000-row sheet read (parse, typing every cell), then four plans
 * run by arquero over every row, against what reading it as text would send the model.
 */
export async function tablesAtSize(): Promise<string> {
  const bytes = await largeWorkbook();
  const reader = new ParsingDocumentReader();
  const file = { id: 'x', name: 'Orders.xlsx', mimeType: XLSX };
  const fetcher = { download: async () => bytes, export: async () => bytes };
  const read = await timed(() => reader.read(file, fetcher), 3);
  const load = await timed(() => new ExcelJS.Workbook().xlsx.load(bytes as unknown as ExcelJS.Buffer), 3);
  const table = read.result.tables?.[0] as ReadTable;
  const engine = new ArqueroEngine();
  await engine.run(table, { table: table.id, aggregate: { op: 'count' } });
  const plans = [];
  for (const [label, plan] of PLANS)
    plans.push([label, (await timed(() => engine.run(table, { table: table.id, ...plan }))).ms] as const);
  const fullText = [
    'Order\tRegion\tDate\tProduct\tAmount\tUnits',
    ...table.rows.map((row) => row.join('\t')),
  ].join('\n');
  const sent = read.result.text.length + (tablesBlock('x', read.result.tables)[0]?.length ?? 0);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  return `## Tables (50,000 rows)

A generated sheet of ${ROWS.toLocaleString('en-US')} orders (${(bytes.length / 1024 / 1024).toFixed(1)} MB xlsx, six columns) read by the pipeline's reader and answered by plans (scripts/bench/tables.ts), median of five.

| step | time |
|---|---|
| unzip and parse the workbook alone (exceljs load) | ${fmt(load.ms)} |
| read it as the pipeline does (load, text, every cell typed and addressed) | ${fmt(read.ms)} |
${plans.map(([label, ms]) => `| plan: ${label} (arquero, all rows) | ${fmt(ms)} |`).join('\n')}
| the total and grouping as a plain loop (no engine) | ${fmt(loops(table))} |
| loading arquero (first plan of a process, unbundled) | ${fmt(importMs())} |

Reading it as text instead: the sheet is ${fullText.length.toLocaleString('en-US')} characters (about ${Math.round(fullText.length / 4).toLocaleString('en-US')} tokens), past the 2,000,000-character cap a document may have (read-limits.ts), so before tables it failed as too long; under the cap it would take ${Math.ceil(fullText.length / PROMPT_BUDGET_CHARS)} extraction calls at the default prompt budget, none of which sees every row. With tables the model is sent ${sent.toLocaleString('en-US')} characters (the header, ${20} rows and the table block) in one call, and the plan runs over all ${ROWS.toLocaleString('en-US')} rows.
`;
}
