import type { MonitoredExecution } from '@quarry/contracts/admin';
import type { ReportExecutionView } from '@quarry/contracts/reports';
import { runStreamPath, type StreamEvent } from '@quarry/contracts/research';
import type { SharedExecution } from '@quarry/contracts/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvidenceTable } from '../../domain/reports/runs/run-parts';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini, mailbox } from '../../testing/emulator-controls';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { myExecutions, supportedDocuments } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';
import { teamWithMember } from '../../testing/team-setup';

/**
 * Partial runs (docs/architecture/reading-economy.md, docs/decisions/evidence.md): Gemini stays unavailable for one document
 * through its retries, so the run ends `success` with a document failed, and says so in its
 * stream, its record, every view of it and its e-mail: 'N of M documents read; K failed: reason'.
 */
const MAYA = 'maya.chen@northwind.test';
const THEO = 'theo.member@gmail.com';
const ADMIN = 'admin@northwind.test';
const KEYWORDS = ['Ridgeline'];

let stack: LocalStack;
let maya: BrowserSession;
let theo: BrowserSession;
let admin: BrowserSession;
let documents: { id: string; name: string; mimeType: string }[] = [];
let expected = '';

/** Every extraction call about `name` fails as an overloaded Gemini does, retries included. */
async function geminiDownFor(name: string) {
  await gemini.reset(stack.emulators.url);
  await gemini.fault(stack.emulators.url, {
    kind: 'server',
    task: 'extraction',
    count: 50,
    documentName: name,
  });
}

async function ended(executionId: string): Promise<RunRecord> {
  let doc: RunRecord | null = null;
  await until(
    `run ${executionId} to end`,
    async () => {
      doc = await stack.app.deps.store.get<RunRecord>('reportExecutions', executionId);
      return doc?.executionStatus === 'success' || doc?.executionStatus === 'failed';
    },
    { tries: 600 },
  );
  return doc as unknown as RunRecord;
}

beforeAll(async () => {
  stack = await startLocalStack();
  ({ leader: maya, member: theo } = await teamWithMember(stack, {
    leader: MAYA,
    member: THEO,
    teamName: 'Recall Response',
  }));
  admin = await readyCreator(stack, ADMIN);
  documents = await supportedDocuments(maya, KEYWORDS);
  const total = documents.length;
  expected = `${total - 1} of ${total} documents read; 1 failed: Gemini was unavailable`;
}, 120_000);
afterAll(async () => {
  await gemini.reset(stack.emulators.url);
  await stack?.stop();
});

