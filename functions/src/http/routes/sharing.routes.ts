import { ShareFromChatRequest, ShareReportRequest } from '@quarry/contracts/sharing';
import { Router } from 'express';
import { shareFromChat } from '../../domain/teams/share-from-chat';
import {
  deleteSharedExecution,
  listSharedExecutions,
  runSharedReport,
  viewSharedExecution,
} from '../../domain/teams/shared-runs';
import { listTeamShares, removeTeamAccess, shareReport, unshare } from '../../domain/teams/shares';
import type { AppDeps } from '../app-deps';
import { DEDUPE_WINDOW_MS, idempotent } from '../middleware/idempotency';
import { requireUid } from '../middleware/session';
import { requiresTeamsAccess } from '../middleware/teams-access';
import { parseInput } from '../validate';

/**
 * Shared reports (spec part 3 section 7, docs/architecture/teams-and-sharing.md): sharing needs the Teams plan and
 * administrator rights on the team; seeing and running needs membership, checked in the use cases.
 */
export function sharingRoutes(deps: AppDeps): Router {
  const router = Router();
  const runs = { teams: deps.teams, reports: deps.reports };
  const once = idempotent(deps);
  const onceOrWindow = idempotent(deps, { dedupeWindowMs: DEDUPE_WINDOW_MS });

  router.post('/reports/share-from-chat', requiresTeamsAccess(deps), once, async (req, res) => {
    const request = parseInput(ShareFromChatRequest, req.body);
    res.status(201).json(await shareFromChat(deps.teams, requireUid(res), request));
  });

  router.post('/reports/:id/share', requiresTeamsAccess(deps), once, async (req, res) => {
    const uid = requireUid(res);
    const request = parseInput(ShareReportRequest, req.body);
    const { sharedReportId } = await shareReport(deps.teams, uid, String(req.params.id), request);
    res.json({ message: 'Report shared successfully', sharedReportId });
  });

  router.delete('/reports/:id/teams/:teamId', async (req, res) => {
    await removeTeamAccess(deps.teams, requireUid(res), req.params.id, req.params.teamId);
    res.json({ message: 'Team access removed' });
  });

  router.get('/teams/:id/shared-reports', async (req, res) => {
    res.json({ sharedReports: await listTeamShares(deps.teams, requireUid(res), req.params.id) });
  });

  router.delete('/shared-reports/:id', async (req, res) => {
    await unshare(deps.teams, requireUid(res), req.params.id);
    res.json({ message: 'Report unshared' });
  });

  router.get('/shared-reports/:id/executions', async (req, res) => {
    res.json({ executions: await listSharedExecutions(runs, requireUid(res), req.params.id) });
  });

  router.post('/shared-reports/:id/execute', onceOrWindow, async (req, res) => {
    const executionId = await runSharedReport(runs, requireUid(res), String(req.params.id));
    res.status(202).json({ executionId, message: 'Report running (may take a few minutes)' });
  });

  router.get('/shared-report-execution/:id/view', async (req, res) => {
    res.json({ execution: await viewSharedExecution(runs, requireUid(res), req.params.id) });
  });

  router.delete('/shared-report-execution/:id', async (req, res) => {
    await deleteSharedExecution(runs, requireUid(res), req.params.id);
    res.json({ message: 'Deleted' });
  });

  return router;
}
