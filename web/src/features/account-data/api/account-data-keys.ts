/** Query keys of 'Your account and your data', shaped as URL parts like every other key. */
export const accountDataKeys = {
  /** The newest download of one's data (GET DATA_EXPORT_PATH). */
  dataExport: () => ['/api', 'account', 'data-export'] as const,
};
