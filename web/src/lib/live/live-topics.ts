import { LIVE_TOPICS, type LiveTopic } from '@quarry/contracts/live';
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account/account-keys';
import { sharedReportKeys } from '@/lib/report-executions/report-execution-keys';

/** Every analytics query starts with this (the screen refetches when a run changes). */
export const ANALYTICS_KEY_PREFIX = ['/api', 'analytics'] as const;

/**
 * Which queries each live topic refreshes (DESIGN section 11). Keys are URL parts, so a prefix
 * covers an endpoint and everything under it; the chat's open conversation is left alone (the page
 * that is writing it holds the newer copy).
 */
export const TOPIC_QUERIES: Record<LiveTopic, InvalidateQueryFilters[]> = {
  teams: [{ queryKey: accountKeys.teams() }],
  sharedReports: [
    { queryKey: accountKeys.teams() },
    { queryKey: ['/api', 'shared-reports'] },
    { queryKey: ['/api', 'shared-report-execution'] },
    { queryKey: ['/api', 'reports'] },
    { queryKey: ['/api', 'saved-reports'] },
  ],
  executions: [
    { queryKey: sharedReportKeys.myExecutions() },
    { queryKey: ['/api', 'teams'] },
    { queryKey: ['/api', 'shared-reports'] },
    { queryKey: ['/api', 'shared-report-execution'] },
    { queryKey: ['/api', 'report-execution'] },
    { queryKey: sharedReportKeys.chatSessions(), exact: true },
    { queryKey: ANALYTICS_KEY_PREFIX },
  ],
  sessions: [{ queryKey: sharedReportKeys.chatSessions(), exact: true }],
};

/** Refetches what the topics cover (only queries on screen refetch now; the rest when next shown). */
export async function refreshTopics(client: QueryClient, topics: readonly LiveTopic[]): Promise<void> {
  const filters = [...new Set(topics)].flatMap((topic) => TOPIC_QUERIES[topic]);
  await Promise.all(filters.map((filter) => client.invalidateQueries(filter)));
}

/** After missed signals (a restart, a long disconnection): everything a topic covers. */
export const refreshEverything = (client: QueryClient) => refreshTopics(client, LIVE_TOPICS);
