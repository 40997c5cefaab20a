import {
  CreateExecutionRequest,
  SaveReportRequest,
  UpdateSavedReportPrivacyRequest,
  UpdateSavedReportQueryRequest,
} from '@quarry/contracts/reports';
import { RunStreamQuery } from '@quarry/contracts/research';
import { pausedReasonOf } from '@quarry/contracts/subscription';
import { Router } from 'express';
import { subscriptionStatus } from '../../domain/billing/access';
import { ownRun } from '../../domain/reports/events/run-stream';
import { continueInBackground } from '../../domain/reports/execution/continue-in-background';
import { createSavedReportExecution } from '../../domain/reports/execution/create-run';
import { requestStop } from '../../domain/reports/execution/stop-run';
import { deleteSavedReport, saveReport, updateSavedReport } from '../../domain/reports/saved/saved-reports';
import {
  clearMyExecutions,
  listMyExecutions,
  markViewed,
  viewExecution,
} from '../../domain/reports/views/my-runs';
import { listSavedReports } from '../../domain/teams/saved-report-list';
import type { AppDeps } from '../app-deps';
import { DEDUPE_WINDOW_MS, idempotent } from '../middleware/idempotency';
import { requireUid } from '../middleware/session';
import { RunEventStream } from '../run-event-stream';
import { parseInput } from '../validate';

/** Saved reports and report executions (spec part 2 section 7; part 3's execution view). Own data only. */
export function reportsRoutes(deps: AppDeps): Router {
  const router = Router();
  savedReportRoutes(router, deps);
  runRoutes(router, deps);
  return router;
}

/** A person's saved reports: list, save, rename the question, privacy, delete. */
function savedReportRoutes(router: Router, deps: AppDeps): void {
  const { store, clock } = deps.reports;
  const onceOrWindow = idempotent(deps, { dedupeWindowMs: DEDUPE_WINDOW_MS });

  router.get('/saved-reports', async (_req, res) => {
    const uid = requireUid(res);
    const user = await deps.accounts.users.get(uid);
    const access = user ? await subscriptionStatus(store, clock, user) : { hasAccess: true };
    const paused = access.hasAccess ? undefined : pausedReasonOf(access);
    res.json({ reports: await listSavedReports(store, uid, paused) });
  });

  router.post('/saved-reports', onceOrWindow, async (req, res) => {
    const uid = requireUid(res);
    const request = parseInput(SaveReportRequest, req.body);
    const id = await saveReport(store, clock, uid, request);
    res.status(201).json({ id, message: `Report "${request.reportName}" saved` });
  });

  router.delete('/saved-reports/:id', async (req, res) => {
    await deleteSavedReport(store, requireUid(res), req.params.id);
    res.json({ ok: true });
  });

  router.patch('/saved-reports/:id', async (req, res) => {
    const uid = requireUid(res);
    const { query, columns } = parseInput(UpdateSavedReportQueryRequest, req.body);
    await updateSavedReport(store, clock, uid, req.params.id, { query, ...(columns ? { columns } : {}) });
    res.json({ ok: true });
  });

  router.patch('/saved-reports/:id/privacy', async (req, res) => {
    const uid = requireUid(res);
    const { showDocumentsInSharedReports } = parseInput(UpdateSavedReportPrivacyRequest, req.body);
    await updateSavedReport(store, clock, uid, req.params.id, { showDocumentsInSharedReports });
    res.json({ ok: true });
  });
}

/** A person's runs (the spec's report-executions paths): start, list, view, stop, go on, stream. */
function runRoutes(router: Router, deps: AppDeps): void {
  const { reports } = deps;
  const once = idempotent(deps);

  router.post('/report-executions', once, async (req, res) => {
    const uid = requireUid(res);
    const request = parseInput(CreateExecutionRequest, req.body);
    const executionId = await createSavedReportExecution(reports, uid, request.savedReportId, {
      notifyOnCompletion: request.notifyOnCompletion,
    });
    const user = await deps.accounts.users.get(uid);
    res.status(202).json({
      executionId,
      message: 'Report queued for background execution',
      userEmail: user?.email ?? '',
    });
  });

  router.post('/report-executions/:id/mark-viewed', async (req, res) => {
    await markViewed(reports, requireUid(res), req.params.id);
    res.json({ ok: true });
  });

  router.get('/my-report-executions', async (_req, res) => {
    res.json({ executions: await listMyExecutions(reports, requireUid(res)) });
  });

  router.delete('/my-report-executions/clear-all', async (_req, res) => {
    res.json({ deleted: await clearMyExecutions(reports, requireUid(res)) });
  });

  router.get('/report-execution/:id/view', async (req, res) => {
    res.json({ execution: await viewExecution(reports, requireUid(res), req.params.id) });
  });

  /** Stop (docs/decisions/research-pipeline.md): the owner ends a run that is still going; nothing of it is kept. */
  router.post('/report-execution/:id/stop', async (req, res) => {
    res.json(await requestStop(reports, requireUid(res), req.params.id));
  });

  /** A chat run ended by Gemini's daily limit goes on in the background after the reset (docs/decisions/reading-economy.md). */
  router.post('/report-execution/:id/continue-in-background', async (req, res) => {
    res.json(await continueInBackground(reports, requireUid(res), req.params.id));
  });

  /** A run's stream read again after a cut, from after the last event the page saw (docs/architecture/platform.md). */
  router.get('/report-execution/:id/stream', async (req, res) => {
    const uid = requireUid(res);
    const { after } = parseInput(RunStreamQuery, { after: req.get('last-event-id') ?? req.query.after });
    await ownRun(reports, uid, req.params.id);
    const stream = new RunEventStream(res, deps);
    await stream.follow(req.params.id, after ?? 0);
    stream.end();
  });
}
