import { RUN_STOPPED_MESSAGE } from '@quarry/contracts/research';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { chatKeys } from '@/modules/chat/api/chat-keys';
import { markExecutionViewed } from '@/modules/report-executions/api/mark-execution-viewed';
import { followRun, WRITING_MESSAGE } from '../flows/follow-run';
import { type ExtractionProgress, PROCESSING_ERROR } from '../flows/run-extraction';
import { createMessage, textToHtml } from '../utils/messages';
import { isQuotaMessage, quotaErrorContent } from '../utils/quota';
import type { ChatSessionControls } from './use-chat-session';

/**
 * Follows the open session's run that this page is not streaming (it was reloaded mid-run, or the
 * run was queued): shows its progress, then its report, or its error. Returns the progress to show
 * while it runs.
 */
export function useFollowedRun(chat: ChatSessionControls): ExtractionProgress | undefined {
  const queryClient = useQueryClient();
  const { sessionId, following } = chat.session;
  const executionId = following?.executionId;
  const { settleRun, stopFollowing, append } = chat;
  const [shown, setShown] = useState<{ executionId: string; progress: ExtractionProgress }>();

  useEffect(() => {
    if (!executionId || !sessionId) return;
    const controller = new AbortController();
    void followRun(executionId, sessionId, {
      signal: controller.signal,
      onProgress: (progress) => setShown({ executionId, progress }),
    }).then(async (result) => {
      if (controller.signal.aborted) return;
      if (result.kind !== 'success') {
        stopFollowing(executionId);
        if (result.kind === 'stopped') return;
        // Its owner pressed Stop: said in the conversation, not as an error.
        if (result.message === RUN_STOPPED_MESSAGE) {
          append(createMessage('assistant', textToHtml(result.message)));
          return;
        }
        toast({ title: PROCESSING_ERROR, description: result.message, variant: 'destructive' });
        if (isQuotaMessage(result.message))
          append(createMessage('assistant', quotaErrorContent(result.message)));
        return;
      }
      await settleRun(executionId, result.session);
      // The report is on screen: it no longer waits in the list as 'New report ready to view'.
      await markExecutionViewed(executionId).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
    });
    return () => controller.abort();
  }, [executionId, sessionId, settleRun, stopFollowing, append, queryClient]);

  if (!executionId) return undefined;
  return shown?.executionId === executionId ? shown.progress : { message: WRITING_MESSAGE };
}
