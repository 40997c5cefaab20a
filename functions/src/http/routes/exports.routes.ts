import { ExportFormat } from '@quarry/contracts/exports';
import { Router } from 'express';
import { writeExport } from '../../domain/reports/export/export-report';
import { ownExportSubject } from '../../domain/reports/export/export-subjects';
import { sharedExportSubject } from '../../domain/teams/shared-runs';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';
import { sendExport } from '../send-export';
import { parseInput } from '../validate';

/**
 * Reports that leave Quarry (DESIGN section 19): a finished run as a file, from each view's Export
 * menu. The owner's views export their own runs; a team's views export a shared run as the member
 * may see it. Who may export is who may view, by the same rules.
 */
export function exportsRoutes(deps: AppDeps): Router {
  const router = Router();
  const teamRuns = { teams: deps.teams, reports: deps.reports };

  router.get('/report-execution/:id/export/:format', async (req, res) => {
    const uid = requireUid(res);
    const format = parseInput(ExportFormat, req.params.format);
    const subject = await ownExportSubject(deps.reports, uid, req.params.id);
    sendExport(res, await writeExport(deps.exports, subject, format));
  });

  router.get('/shared-report-execution/:id/export/:format', async (req, res) => {
    const uid = requireUid(res);
    const format = parseInput(ExportFormat, req.params.format);
    const subject = await sharedExportSubject(teamRuns, uid, req.params.id);
    sendExport(res, await writeExport(deps.exports, subject, format));
  });

  return router;
}
