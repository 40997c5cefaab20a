import { Router } from 'express';
import { ownExportSubject } from '../../domain/reports/export/export-subjects';
import { gridOf } from '../../domain/reports/views/grid-view';
import { sharedExportSubject } from '../../domain/teams/shared-runs';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';

/**
 * The evidence grid of a finished run (docs/decisions/evidence-grid.md, contracts/src/grid.ts gridPath): its owner's view
 * and a team member's, who may see it as they may export it, by the same rules.
 */
export function gridRoutes(deps: AppDeps): Router {
  const router = Router();
  const teamRuns = { teams: deps.teams, reports: deps.reports };

  router.get('/report-execution/:id/grid', async (req, res) => {
    const subject = await ownExportSubject(deps.reports, requireUid(res), req.params.id);
    res.json(await gridOf(deps.store, subject));
  });

  router.get('/shared-report-execution/:id/grid', async (req, res) => {
    const subject = await sharedExportSubject(teamRuns, requireUid(res), req.params.id);
    res.json(await gridOf(deps.store, subject));
  });

  return router;
}
