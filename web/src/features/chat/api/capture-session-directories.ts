import { api } from '@/lib/api-client';

/** Records the Drive folders a session's first query searched, so the session remembers its context. */
export async function captureSessionDirectories(sessionId: string): Promise<void> {
  await api.request('POST', '/api/chat/capture-session-directories', { body: { sessionId } });
}
