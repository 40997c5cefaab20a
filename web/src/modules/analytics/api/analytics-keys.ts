/** Query keys of the analytics screen, shaped as URL parts; live updates refresh them all when a run changes. */
export const analyticsKeys = {
  all: () => ['/api', 'analytics'] as const,
  scope: (teamId: string | null, days: number) =>
    [...analyticsKeys.all(), teamId ?? 'mine', String(days)] as const,
};
