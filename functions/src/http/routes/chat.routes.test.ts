import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../testing/browser-session';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { authorize, readyCreator } from '../../testing/sign-in-flow';

let stack: LocalStack;
let maya: BrowserSession;
beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, 'maya.chen@northwind.test');
}, 60_000);
afterAll(() => stack?.stop());

const message = (id: string, role: 'user' | 'assistant', content: string) => ({
  id,
  role,
  content,
  timestamp: '2026-11-22T10:00:00.000Z',
});

describe('chat sessions', () => {
  it('when a session is created, updated and listed, then the list shows it newest first with JSON-text fields', async () => {
    const created = await maya.call('POST', '/api/chat/sessions', {
      title: 'Recall costs',
      chatData: [message('m1', 'user', 'What did the recall cost?')],
      searchTerms: ['Ridgeline'],
      selectedFiles: ['f1'],
    });
    expect(created.status).toBe(200);
    const id = String(created.json.sessionId);
    const other = await maya.call('POST', '/api/chat/sessions', { title: 'Older', chatData: [] });
    await maya.call('PUT', `/api/chat/sessions/${id}`, {
      title: 'Recall costs',
      chatData: [
        message('m1', 'user', 'What did the recall cost?'),
        message('m2', 'assistant', '$1.86M [1]'),
      ],
      searchTerms: ['Ridgeline', 'recall'],
      selectedFiles: ['f1', 'f2'],
    });
    const list = (await maya.call('GET', '/api/chat/sessions')).json.sessions as Record<string, unknown>[];
    expect(list.map((s) => s.id)).toEqual([id, other.json.sessionId]);
    expect(list[0]).toMatchObject({
      title: 'Recall costs',
      searchTerms: '["Ridgeline","recall"]',
      selectedFiles: '["f1","f2"]',
      selectedDirectories: '[]',
      latestStatus: null,
      isViewed: true,
    });
    const loaded = await maya.call('GET', `/api/chat/sessions/${id}/messages`);
    expect((loaded.json.messages as unknown[]).length).toBe(2);
  });

  it('when an answer is saved with the query that produced it, then loading the session gives that query back', async () => {
    const completedQuery = {
      query: 'What did the recall cost?',
      keywords: ['Ridgeline', 'recall'],
      negativeKeywords: ['draft'],
      deselectedDocuments: [{ id: 'doc-faq', name: 'Recall FAQ.md' }],
      directories: [{ id: 'folder-1', name: 'Finance' }],
    };
    const created = await maya.call('POST', '/api/chat/sessions', {
      title: 'Recall costs',
      chatData: [
        message('m1', 'user', 'What did the recall cost?'),
        { ...message('m2', 'assistant', '<p>$1.86M</p>'), completedQuery },
      ],
    });
    const loaded = await maya.call('GET', `/api/chat/sessions/${created.json.sessionId}/messages`);
    expect((loaded.json.messages as Record<string, unknown>[])[1]?.completedQuery).toEqual(completedQuery);
    expect(loaded.json).toMatchObject({ latestExecutionId: null, latestStatus: null });
  });

  it('when another person asks for, changes or deletes my session, then it is not found for them and stays mine', async () => {
    const mine = await maya.call('POST', '/api/chat/sessions', { title: 'Private', chatData: [] });
    const id = String(mine.json.sessionId);
    const sam = new BrowserSession(stack.app.url);
    await authorize(sam, 'sam.rivera@northwind.test');
    expect((await sam.call('GET', `/api/chat/sessions/${id}/messages`)).status).toBe(404);
    expect(
      (await sam.call('PUT', `/api/chat/sessions/${id}`, { title: 'Hijacked', chatData: [] })).status,
    ).toBe(404);
    expect((await sam.call('DELETE', `/api/chat/sessions/${id}`)).status).toBe(404);
    expect((await sam.call('GET', '/api/chat/sessions')).json.sessions).toEqual([]);
    expect((await maya.call('GET', `/api/chat/sessions/${id}/messages`)).json.title).toBe('Private');
  });

  it('when a conversation holds reports of several MB, then it is saved and read back whole, and deleting it leaves none of it stored', async () => {
    // A report over thousands of documents: more than the 1 MiB one stored document may hold.
    const report = `<p>${'Field report 1234 — revenue of $1.37M in Q3 2026 😀. '.repeat(30_000)}</p>`;
    const chatData = [
      message('m1', 'user', 'What revenue did each programme report?'),
      message('m2', 'assistant', report),
      message('m3', 'user', 'And in Q4?'),
      message('m4', 'assistant', report.replaceAll('Q3', 'Q4')),
    ];
    const created = await maya.call('POST', '/api/chat/sessions', {
      title: 'Revenue',
      chatData: chatData.slice(0, 2),
    });
    expect(created.status).toBe(200);
    const id = String(created.json.sessionId);
    expect((await maya.call('PUT', `/api/chat/sessions/${id}`, { title: 'Revenue', chatData })).status).toBe(
      200,
    );
    const loaded = await maya.call('GET', `/api/chat/sessions/${id}/messages`);
    expect((loaded.json.messages as { content: string }[]).map((m) => m.content)).toEqual(
      chatData.map((m) => m.content),
    );
    const { store } = stack.app.deps;
    const partsOf = () =>
      store.query('chatSessionMessages', { where: [{ field: 'sessionId', op: '==', value: id }] });
    expect((await partsOf()).length).toBeGreaterThan(2);
    // A shorter conversation leaves no parts of the longer one behind.
    await maya.call('PUT', `/api/chat/sessions/${id}`, { title: 'Revenue', chatData: chatData.slice(0, 1) });
    expect((await partsOf()).length).toBe(1);
    expect((await maya.call('DELETE', `/api/chat/sessions/${id}`)).status).toBe(200);
    expect(await partsOf()).toEqual([]);
  });

  it('when a session is deleted, then it is gone from the list', async () => {
    const created = await maya.call('POST', '/api/chat/sessions', { title: 'Temporary', chatData: [] });
    expect((await maya.call('DELETE', `/api/chat/sessions/${created.json.sessionId}`)).status).toBe(200);
    const list = (await maya.call('GET', '/api/chat/sessions')).json.sessions as { id: string }[];
    expect(list.map((s) => s.id)).not.toContain(created.json.sessionId);
  });

  it('when a title is generated, then it has at most 30 characters and reflects the question', async () => {
    const result = await maya.call('POST', '/api/chat/generate-title', {
      firstMessage:
        'What caused the Ridgeline 2 tent recall last spring and how much did it cost us in total?',
    });
    expect(result.status).toBe(200);
    const title = String(result.json.title);
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(30);
  });

  it('when the first query captures directories, then later changes to the preferences do not rewrite them', async () => {
    const created = await maya.call('POST', '/api/chat/sessions', { title: 'Dirs', chatData: [] });
    const id = String(created.json.sessionId);
    await maya.call('PUT', '/api/user/preferences', {
      selectedDriveDirectories: [{ id: 'a', name: 'Finance' }],
    });
    await maya.call('POST', '/api/chat/capture-session-directories', { sessionId: id });
    await maya.call('PUT', '/api/user/preferences', {
      selectedDriveDirectories: [{ id: 'b', name: 'People' }],
    });
    await maya.call('POST', '/api/chat/capture-session-directories', { sessionId: id });
    const loaded = await maya.call('GET', `/api/chat/sessions/${id}/messages`);
    expect(loaded.json.selectedDirectories).toBe('[{"id":"a","name":"Finance"}]');
    await maya.call('PUT', '/api/user/preferences', { selectedDriveDirectories: [] });
  });

  it('when a bad session body is sent, then it answers 400 and nothing is saved', async () => {
    const before = ((await maya.call('GET', '/api/chat/sessions')).json.sessions as unknown[]).length;
    const result = await maya.call('POST', '/api/chat/sessions', { title: '', chatData: 'nope' });
    expect(result.status).toBe(400);
    expect(((await maya.call('GET', '/api/chat/sessions')).json.sessions as unknown[]).length).toBe(before);
  });

  it('when the session a report names is deleted while it runs, then the report is kept in a new session', async () => {
    const created = await maya.call('POST', '/api/chat/sessions', { title: 'Soon gone', chatData: [] });
    const goneId = String(created.json.sessionId);
    await maya.call('DELETE', `/api/chat/sessions/${goneId}`);
    const docs = (await maya.call('POST', '/api/query/search-documents', { keywords: ['Kestrel'] })).json
      .documents as {
      id: string;
      name: string;
      mimeType: string;
      supported: boolean;
    }[];
    const response = await maya.raw('POST', '/api/query/extract-and-query', {
      userQuery: 'Who supplies the tent hubs?',
      selectedDocuments: docs
        .filter((d) => d.supported)
        .slice(0, 2)
        .map(({ id, name, mimeType }) => ({ id, name, mimeType })),
      deepResearch: false,
      chatSessionId: goneId,
    });
    const complete = (await readEventStream(response)).find((e) => e.type === 'complete');
    expect(complete?.type).toBe('complete');
    const sessionId = complete?.type === 'complete' ? complete.sessionId : undefined;
    expect(sessionId).toBeDefined();
    expect(sessionId).not.toBe(goneId);
    const saved = await maya.call('GET', `/api/chat/sessions/${sessionId}/messages`);
    expect((saved.json.messages as { role: string }[]).map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('when a report completes, then the question and the report are already saved in the session the stream named at its start, as its latest run', async () => {
    const docs = (await maya.call('POST', '/api/query/search-documents', { keywords: ['Kestrel'] })).json
      .documents as {
      id: string;
      name: string;
      mimeType: string;
      supported: boolean;
    }[];
    const response = await maya.raw('POST', '/api/query/extract-and-query', {
      userQuery: 'What are the Kestrel payment terms?',
      selectedDocuments: docs
        .filter((d) => d.supported)
        .slice(0, 3)
        .map(({ id, name, mimeType }) => ({ id, name, mimeType })),
      deepResearch: false,
    });
    const events = await readEventStream(response);
    const complete = events.find((e) => e.type === 'complete');
    expect(complete?.type).toBe('complete');
    const sessionId = complete?.type === 'complete' ? complete.sessionId : undefined;
    const executionId = complete?.type === 'complete' ? complete.executionId : undefined;
    expect(events[0]).toMatchObject({ type: 'status', sessionId, executionId });
    const saved = await maya.call('GET', `/api/chat/sessions/${sessionId}/messages`);
    expect(saved.json).toMatchObject({ latestExecutionId: executionId, latestStatus: 'success' });
    const messages = saved.json.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0]?.content).toBe('What are the Kestrel payment terms?');
    expect(messages[1]?.content).toContain('Sources');
  });
});