describe('a run that could not read one of its documents', () => {
  it('when Gemini stays unavailable for one document of a shared run, then it is a success whose stream, record, history, views and monitoring all say how many documents were read and why one failed', async () => {
    // Arrange
    const teams = (await maya.call('GET', '/api/teams')).json as unknown as { id: string }[];
    const report = await maya.call('POST', '/api/saved-reports', {
      reportName: 'Recall timeline',
      query: 'When was the Ridgeline 2 recall announced?',
      keywords: KEYWORDS,
      deepResearch: false,
    });
    const share = await maya.call('POST', `/api/reports/${report.json.id}/share`, {
      teamId: teams[0]?.id,
      shareType: 'adhoc',
    });
    const shareId = String(share.json.sharedReportId);
    await geminiDownFor(documents[0]!.name);

    // Act
    const run = await maya.call('POST', `/api/shared-reports/${shareId}/execute`);
    const executionId = String(run.json.executionId);
    const record = await ended(executionId);
    const events = await readEventStream(await maya.raw('GET', runStreamPath(executionId)));
    const history = await myExecutions(maya);
    const view = (await maya.call('GET', `/api/report-execution/${executionId}/view`)).json
      .execution as ReportExecutionView;
    const teamHistory = (await theo.call('GET', `/api/shared-reports/${shareId}/executions`)).json
      .executions as SharedExecution[];
    const teamView = (await theo.call('GET', `/api/shared-report-execution/${executionId}/view`)).json
      .execution as SharedExecution;
    const monitored = (await admin.call('GET', '/api/admin/report-executions')).json
      .executions as MonitoredExecution[];

    // Assert
    expect(record.executionStatus).toBe('success');
    expect(record.completion?.documentsOutcome?.summary).toBe(expected);
    const last = events.at(-1) as Extract<StreamEvent, { type: 'complete' }>;
    expect(last.type).toBe('complete');
    expect(last.documentsOutcome).toEqual({
      total: documents.length,
      read: documents.length - 1,
      failed: 1,
      summary: expected,
    });
    expect(history.find((e) => e.id === executionId)?.documentsOutcome?.summary).toBe(expected);
    expect(view.documentsOutcome?.summary).toBe(expected);
    expect(teamHistory.find((e) => e.id === executionId)?.documentsOutcome?.summary).toBe(expected);
    expect(teamView.documentsOutcome?.summary).toBe(expected);
    expect(monitored.find((e) => e.id === executionId)?.documentsOutcome?.summary).toBe(expected);
    // Its evidence table, kept for exports, lists every document: the failed one with its reason.
    const table = (await readEvidenceTable(stack.app.deps.store, executionId, record)) ?? [];
    expect(table.map((row) => row.documentId).sort()).toEqual(documents.map((d) => d.id).sort());
    const failed = table.filter((row) => row.outcome === 'failed');
    expect(failed.map((row) => [row.name, row.reason, row.findings])).toEqual([
      [documents[0]!.name, expect.stringContaining('Gemini was unavailable'), []],
    ]);
    expect(table.some((row) => row.outcome === 'data' && row.findings.some((f) => f.text.length > 0))).toBe(
      true,
    );
  });

  it('when a Notify when Ready question loses a document, then its e-mail states it, with the whole question and the first lines of the answer', async () => {
    // Arrange
    const question = 'How did the Ridgeline 2 recall unfold between June and September?';
    await geminiDownFor(documents[0]!.name);

    // Act
    const queued = await maya.call('POST', '/api/query/extract-and-query', {
      userQuery: question,
      selectedDocuments: documents,
      deepResearch: false,
      notifyOnCompletion: true,
    });
    const executionId = String(queued.json.executionId);
    await ended(executionId);
    let mail: Awaited<ReturnType<typeof mailbox.messagesTo>>[number] | undefined;
    await until('the e-mail', async () => {
      mail = (await mailbox.messagesTo(stack.emulators.url, MAYA)).find((m) => m.text.includes(executionId));
      return mail !== undefined;
    });

    // Assert
    const lines = mail!.text.split('\n');
    expect(lines).toContain('Status: Success');
    expect(lines).toContain(expected);
    expect(lines).toContain(`Question: ${question}`);
    const opening = lines[lines.indexOf('The answer begins:') + 1] ?? '';
    expect(opening).toMatch(/Ridgeline|recall/i);
    // The report's footer count travels too (docs/decisions/evidence.md): the quotes the check found of those it read.
    expect(lines.filter((line) => /^Quotes verified: \d+ of \d+\.$/.test(line))).toHaveLength(1);
    expect(mail!.html).toMatch(/<p>Quotes verified: \d+ of \d+\.<\/p>/);
    expect(mail!.html).toContain(`<p>${expected}</p>`);
    expect(mail!.html).not.toMatch(/<a [^>]*href="https?:\/\/(?!127\.0\.0\.1|localhost)/);
  });

  it('when Gemini stays unavailable for every document, then the run fails saying none could be read and why, with no report', async () => {
    // Arrange
    await gemini.reset(stack.emulators.url);
    await gemini.fault(stack.emulators.url, { kind: 'server', task: 'extraction', count: 500 });
    const two = documents.slice(0, 2);

    // Act
    const queued = await maya.call('POST', '/api/query/extract-and-query', {
      userQuery: 'When was the Ridgeline 2 recall announced?',
      selectedDocuments: two,
      deepResearch: false,
      notifyOnCompletion: true,
    });
    const record = await ended(String(queued.json.executionId));

    // Assert
    expect(record.executionStatus).toBe('failed');
    expect(record.errorMessage).toBe(
      'No document could be read, so there is no report: 0 of 2 documents read; 2 failed: Gemini was unavailable.',
    );
    expect(record.result ?? null).toBeNull();
  });
});
