/** Query keys of the chat's sessions, shaped as URL parts like every other key. */
export const chatKeys = {
  /**
   * The session list, whose 'new report' dot follows each session's latest run: opening a finished
   * report elsewhere and live updates refresh it (exactly this key, never an open conversation).
   */
  sessions: () => ['/api', 'chat', 'sessions'] as const,
  session: (sessionId: string) => [...chatKeys.sessions(), sessionId, 'messages'] as const,
};
