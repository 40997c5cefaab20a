import type { ChatMessage } from '@quarry/contracts/chat';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetRun,
  type PendingRun,
  readActiveSession,
  rememberRun,
  rememberSession,
} from './active-session';
import { withPendingRun } from './pending-run';

const at = (minute: number) => `2026-01-15T09:0${minute}:00.000Z`;
const message = (id: string, role: ChatMessage['role'], minute: number): ChatMessage => ({
  id,
  role,
  content: id,
  timestamp: at(minute),
});

const run: PendingRun = {
  executionId: 'exec-1',
  question: message('q-page', 'user', 2),
  completedQuery: {
    query: 'q-page',
    keywords: ['revenue'],
    negativeKeywords: ['draft'],
    deselectedDocuments: [{ id: 'doc-lease', name: 'Lease.pdf' }],
    directories: [],
  },
};

afterEach(() => sessionStorage.clear());

describe('a run this tab left unfinished', () => {
  it('when its session is loaded before the report is filed, then the question the page showed is back at the end', () => {
    const earlier = [message('q0', 'user', 0), message('a0', 'assistant', 1)];
    expect(withPendingRun(earlier, run).map((m) => m.id)).toEqual(['q0', 'a0', 'q-page']);
  });

  it('when the report is filed, then the question goes before it and the report carries the query that produced it', () => {
    const loaded = [
      message('q0', 'user', 0),
      message('a0', 'assistant', 1),
      message('report-exec-1', 'assistant', 3),
    ];
    const merged = withPendingRun(loaded, run);
    expect(merged.map((m) => m.id)).toEqual(['q0', 'a0', 'q-page', 'report-exec-1']);
    expect(merged[3]?.completedQuery).toEqual(run.completedQuery);
    expect(merged[1]?.completedQuery).toBeUndefined();
  });

  it('when the server created the session with the question, then it is not repeated', () => {
    const loaded = [message('question-exec-1', 'user', 2), message('report-exec-1', 'assistant', 3)];
    expect(withPendingRun(loaded, run).map((m) => m.id)).toEqual(['question-exec-1', 'report-exec-1']);
  });

  it('when the tab remembers a run, then it survives switching to the same session, not to another, and is forgotten once seen to end', () => {
    rememberRun('s1', run);
    rememberSession('s1');
    expect(readActiveSession()).toEqual({ sessionId: 's1', run });
    forgetRun('exec-other');
    expect(readActiveSession()?.run).toEqual(run);
    forgetRun('exec-1');
    expect(readActiveSession()).toEqual({ sessionId: 's1' });
    rememberRun('s1', run);
    rememberSession('s2');
    expect(readActiveSession()).toEqual({ sessionId: 's2' });
  });

  it('when the stored record is damaged, then there is nothing to restore', () => {
    sessionStorage.setItem('quarry.chat.activeSession', '{"sessionId":');
    expect(readActiveSession()).toBeUndefined();
    sessionStorage.setItem('quarry.chat.activeSession', JSON.stringify({ run }));
    expect(readActiveSession()).toBeUndefined();
  });
});
