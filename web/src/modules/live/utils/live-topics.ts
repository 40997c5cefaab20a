import { LIVE_TOPICS, type LiveTopic } from '@quarry/contracts/live';
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/modules/account/api/account-keys';
import { analyticsKeys } from '@/modules/analytics/api/analytics-keys';
import { chatKeys } from '@/modules/chat/api/chat-keys';
import { reportExecutionKeys } from '@/modules/report-executions/api/report-execution-keys';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';
import { sharingKeys } from '@/modules/sharing/api/sharing-keys';

/**
 * Which queries each live topic refreshes (docs/architecture/teams-and-sharing.md). Keys are URL parts, so a prefix
 * covers an endpoint and everything under it (the user's teams cover each team's members and shared
 * reports); the chat's open conversation is left alone (the page that is writing it holds the newer copy).
 */
export const TOPIC_QUERIES: Record<LiveTopic, InvalidateQueryFilters[]> = {
  teams: [{ queryKey: accountKeys.teams() }],
  sharedReports: [
    { queryKey: accountKeys.teams() },
    { queryKey: sharingKeys.executionLists() },
    { queryKey: sharingKeys.executionViews() },
    { queryKey: savedReportsKeys.list() },
  ],
  executions: [
    { queryKey: reportExecutionKeys.history() },
    { queryKey: accountKeys.teams() },
    { queryKey: sharingKeys.executionLists() },
    { queryKey: sharingKeys.executionViews() },
    { queryKey: reportExecutionKeys.views() },
    { queryKey: chatKeys.sessions(), exact: true },
    { queryKey: analyticsKeys.all() },
  ],
  sessions: [{ queryKey: chatKeys.sessions(), exact: true }],
};

/** Refetches what the topics cover (only queries on screen refetch now; the rest when next shown). */
export async function refreshTopics(client: QueryClient, topics: readonly LiveTopic[]): Promise<void> {
  const filters = [...new Set(topics)].flatMap((topic) => TOPIC_QUERIES[topic]);
  await Promise.all(filters.map((filter) => client.invalidateQueries(filter)));
}

/** After missed signals (a restart, a long disconnection): everything a topic covers. */
export const refreshEverything = (client: QueryClient) => refreshTopics(client, LIVE_TOPICS);
