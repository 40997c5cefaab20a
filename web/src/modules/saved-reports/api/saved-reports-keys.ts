/**
 * Query keys of the saved reports, shaped as URL parts like every other key: the Saved Reports screen
 * reads the list, the chat refreshes it after saving or sharing, and live updates after a share changes.
 */
export const savedReportsKeys = {
  list: () => ['/api', 'saved-reports'] as const,
};
