import type { ChatMessage, ChatSessionSummary } from '@quarry/contracts/chat';
import type { ReportExecutionSummary, ReportExecutionView } from '@quarry/contracts/reports';
import type { FoundDocument } from '@quarry/contracts/research';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini, mailbox } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { myExecutions, saveReport } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';

/** Durable report executions over HTTP (saved-report runs, chat runs, the history), against the emulators and the sample drive. */
const MAYA = 'maya.chen@northwind.test';
const SAM = 'sam.rivera@northwind.test';
let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  sam = await readyCreator(stack, SAM);
}, 90_000);
afterAll(() => stack?.stop());
// A test that fails while the model is held must not leave the next one waiting on it.
afterEach(() => gemini.release(stack.emulators.url));

async function view(session: BrowserSession, id: string) {
  const answer = await session.call('GET', `/api/report-execution/${id}/view`);
  return { status: answer.status, execution: answer.json.execution as ReportExecutionView };
}

async function runSaved(savedReportId: string): Promise<string> {
  const queued = await maya.call('POST', '/api/report-executions', { savedReportId });
  expect(queued.status).toBe(202);
  return String(queued.json.executionId);
}

async function sessionItem(sessionId: string): Promise<ChatSessionSummary | undefined> {
  const list = (await maya.call('GET', '/api/chat/sessions')).json.sessions as ChatSessionSummary[];
  return list.find((s) => s.id === sessionId);
}

async function sessionMessages(sessionId: string): Promise<ChatMessage[]> {
  return (await maya.call('GET', `/api/chat/sessions/${sessionId}/messages`)).json.messages as ChatMessage[];
}

async function pickedDocuments(keywords: string[]) {
  const found = await maya.call('POST', '/api/query/search-documents', { keywords });
  return (found.json.documents as FoundDocument[])
    .filter((d) => d.supported)
    .map(({ id, name, mimeType }) => ({ id, name, mimeType }));
}

const idle = () => stack.app.deps.localQueue.idle();

describe('running a saved report in the background', () => {
  it('when a saved report is run, then it succeeds, shows in the history with its details and e-mails its link once', async () => {
    const url = stack.emulators.url;
    const savedReportId = await saveReport(maya, 'Kestrel payment terms');
    await mailbox.clear(url);
    await gemini.reset(url);
    const queued = await maya.call('POST', '/api/report-executions', { savedReportId });
    expect(queued.status).toBe(202);
    expect(queued.json.userEmail).toBe(MAYA);
    const id = String(queued.json.executionId);
    await idle();

    const row = (await myExecutions(maya)).find((e) => e.id === id);
    expect(row).toMatchObject({
      executionStatus: 'success',
      progress: 100,
      savedReportId,
      savedReportName: 'Kestrel payment terms',
      triggerSource: 'saved_report',
      reportDetails: {
        query: 'What are the payment terms with Kestrel?',
        keywords: ['Kestrel'],
        negativeKeywords: ['draft'],
        directories: [],
        deepResearch: false,
      },
    });
    expect(row?.notificationSentAt).not.toBeNull();
    const { execution } = await view(maya, id);
    expect(execution).toMatchObject({ executionStatus: 'success', reportName: 'Kestrel payment terms' });
    expect(execution.result).toContain('Sources');
    expect(execution.result).not.toMatch(/<script|<img|onerror=/i);
    expect((await gemini.stats(url)).byTask.extraction).toBeGreaterThan(0);

    const mail = await mailbox.messagesTo(url, MAYA);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('Kestrel payment terms');
    const links = mail[0]?.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toContain(`${stack.app.url}/report-execution/${id}`);
  }, 60_000);

  it('when a saved report is run again on unchanged documents, then no document is sent to the model again but the report is written', async () => {
    const savedReportId = await saveReport(maya, 'Kestrel again');
    await runSaved(savedReportId);
    await idle();
    await gemini.reset(stack.emulators.url);
    const id = await runSaved(savedReportId);
    await idle();
    const stats = await gemini.stats(stack.emulators.url);
    expect(stats.byTask.extraction ?? 0).toBe(0);
    expect(stats.byTask.report).toBeGreaterThan(0);
    const { execution } = await view(maya, id);
    expect(execution.executionStatus).toBe('success');
    expect(execution.result).toContain('Sources');
  }, 60_000);
});

