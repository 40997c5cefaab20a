import type { ReportExecutionView } from '@quarry/contracts/reports';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatKeys } from '@/modules/chat/api/chat-keys';
import { markExecutionViewed } from '@/modules/report-executions/api/mark-execution-viewed';
import { reportExecutionKeys } from '@/modules/report-executions/api/report-execution-keys';

/**
 * Opening a finished, unseen report marks it viewed, once, so the chat's green dot and the history's
 * Viewed column catch up. A failure is silent (the report itself is on screen) and is retried on the
 * next visit.
 */
export function useMarkViewedOnce(execution: ReportExecutionView | undefined): void {
  const queryClient = useQueryClient();
  // StrictMode runs a mount's effects twice; this keeps that to one call.
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (execution?.executionStatus !== 'success' || execution.viewedAt) return;
    const { id } = execution;
    if (marked.current.has(id)) return;
    marked.current.add(id);
    markExecutionViewed(id).then(
      () => {
        // The cached view is what the next visit reads first; it must not ask again.
        queryClient.setQueryData<ReportExecutionView>(reportExecutionKeys.view(id), (cached) =>
          cached ? { ...cached, viewedAt: new Date().toISOString() } : cached,
        );
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: reportExecutionKeys.history() }),
          queryClient.invalidateQueries({ queryKey: chatKeys.sessions() }),
        ]);
      },
      () => undefined,
    );
  }, [execution, queryClient]);
}
