/** Query keys of the administrator's screens, shaped as URL parts like every other key. */
export const adminKeys = {
  settings: () => ['/api', 'admin', 'system-settings'] as const,
  models: () => ['/api', 'admin', 'models'] as const,
  versions: () => ['/api', 'admin', 'system-settings', 'versions'] as const,
  version: (number: number) => ['/api', 'admin', 'system-settings', 'versions', number] as const,
  grants: () => ['/api', 'admin', 'access-grants'] as const,
  audit: () => ['/api', 'admin', 'audit'] as const,
  executions: (status: string) => ['/api', 'admin', 'report-executions', status] as const,
};
