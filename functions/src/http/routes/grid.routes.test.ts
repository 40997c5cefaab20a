import { type GridColumns, GridResponse, gridPath } from '@quarry/contracts/grid';
import { ReportExecutionViewResponse } from '@quarry/contracts/reports';
import { SharedExecutionView } from '@quarry/contracts/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini } from '../../testing/emulator-controls';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { type CitedSource, finishedSharedRun } from '../../testing/shared-run';

/**
 * The evidence grid over HTTP (docs/decisions/evidence-grid.md): the owner sees their run's grid, a team member the shared
 * run's as they may see it (no names or links when the owner hides documents); nobody else, and
 * nothing before the run has finished.
 */
const COLUMNS: GridColumns = [
  { id: 'c1', question: 'What did the recall cost?', type: 'number' },
  { id: 'c2', question: 'When was the recall announced?', type: 'date' },
];
let stack: LocalStack;
let maya: BrowserSession;
let theo: BrowserSession;
let sam: BrowserSession;
let reportId = '';
let executionId = '';
let cited: CitedSource[] = [];

beforeAll(async () => {
  stack = await startLocalStack();
  ({ maya, theo, sam, reportId, executionId, cited } = await finishedSharedRun(stack, { columns: COLUMNS }));
}, 180_000);
afterAll(() => stack?.stop());

describe('the grid routes', () => {
  it('when the owner asks for the grid, then every document the run read is a row, with its name, link and cells', async () => {
    const response = await maya.call('GET', gridPath(executionId));
    const grid = GridResponse.parse(response.json);

    expect(response.status).toBe(200);
    expect(grid.columns).toEqual(COLUMNS);
    const names = grid.rows.map((row) => row.name);
    for (const source of cited) expect(names).toContain(source.name);
    expect(grid.rows.some((row) => Object.keys(row.cells).length > 0)).toBe(true);
  });

  it('when a run with columns has finished, then its own view, the team’s view and its stream’s end say it has a grid', async () => {
    const own = ReportExecutionViewResponse.parse(
      (await maya.call('GET', `/api/report-execution/${executionId}/view`)).json,
    );
    const team = SharedExecutionView.parse(
      (await theo.call('GET', `/api/shared-report-execution/${executionId}/view`)).json,
    );
    const events = await readEventStream(
      await maya.raw('GET', `/api/report-execution/${executionId}/stream`),
    );
    const end = events.at(-1);

    expect(own.execution.hasGrid).toBe(true);
    expect(team.execution.hasGrid).toBe(true);
    expect(end?.type === 'complete' && end.hasGrid).toBe(true);
  });

  it('when a member asks for a shared run whose owner hides the documents, then no name or link is in the grid', async () => {
    await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
      showDocumentsInSharedReports: false,
    });
    try {
      const response = await theo.call('GET', gridPath(executionId, true));
      const text = JSON.stringify(response.json);
      const grid = GridResponse.parse(response.json);

      expect(response.status).toBe(200);
      for (const source of cited) expect(text).not.toContain(source.name);
      expect(grid.rows.every((row) => row.link === null)).toBe(true);
      expect(grid.rows[0]?.name).toBe('Document 1');
    } finally {
      await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
        showDocumentsInSharedReports: true,
      });
    }
  });

  it('when someone else, a member from the owner’s view, or nobody signed in asks, then 404 and 401', async () => {
    expect((await sam.raw('GET', gridPath(executionId))).status).toBe(404);
    expect((await sam.raw('GET', gridPath(executionId, true))).status).toBe(404);
    expect((await theo.raw('GET', gridPath(executionId))).status).toBe(404);
    const anonymous = await fetch(`${stack.app.url}${gridPath(executionId)}`, {
      headers: { origin: stack.app.url },
    });
    expect(anonymous.status).toBe(401);
  });

  it('when the owner edits the saved report’s columns, then its listing gives the new ones and an empty list clears them', async () => {
    const edited: GridColumns = [{ id: 'c3', question: 'Who pays for the recall?', type: 'text' }];
    const listed = async () =>
      (
        (await maya.call('GET', '/api/saved-reports')).json.reports as { id: string; columns?: GridColumns }[]
      ).find((report) => report.id === reportId);

    expect((await listed())?.columns).toEqual(COLUMNS);
    await maya.call('PATCH', `/api/saved-reports/${reportId}`, {
      query: 'What did the Ridgeline 2 recall cost?',
      columns: edited,
    });
    const after = await listed();
    await maya.call('PATCH', `/api/saved-reports/${reportId}`, {
      query: 'What did the Ridgeline 2 recall cost?',
      columns: [],
    });
    const cleared = await listed();
    await maya.call('PATCH', `/api/saved-reports/${reportId}`, {
      query: 'What did the Ridgeline 2 recall cost?',
      columns: COLUMNS,
    });

    expect(after?.columns).toEqual(edited);
    expect(cleared?.columns).toBeUndefined();
  });

  it('when the owner sends bad columns, then a 400 says what is wrong and neither the query nor the columns change', async () => {
    const listed = async () =>
      (
        (await maya.call('GET', '/api/saved-reports')).json.reports as {
          id: string;
          query: string;
          columns?: GridColumns;
        }[]
      ).find((report) => report.id === reportId);
    const before = await listed();
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ id: `c${i + 1}`, question: `Q${i + 1}?` }));
    const attempts = [
      { columns: [{ id: 'c1', question: '   ', type: 'text' }] },
      { columns: [...COLUMNS, { ...COLUMNS[0], question: 'Again?' }] },
      { columns: tooMany },
      { columns: [{ id: 'c1', question: 'Value?', type: 'money' }] },
    ];

    const responses = [];
    for (const body of attempts) {
      const response = await maya.raw('PATCH', `/api/saved-reports/${reportId}`, {
        query: 'A question that must not be saved',
        ...body,
      });
      responses.push({
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      });
    }
    const after = await listed();

    expect(responses.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(responses[0]?.message).toContain('Each column needs a short question');
    expect(responses[1]?.message).toContain('Column ids must differ');
    expect(responses[2]?.message).toContain('At most 20 columns');
    expect(responses[3]?.message).toContain('type must be one of: text, number, date, yesno');
    expect(after?.query).toBe(before?.query);
    expect(after?.columns).toEqual(COLUMNS);
  });

  it('when the run has not finished, then it says so: 409', async () => {
    await gemini.hold(stack.emulators.url);
    try {
      const queued = await maya.call('POST', '/api/report-executions', { savedReportId: reportId });
      const pending = await maya.raw('GET', gridPath(String(queued.json.executionId)));

      expect(pending.status).toBe(409);
      expect(((await pending.json()) as { message: string }).message).toBe(
        'This report has not finished, so its columns are not filled in yet.',
      );
    } finally {
      await gemini.release(stack.emulators.url);
    }
    await stack.app.deps.localQueue.idle();
  });
});
