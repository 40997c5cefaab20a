import { sharedReportKeys } from '@/lib/report-executions/report-execution-keys';

/** Query keys of the chat screen, shaped as URL parts like every other key. */
export const chatKeys = {
  /** Shared: opening a finished report elsewhere refreshes the session list's dots. */
  sessions: sharedReportKeys.chatSessions,
  session: (sessionId: string) => ['/api', 'chat', 'sessions', sessionId, 'messages'] as const,
  /** The Saved Reports list, refreshed once the chat saves a report into it. */
  savedReports: () => ['/api', 'saved-reports'] as const,
};
