import { ExportFormat, SaveGoogleDocRequest } from '@quarry/contracts/exports';
import { Router } from 'express';
import { writeExport } from '../../domain/reports/export/export-report';
import { ownExportSubject } from '../../domain/reports/export/export-subjects';
import { savedGoogleDoc, saveGoogleDoc } from '../../domain/reports/export/google-doc-export';
import { sharedExportSubject } from '../../domain/teams/shared-runs';
import type { AppDeps } from '../app-deps';
import { idempotent } from '../middleware/idempotency';
import { requireUid } from '../middleware/session';
import { sendExport } from '../send-export';
import { parseInput } from '../validate';

/**
 * Reports that leave Quarry (docs/architecture/exports.md): a finished run as a file, from each view's Export
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

  // Save to Google Docs (docs/decisions/exports.md): into the person's own Drive, through their drive.file grant.
  const docs = {
    exports: deps.exports,
    driveFile: deps.driveFile,
    store: deps.store,
    clock: deps.accounts.clock,
  };
  const subjects = {
    'report-execution': (uid: string, id: string) => ownExportSubject(deps.reports, uid, id),
    'shared-report-execution': (uid: string, id: string) => sharedExportSubject(teamRuns, uid, id),
  };
  // One action's tries (one Idempotency-Key) get one answer; saves without a key, or with keys of
  // their own, still make one doc per run and person (saveGoogleDoc's claim).
  const once = idempotent(deps);
  for (const [view, subjectOf] of Object.entries(subjects)) {
    router.post(`/${view}/:id/google-doc`, once, async (req, res) => {
      const uid = requireUid(res);
      const { folderId } = parseInput(SaveGoogleDocRequest, req.body ?? {});
      const subject = await subjectOf(uid, String(req.params.id));
      res.json(await saveGoogleDoc(docs, subject, uid, folderId));
    });
    router.get(`/${view}/:id/google-doc`, async (req, res) => {
      const uid = requireUid(res);
      res.json(await savedGoogleDoc(docs, await subjectOf(uid, req.params.id), uid));
    });
  }

  return router;
}
