/** Query keys of the Teams page's own calls, shaped as URL parts like every other key. */
export const teamsKeys = {
  members: (teamId: string) => ['/api', 'teams', teamId, 'members'] as const,
};
