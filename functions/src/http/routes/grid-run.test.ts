import { type GridColumns, GridResponse, gridPath } from '@quarry/contracts/grid';
import { ReportExecutionViewResponse } from '@quarry/contracts/reports';
import type { StreamEvent } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import { contractsDriveStack } from '../../testing/contracts-stack';
import { readEventStream } from '../../testing/event-stream';

/**
 * The evidence grid on the local contracts.stack (docs/decisions/evidence-grid.md): Maya's 32 sample contracts asked four
 * column questions give a grid of every contract with values, quotes and pages, for the same number
 * of Gemini extraction calls as the run without columns; and no two suppliers' own terms are shown as
 * a disagreement (docs/decisions/disagreements.md).
 */
const COLUMNS: GridColumns = [
  { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
  { id: 'c3', question: 'When does the contract renew?', type: 'date' },
  { id: 'c4', question: 'How much notice is needed to terminate?', type: 'text' },
];
const contracts = contractsDriveStack();

type Doc = { id: string; name: string; mimeType: string; supported: boolean };

async function run(docs: Doc[], columns?: GridColumns, question?: string) {
  await fetch(`${contracts.stack.emulators.url}/__control/gemini/reset`, { method: 'POST' });
  const response = await contracts.maya.raw('POST', '/api/query/extract-and-query', {
    // Each run its own question, so neither is answered from the other's cache.
    userQuery: question ?? `What are the commercial terms of our contracts${columns ? '' : ' today'}?`,
    selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    deepResearch: false,
    ...(columns ? { columns } : {}),
  });
  const events = await readEventStream(response);
  const started = events.find((e) => e.type === 'status' && 'executionId' in e && e.executionId) as
    | { executionId: string }
    | undefined;
  const stats = (await (await fetch(`${contracts.stack.emulators.url}/__control/gemini/stats`)).json()) as {
    byTask: Record<string, number>;
  };
  const complete = events.find((e): e is Extract<StreamEvent, { type: 'complete' }> => e.type === 'complete');
  return { executionId: started?.executionId ?? '', complete, extraction: stats.byTask.extraction ?? 0 };
}

describe('the evidence grid of a run', () => {
  it('when 32 contracts are asked four columns, then every row has its values, quotes and pages, for the calls of the run without columns', async () => {
    const docs = (
      (await contracts.maya.call('POST', '/api/query/search-documents', { keywords: ['Counterparty'] })).json
        .documents as Doc[]
    ).filter((d) => d.supported);
    expect(docs.length).toBeGreaterThanOrEqual(30);

    const plain = await run(docs);
    const withColumns = await run(docs, COLUMNS);
    const grid = GridResponse.parse(
      (await contracts.maya.call('GET', gridPath(withColumns.executionId))).json,
    );

    expect(withColumns.extraction).toBe(plain.extraction);
    expect(withColumns.complete?.hasGrid).toBe(true);
    expect(grid.columns).toEqual(COLUMNS);
    expect(grid.rows).toHaveLength(docs.length);
    for (const row of grid.rows) {
      expect(Object.keys(row.cells).sort(), row.name).toEqual(['c1', 'c2', 'c3', 'c4']);
      for (const cell of Object.values(row.cells)) {
        expect(cell.unverified, `${row.name}: ${cell.quote}`).toBeUndefined();
        expect(cell.quote).toContain(cell.value);
      }
      expect(typeof row.cells.c2?.normalized, row.name).toBe('number');
      expect(String(row.cells.c3?.normalized), row.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const pdfs = grid.rows.filter((row) => row.name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const row of pdfs) expect(row.cells.c1?.page, row.name).toBe(1);
  }, 120_000);

  it('when 32 different suppliers’ contracts are asked their notice periods and renewal dates with four columns, then no disagreement is found: each contract’s own terms are its own', async () => {
    const docs = (
      (await contracts.maya.call('POST', '/api/query/search-documents', { keywords: ['Counterparty'] })).json
        .documents as Doc[]
    ).filter((d) => d.supported);

    const asked = await run(
      docs,
      COLUMNS,
      'What notice period and renewal date does each supplier contract have?',
    );

    expect(asked.complete?.statusCounts.data).toBeGreaterThanOrEqual(20);
    expect(asked.complete?.evidence?.disagreements).toEqual([]);
  }, 120_000);

  it('when a run has no columns, then its stream’s end and its view say it has no grid, and the grid route answers 404', async () => {
    const docs = (
      (await contracts.maya.call('POST', '/api/query/search-documents', { keywords: ['Counterparty'] })).json
        .documents as Doc[]
    ).filter((d) => d.supported);

    const plain = await run(docs.slice(0, 2));
    const view = ReportExecutionViewResponse.parse(
      (await contracts.maya.call('GET', `/api/report-execution/${plain.executionId}/view`)).json,
    );
    const response = await contracts.maya.raw('GET', gridPath(plain.executionId));

    expect(plain.complete?.hasGrid).toBeUndefined();
    expect(view.execution.hasGrid).toBe(false);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('This report has no columns.');
  }, 60_000);
});
