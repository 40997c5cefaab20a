import type { ChatMessage } from '@quarry/contracts/chat';
import type { ReportExecutionView } from '@quarry/contracts/reports';
import type { SelectedDocument, StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDocuments } from '../../domain/reports/runs/run-parts';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { RUNS as EXECUTIONS } from '../../domain/reports/runs/stored-run';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini } from '../../testing/emulator-controls';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * Reports people can trust (docs/architecture/evidence.md), end to end against the emulators: the evidence
 * travels with the report, cut-short model answers are asked again once and then fail the run,
 * a document picked twice is read once, and Gemini's waits are told to the person.
 */
const MAYA = 'maya.chen@northwind.test';
type Complete = Extract<StreamEvent, { type: 'complete' }>;
type Status = Extract<StreamEvent, { type: 'status' }>;

describe('reports people can trust', () => {
  let stack: LocalStack;
  let maya: BrowserSession;
  let recallDocs: SelectedDocument[];
  let asked = 0;

  async function ask(documents: SelectedDocument[], deepResearch = true) {
    // A question of its own per run, so no extraction comes from the cache of an earlier one.
    asked++;
    const response = await maya.raw('POST', '/api/query/extract-and-query', {
      userQuery: `What caused the Ridgeline 2 recall and what did it cost? (${asked})`,
      selectedDocuments: documents,
      keywords: ['Ridgeline', 'recall'],
      deepResearch,
    });
    const events = await readEventStream(response);
    const complete = events.find((e): e is Complete => e.type === 'complete');
    const error = events.find((e) => e.type === 'error');
    const started = events.find((e): e is Status & { executionId: string } => 'executionId' in e);
    return { events, complete, error, executionId: started?.executionId ?? '' };
  }

  async function view(executionId: string): Promise<ReportExecutionView> {
    const result = await maya.call('GET', `/api/report-execution/${executionId}/view`);
    expect(result.status).toBe(200);
    return result.json.execution as ReportExecutionView;
  }

  beforeAll(async () => {
    stack = await startLocalStack();
    maya = await readyCreator(stack, MAYA);
    const found = await maya.call('POST', '/api/query/search-documents', {
      keywords: ['Ridgeline', 'recall'],
    });
    const docs = found.json.documents as (SelectedDocument & { supported: boolean })[];
    recallDocs = docs
      .filter((d) => d.supported)
      .slice(0, 3)
      .map(({ id, name, mimeType }) => ({ id, name, mimeType }));
    expect(recallDocs.length).toBe(3);
  }, 60_000);
  beforeEach(() => gemini.reset(stack.emulators.url));
  afterAll(() => stack?.stop());

  it('when a report is written, then every citation carries its quoted findings, in the stream, the execution and the chat', async () => {
    const run = await ask(recallDocs);
    const complete = run.complete as Complete;
    const evidence = complete.evidence;
    expect(evidence?.citations.length).toBe(complete.statusCounts.data);
    for (const citation of evidence?.citations ?? []) {
      expect(recallDocs.map((d) => d.id)).toContain(citation.documentId);
      expect(citation.quotes.length).toBeGreaterThan(0);
      expect(complete.answer).toContain(`[${citation.number}]`);
      for (const quote of citation.quotes) expect(quote.text).not.toMatch(/^\s*(#|>)/);
    }
    expect(complete.answer).not.toContain('<blockquote>');
    expect(complete.answer).not.toContain('Check these claims');

    const execution = await view(run.executionId);
    expect(execution.evidence).toEqual(evidence);
    const session = await maya.call('GET', `/api/chat/sessions/${complete.sessionId}/messages`);
    const filed = (session.json.messages as ChatMessage[]).find((m) => m.id === `report-${run.executionId}`);
    expect(filed?.evidence).toEqual(evidence);
  });

  it('when a page saves the session without the evidence, then the filed report keeps it', async () => {
    const run = await ask(recallDocs.slice(0, 2), false);
    const complete = run.complete as Complete;
    const path = `/api/chat/sessions/${complete.sessionId}`;
    const messages = (await maya.call('GET', `${path}/messages`)).json.messages as ChatMessage[];
    const stripped = messages.map(({ evidence: _, ...m }) => m);
    expect((await maya.call('PUT', path, { title: 'Recall', chatData: stripped })).status).toBe(200);
    const kept = (await maya.call('GET', `${path}/messages`)).json.messages as ChatMessage[];
    expect(kept.find((m) => m.role === 'assistant')?.evidence).toEqual(complete.evidence);
  });

  it('when the claim check answers malformed JSON twice, then the run fails naming that step', async () => {
    await gemini.fault(stack.emulators.url, { kind: 'malformed', task: 'sanityCheck', count: 2 });
    const run = await ask(recallDocs.slice(0, 2));
    expect(run.complete).toBeUndefined();
    expect(run.error?.type === 'error' && run.error.message).toBe(
      'The report could not be checked against its sources: the model answered with text that is not valid JSON.',
    );
    expect((await view(run.executionId)).executionStatus).toBe('failed');
  });

  it("when a document's extraction is malformed twice, then that document fails with the reason and the run completes", async () => {
    // Two documents: a run whose only document failed has nothing to report and fails (run-research).
    const [broken, readable] = recallDocs as [SelectedDocument, SelectedDocument];
    await gemini.fault(stack.emulators.url, {
      kind: 'malformed',
      task: 'extraction',
      count: 2,
      documentName: broken.name,
    });
    const run = await ask([broken, readable], false);
    const complete = run.complete as Complete;
    expect(complete.statusCounts.failed).toBe(1);
    expect(complete.statusCounts.data + complete.statusCounts.noData).toBe(1);
    expect(complete.answer).toContain(
      'Gemini could not read it: the model answered with text that is not valid JSON',
    );
  });

  it.each(['report', 'introduction', 'conclusion'])(
    'when the %s is cut short once, then it is asked again and the report succeeds',
    async (task) => {
      await gemini.fault(stack.emulators.url, { kind: 'malformed', task, count: 1 });
      const run = await ask(recallDocs.slice(0, 2));
      expect(run.error).toBeUndefined();
      expect(run.complete?.answer).toContain('Sources');
      expect((await gemini.stats(stack.emulators.url)).byTask[task]).toBe(2);
    },
  );

  it.each([
    ['report', 'The report could not be written'],
    ['introduction', 'The introduction could not be written'],
    ['conclusion', 'The conclusion could not be written'],
  ])(
    'when the %s is cut short twice, then the run fails with the reason and saves no report',
    async (task, step) => {
      await gemini.fault(stack.emulators.url, { kind: 'malformed', task, count: 2 });
      const run = await ask(recallDocs.slice(0, 2));
      const message = `${step}: the model stopped before finishing its answer (MAX_TOKENS).`;
      expect(run.complete).toBeUndefined();
      expect(run.error).toEqual({ type: 'error', message });
      const execution = await view(run.executionId);
      expect(execution.executionStatus).toBe('failed');
      expect(execution.result).toBeNull();
      expect(execution.evidence).toBeNull();
      expect(execution.errorMessage).toBe(message);
    },
  );

  it('when the same document is picked twice, then it is read once and counted once', async () => {
    const [first, second] = recallDocs as [SelectedDocument, SelectedDocument];
    const run = await ask([first, first, second], false);
    const complete = run.complete as Complete;
    expect(complete.documentsProcessed).toBe(2);
    const counts = complete.statusCounts;
    expect(counts.data + counts.noData + counts.failed).toBe(2);
    const stats = await gemini.stats(stack.emulators.url);
    expect(stats.answeredByDocument[first.id]).toBe(1);
    const { store } = stack.app.deps;
    const stored = (await store.get<RunRecord>(EXECUTIONS, run.executionId)) as RunRecord;
    const documents = await readDocuments(store, run.executionId, stored);
    expect(documents?.map((d) => d.id)).toEqual([first.id, second.id]);
    expect(stored.documentCount).toBe(2);
  });

  it('when Gemini asks to wait, then the status says so with the retry and the run total', async () => {
    await gemini.fault(stack.emulators.url, {
      kind: 'quota',
      task: 'extraction',
      count: 2,
      retryDelaySeconds: 1,
    });
    const run = await ask(recallDocs.slice(0, 1), false);
    const waits = run.events.filter((e): e is Status => e.type === 'status' && e.quotaWait !== undefined);
    expect(waits.map((e) => e.message)).toEqual([
      'Gemini asked us to wait 1 s, retry 1 of 5',
      'Gemini asked us to wait 1 s, retry 2 of 5',
    ]);
    expect(waits.map((e) => e.quotaWait?.totalSeconds)).toEqual([1, 2]);
    expect(run.complete).toBeDefined();
  });
});
