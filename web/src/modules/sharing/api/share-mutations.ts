import {
  type ShareFromChatRequest,
  ShareFromChatResponse,
  type ShareReportRequest,
} from '@quarry/contracts/sharing';
import { SUBSCRIPTION_REQUIRED } from '@quarry/contracts/subscription';
import { CreateTeamResponse } from '@quarry/contracts/teams';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** POST /api/reports/share-from-chat. */
export function shareFromChat(body: ShareFromChatRequest, idempotencyKey?: string) {
  return api.request('POST', '/api/reports/share-from-chat', {
    body,
    schema: ShareFromChatResponse,
    idempotencyKey,
  });
}

/** POST /api/reports/{id}/share: one call per team (spec part 2 section 7). */
export function shareSavedReport(reportId: string, body: ShareReportRequest, idempotencyKey?: string) {
  return api.request('POST', `/api/reports/${encodeURIComponent(reportId)}/share`, {
    body,
    idempotencyKey,
    schema: z.object({ message: z.string(), sharedReportId: z.string() }),
  });
}

/** POST /api/teams/quick-create: the Add Team dialog's new team. */
export function quickCreateTeam(name: string, idempotencyKey?: string) {
  return api.request('POST', '/api/teams/quick-create', {
    body: { name },
    schema: CreateTeamResponse,
    idempotencyKey,
  });
}

/**
 * Spec part 2 section 8: SUBSCRIPTION_REQUIRED or 'Teams access required' mean 'Upgrade Required'.
 * (A bare 403 does not: the server also refuses non-administrators with 403, which is not a plan matter.)
 */
export function needsTeamsPlan(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.errorCode === SUBSCRIPTION_REQUIRED || /teams access required/i.test(error.message))
  );
}

/** 'Upgrade Required' and off to /subscribe (spec part 2 section 8). */
export function showUpgradeRequired(navigate: (to: string) => void) {
  toast({
    title: 'Upgrade Required',
    description: 'Upgrade to share reports with your team',
    variant: 'destructive',
  });
  navigate(paths.subscribe.getHref());
}
