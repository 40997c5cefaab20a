import { RunSharedReportResponse } from '@quarry/contracts/sharing';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { useSingleMutation } from '@/lib/single-action';
import { sharingKeys } from '@/modules/sharing/api/sharing-keys';

/** Spec part 3 section 9: the pause on 'Gemini API Key Required' before /api-key opens. */
export const KEY_REDIRECT_MS = 1500;

function needsGeminiKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.errorCode === 'GEMINI_KEY_REQUIRED' || /gemini api key required/i.test(error.message);
}

/**
 * 'Run Report' on an on-demand shared report, with the member's own Gemini key. `start` is the
 * button's action: one run however often it is clicked while the first is starting.
 */
export function useRunSharedReport(sharedReportId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  return useSingleMutation({
    mutationFn: (_: undefined, idempotencyKey: string) =>
      api.request('POST', `/api/shared-reports/${encodeURIComponent(sharedReportId)}/execute`, {
        schema: RunSharedReportResponse,
        idempotencyKey,
      }),
    onSuccess: async () => {
      toast({ title: 'Report Running', description: 'This may take a few minutes.', outcome: true });
      await queryClient.invalidateQueries({ queryKey: sharingKeys.executions(sharedReportId) });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      if (needsGeminiKey(error)) {
        toast({
          title: 'Gemini API Key Required',
          description: 'You need to provide your Gemini API key to run reports. Redirecting...',
          variant: 'destructive',
        });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => navigate(paths.apiKey.getHref()), KEY_REDIRECT_MS);
        return;
      }
      toast({
        title: 'Error',
        description: error instanceof ApiError && error.message ? error.message : 'Failed to run report',
        variant: 'destructive',
      });
    },
  });
}
