/**
 * Query keys of the chat screen, shaped as URL parts like every other key. The preferences key is the
 * settings screen's too, so both screens share one cached copy.
 */
export const chatKeys = {
  sessions: () => ['/api', 'chat', 'sessions'] as const,
  session: (sessionId: string) => ['/api', 'chat', 'sessions', sessionId, 'messages'] as const,
  preferences: () => ['/api', 'user', 'preferences'] as const,
};