describe('chat runs as executions', () => {
  it('when a chat question asks to be notified, then it is queued, the report lands in its session marked new, and viewing it clears the mark', async () => {
    const queued = await maya.call('POST', '/api/query/extract-and-query', {
      userQuery: 'What caused the Ridgeline 2 recall?',
      selectedDocuments: await pickedDocuments(['Ridgeline', 'recall']),
      deepResearch: false,
      notifyOnCompletion: true,
    });
    expect(queued.status).toBe(202);
    expect(queued.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(queued.json).sort()).toEqual(['executionId', 'message', 'sessionId', 'userEmail']);
    expect(queued.json.userEmail).toBe(MAYA);
    const executionId = String(queued.json.executionId);
    const sessionId = String(queued.json.sessionId);
    await idle();

    const messages = await sessionMessages(sessionId);
    const report = messages.find((m) => m.role === 'assistant');
    expect(report?.content).toContain('Sources');
    expect(report?.content).toBe((await view(maya, executionId)).execution.result);
    expect(await sessionItem(sessionId)).toMatchObject({
      latestExecutionId: executionId,
      latestStatus: 'success',
      isViewed: false,
    });

    expect((await maya.call('POST', `/api/report-executions/${executionId}/mark-viewed`)).status).toBe(200);
    expect((await sessionItem(sessionId))?.isViewed).toBe(true);
    expect((await view(maya, executionId)).execution.viewedAt).not.toBeNull();

    const question = messages.filter((m) => m.role === 'user');
    const put = await maya.call('PUT', `/api/chat/sessions/${sessionId}`, {
      title: 'Ridgeline recall',
      chatData: question,
    });
    expect(put.status).toBe(200);
    const kept = await sessionMessages(sessionId);
    expect(kept.find((m) => m.role === 'assistant')?.content).toBe(report?.content);
  }, 60_000);

  it('when the page closes the stream early, then the run goes on in the queue and its report lands in the session marked new', async () => {
    const url = stack.emulators.url;
    const selectedDocuments = await pickedDocuments(['Kestrel']);
    await gemini.hold(url, 0);
    const page = new AbortController();
    const response = await fetch(`${stack.app.url}/api/query/extract-and-query`, {
      method: 'POST',
      headers: { origin: stack.app.url, cookie: maya.cookie ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({
        userQuery: 'When does the Kestrel agreement end?',
        selectedDocuments,
        deepResearch: false,
      }),
      signal: page.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('data: ');
    page.abort();
    await reader?.cancel().catch(() => {});

    // Handed to the queue as the page went (docs/architecture/platform.md): pending for a moment, then running.
    const running = (await myExecutions(maya)).filter(
      (e) =>
        e.triggerSource === 'chat' && (e.executionStatus === 'running' || e.executionStatus === 'pending'),
    );
    expect(running).toHaveLength(1);
    const { id, chatSessionId } = running[0] as ReportExecutionSummary;
    await gemini.release(url);
    await until('the report to land in its session', async () => {
      const { execution } = await view(maya, id);
      const messages = chatSessionId ? await sessionMessages(chatSessionId) : [];
      return execution.executionStatus === 'success' && messages.some((m) => m.role === 'assistant');
    });
    const messages = await sessionMessages(String(chatSessionId));
    expect(messages.find((m) => m.role === 'assistant')?.content).toBe(
      (await view(maya, id)).execution.result,
    );
    expect(await sessionItem(String(chatSessionId))).toMatchObject({
      latestExecutionId: id,
      latestStatus: 'success',
      isViewed: false,
    });
  }, 60_000);
});

describe('the execution history', () => {
  it('when Clear All is used while a run is still going, then only finished runs are deleted', async () => {
    const url = stack.emulators.url;
    const finishedId = await runSaved(await saveReport(maya, 'Finished before clearing'));
    await idle();
    await gemini.hold(url, 0);
    const runningId = await runSaved(await saveReport(maya, 'Still running'));
    await until('the run to wait on the model', async () => (await gemini.holdStatus(url)).held > 0);

    const before = await myExecutions(maya);
    const finished = before.filter((e) => e.executionStatus === 'success' || e.executionStatus === 'failed');
    expect(finished.map((e) => e.id)).toContain(finishedId);
    const cleared = await maya.call('DELETE', '/api/my-report-executions/clear-all');
    expect(cleared.json.deleted).toBe(finished.length);
    expect((await myExecutions(maya)).map((e) => e.id)).toEqual([runningId]);
    expect((await view(maya, finishedId)).status).toBe(404);

    await gemini.release(url);
    await idle();
    expect((await view(maya, runningId)).execution.executionStatus).toBe('success');
  }, 60_000);

  it("when another person asks for my runs, then they see none of them and my run's view is not found for them", async () => {
    const id = await runSaved(await saveReport(maya, 'Maya only'));
    await idle();
    expect((await myExecutions(maya)).map((e) => e.id)).toContain(id);
    expect((await myExecutions(sam)).map((e) => e.id)).not.toContain(id);
    expect((await view(sam, id)).status).toBe(404);
    expect((await sam.call('POST', `/api/report-executions/${id}/mark-viewed`)).status).toBe(404);
    expect((await view(maya, id)).execution.viewedAt).toBeNull();
  }, 60_000);
});
