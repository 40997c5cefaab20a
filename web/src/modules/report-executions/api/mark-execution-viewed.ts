import { api } from '@/lib/api-client';

/** Marks a finished run as opened: the history's Viewed column and the chat's green dot follow it. */
export async function markExecutionViewed(executionId: string): Promise<void> {
  await api.request('POST', `/api/report-executions/${encodeURIComponent(executionId)}/mark-viewed`);
}
