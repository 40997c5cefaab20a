import type { ChatSessionSummary } from '@quarry/contracts/chat';
import type { FoundDocument } from '@quarry/contracts/research';
import { DEFAULT_PREFERENCES, type Preferences } from '@quarry/contracts/user';
import { onTestFinished } from 'vitest';
import { toastStore } from '@/hooks/use-toast';
import { type FakeHandler, fakeApi, jsonResponse, ok } from '@/testing/fake-api';

export const profile = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  userType: 'creator',
  isTeamMemberOnly: false,
  isSetupComplete: true,
  isSysAdmin: false,
};

export const foundDocuments: FoundDocument[] = [
  {
    id: 'doc-budget',
    name: 'Budget 2024',
    mimeType: 'application/vnd.google-apps.spreadsheet',
    webViewLink: 'https://docs.google.com/spreadsheets/d/doc-budget/edit',
    supported: true,
    badge: 'Spreadsheet',
  },
  {
    id: 'doc-deck',
    name: 'Board deck',
    mimeType: 'application/vnd.google-apps.presentation',
    supported: false,
    badge: 'Presentation',
  },
  { id: 'doc-lease', name: 'Lease.pdf', mimeType: 'application/pdf', supported: true, badge: 'PDF' },
];

export const completeEvent = {
  type: 'complete',
  answer:
    '<h2>Revenue</h2><p>Revenue was 4M <a href="https://docs.google.com/d/1">[1]</a></p><script>steal()</script>',
  sessionId: undefined,
  documentsProcessed: 2,
  statusCounts: { data: 1, noData: 1, failed: 0 },
  documentNames: { data: [{ id: 'doc-budget', name: 'Budget 2024' }], noData: [], failed: [] },
  evidence: {
    citations: [
      {
        number: 1,
        documentId: 'doc-budget',
        name: 'Budget 2024',
        link: 'https://docs.google.com/d/1',
        quotes: [{ text: 'Revenue for 2024 was 4M.', page: 2 }],
      },
    ],
    flaggedClaims: [],
  },
};

export function summary(id: string, changes: Partial<ChatSessionSummary> = {}): ChatSessionSummary {
  return {
    id,
    title: `Session ${id}`,
    updatedAt: '2026-01-15T09:30:00.000Z',
    searchTerms: '[]',
    selectedFiles: '[]',
    selectedDirectories: '[]',
    latestStatus: null,
    latestExecutionId: null,
    isViewed: false,
    ...changes,
  };
}

/** A run's events as the server sends them: numbered from `firstId` when given (docs/architecture/platform.md). */
function wire(events: unknown[], firstId?: number): string {
  return events
    .map(
      (event, i) =>
        `${firstId === undefined ? '' : `id: ${firstId + i}\n`}data: ${JSON.stringify(event)}\n\n`,
    )
    .join('');
}

/** An extraction answer streamed in two chunks, the cut falling inside an event; it then ends. */
export function streamOf(events: unknown[], firstId?: number): FakeHandler {
  const text = wire(events, firstId);
  const cut = Math.floor(text.length / 3);
  return () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text.slice(0, cut)));
          controller.enqueue(new TextEncoder().encode(text.slice(cut)));
          controller.close();
        },
      }),
      { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
    );
}

/** A stream that delivers `events`, then breaks off as a dropped connection (or a reload) does. */
export function brokenStreamAfter(events: unknown[], firstId?: number): FakeHandler {
  const text = wire(events, firstId);
  return () => {
    let sent = false;
    return new Response(
      new ReadableStream({
        // The events are read first; the next read finds the connection gone.
        pull(controller) {
          if (sent) return controller.error(new TypeError('network error'));
          sent = true;
          controller.enqueue(new TextEncoder().encode(text));
        },
      }),
      { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
    );
  };
}

/**
 * A signed-in creator with both keys, plus whatever a test adds or overrides, in a fresh tab: no
 * session remembered from an earlier test, and no toast of one still on screen.
 */
export function chatApi(handlers: Record<string, FakeHandler> = {}, preferences: Partial<Preferences> = {}) {
  toastStore.dismiss();
  sessionStorage.clear();
  onTestFinished(() => sessionStorage.clear());
  let stored = { ...DEFAULT_PREFERENCES, ...preferences };
  return fakeApi({
    'GET /api/auth/session-check': ok({ hasActiveSession: true }),
    'GET /api/user/profile': ok(profile),
    'GET /api/v1/check-drive-token': ok({ token_exists: true }),
    'GET /api/v1/check-gemini-key': ok({ key_exists: true }),
    'GET /api/user/preferences': () => jsonResponse(200, { preferences: stored }),
    'PUT /api/user/preferences': ({ body }) => {
      stored = { ...stored, ...(body as Partial<Preferences>) };
      return jsonResponse(200, { preferences: stored });
    },
    'GET /api/chat/sessions': ok({ sessions: [] }),
    'POST /api/query/generate-keywords': ok({ keywords: ['revenue', 'budget', 'draft'], maxKeywords: 30 }),
    'POST /api/query/search-documents': ok({ documents: foundDocuments }),
    'POST /api/query/extract-and-query': streamOf([
      { type: 'status', message: 'Reading 2 documents', progress: 40 },
      completeEvent,
    ]),
    'POST /api/chat/generate-title': ok({ title: 'Revenue question' }),
    'POST /api/chat/sessions': ok({ sessionId: 'session-new' }),
    'PUT /api/chat/sessions/session-new': ok({ sessionId: 'session-new' }),
    'POST /api/chat/capture-session-directories': ok({ message: 'Captured' }),
    ...handlers,
  });
}
