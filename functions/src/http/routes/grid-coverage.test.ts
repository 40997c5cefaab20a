import { exportPath } from '@quarry/contracts/exports';
import { type GridColumns, GridResponse, gridPath } from '@quarry/contracts/grid';
import { ReportExecutionViewResponse } from '@quarry/contracts/reports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { contractsDriveStack } from '../../testing/contracts-stack';
import { gemini, mailbox } from '../../testing/emulator-controls';

/**
 * Coverage agrees with the grid (docs/decisions/evidence-grid.md): Maya asks about her supplier contracts with four
 * columns. A contract whose grid row holds a verified value has relevant data, whatever the
 * question's own extraction said, in every place that says how reading it ended: the report's
 * Coverage table, the CSV's and the workbook's Outcome column, and the completion e-mail.
 */
const MAYA = 'maya.chen@northwind.test';
const NO_DATA = 'No relevant data';
const COLUMNS: GridColumns = [
  { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
  { id: 'c3', question: 'When does the contract renew?', type: 'date' },
  { id: 'c4', question: 'How many days of termination notice?', type: 'number' },
];
const contracts = contractsDriveStack();

type Doc = { id: string; name: string; mimeType: string; supported: boolean };

/** The report's Coverage table, document name → result, as the view's HTML holds it. */
function coverageOf(html: string): Map<string, string> {
  const table = html.slice(html.indexOf('<h2>Coverage</h2>'));
  const rows = [...table.matchAll(/<tr><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)];
  const plain = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return new Map(rows.map(([, name = '', result = '']) => [plain(name), plain(result)]));
}

/** The Outcome of each document in the CSV (its third column); names hold no comma in this drive. */
function csvOutcomes(csv: string): Map<string, string> {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean);
  return new Map(lines.map((line) => [line.split(',')[0] ?? '', line.split(',')[2] ?? '']));
}

async function workbookOutcomes(bytes: ArrayBuffer): Promise<Map<string, string>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Evidence')!;
  const outcomes = new Map<string, string>();
  sheet.eachRow((row, index) => {
    if (index > 1) outcomes.set(String(row.getCell(1).value), String(row.getCell(3).value));
  });
  return outcomes;
}

describe('coverage of a run with columns', () => {
  it('when Maya asks about her supplier contracts with four columns, then no contract whose grid row has a verified value says "No relevant data" in the report, the CSV, the workbook or the e-mail', async () => {
    const docs = (
      (await contracts.maya.call('POST', '/api/query/search-documents', { keywords: ['Counterparty'] })).json
        .documents as Doc[]
    ).filter((d) => d.supported);
    await gemini.reset(contracts.stack.emulators.url);
    await mailbox.clear(contracts.stack.emulators.url);

    const queued = await contracts.maya.call('POST', '/api/query/extract-and-query', {
      userQuery: 'Which supplier contracts renew soon, and on what terms?',
      selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
      deepResearch: false,
      columns: COLUMNS,
      notifyOnCompletion: true,
    });
    const executionId = String(queued.json.executionId);
    await contracts.stack.app.deps.localQueue.idle();
    const grid = GridResponse.parse((await contracts.maya.call('GET', gridPath(executionId))).json);
    const view = ReportExecutionViewResponse.parse(
      (await contracts.maya.call('GET', `/api/report-execution/${executionId}/view`)).json,
    );
    const coverage = coverageOf(view.execution.result ?? '');
    const csv = csvOutcomes(await (await contracts.maya.raw('GET', exportPath(executionId, 'csv'))).text());
    const xlsx = await workbookOutcomes(
      await (await contracts.maya.raw('GET', exportPath(executionId, 'xlsx'))).arrayBuffer(),
    );
    const [mail] = await mailbox.messagesTo(contracts.stack.emulators.url, MAYA);
    const record = await contracts.stack.app.deps.store.get<RunRecord>('reportExecutions', executionId);

    const withValues = grid.rows.filter((row) => Object.values(row.cells).some((cell) => !cell.unverified));
    expect(grid.rows).toHaveLength(docs.length);
    expect(withValues.length).toBe(docs.length);
    for (const row of withValues) {
      expect(row.outcome, row.name).toBe('data');
      expect(coverage.get(row.name), row.name).toBe('Data found');
      expect(csv.get(row.name), row.name).toBe('Data found');
      expect(xlsx.get(row.name), row.name).toBe('Data found');
    }
    expect([...coverage.values()]).not.toContain(NO_DATA);
    expect(record?.completion?.statusCounts).toEqual({ data: docs.length, noData: 0, failed: 0 });
    expect(view.execution.documentsOutcome?.summary).toBe(`${docs.length} of ${docs.length} documents read`);
    for (const column of COLUMNS) {
      const found = grid.rows.filter((row) => row.cells[column.id] && !row.cells[column.id]?.unverified);
      const label = column.question.replace(/\?$/, '');
      expect(mail?.text).toContain(`${label}: found in ${found.length} of ${docs.length} documents`);
    }
  }, 180_000);
});
