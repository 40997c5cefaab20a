/** Query keys of the drive folder picker, shaped as URL parts like every other key. */
export const driveKeys = {
  structure: () => ['/api', 'google-drive', 'structure'] as const,
};
