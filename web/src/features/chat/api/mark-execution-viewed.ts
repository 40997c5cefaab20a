import { api } from '@/lib/api-client';

/** Clears a session's 'New report ready to view' dot. */
export async function markExecutionViewed(executionId: string): Promise<void> {
  await api.request('POST', `/api/report-executions/${encodeURIComponent(executionId)}/mark-viewed`);
}
