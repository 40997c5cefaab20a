/** Query keys of the settings screen, shaped as URL parts like every other key. */
export const settingsKeys = {
  preferences: () => ['/api', 'user', 'preferences'] as const,
};
