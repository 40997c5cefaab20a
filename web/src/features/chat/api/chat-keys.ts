/** Query keys of the chat screen, shaped as URL parts like every other key. */
export const chatKeys = {
  sessions: () => ['/api', 'chat', 'sessions'] as const,
  session: (sessionId: string) => ['/api', 'chat', 'sessions', sessionId, 'messages'] as const,
  /** The Saved Reports list, refreshed once the chat saves a report into it. */
  savedReports: () => ['/api', 'saved-reports'] as const,
};
