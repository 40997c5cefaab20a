import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshEverything, refreshTopics } from './live-topics';

const KEYS = {
  teams: ['/api', 'teams'],
  members: ['/api', 'teams', 't1', 'members'],
  teamReports: ['/api', 'teams', 't1', 'shared-reports'],
  sharedRuns: ['/api', 'shared-reports', 's1', 'executions'],
  history: ['my-report-executions'],
  sessions: ['/api', 'chat', 'sessions'],
  openChat: ['/api', 'chat', 'sessions', 'c1', 'messages'],
  analytics: ['/api', 'analytics', 'mine', '30'],
  profile: ['/api', 'user', 'profile'],
} as const;

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of Object.values(KEYS)) client.setQueryData(key, { seeded: true });
  return client;
}

const invalidated = (client: QueryClient) =>
  Object.entries(KEYS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('live topics', () => {
  it('when a sessions signal arrives, then only the session list refreshes, never the open conversation', async () => {
    const client = seeded();
    await refreshTopics(client, ['sessions']);
    expect(invalidated(client)).toEqual(['sessions']);
  });

  it('when a run changes, then the history, the team views, the session list and analytics refresh', async () => {
    const client = seeded();
    await refreshTopics(client, ['executions']);
    expect(invalidated(client)).toEqual(
      ['analytics', 'history', 'members', 'sessions', 'sharedRuns', 'teamReports', 'teams'].sort(),
    );
  });

  it('when a share changes, then the team lists and the shared runs refresh but not the history', async () => {
    const client = seeded();
    await refreshTopics(client, ['sharedReports']);
    expect(invalidated(client)).toEqual(['members', 'sharedRuns', 'teamReports', 'teams']);
  });

  it('when signals were missed, then everything a topic covers refreshes and the profile stays', async () => {
    const client = seeded();
    await refreshEverything(client);
    expect(invalidated(client)).not.toContain('profile');
    expect(invalidated(client)).not.toContain('openChat');
    expect(invalidated(client)).toHaveLength(Object.keys(KEYS).length - 2);
  });
});
