import { EstimateRequest, UpdateSavedReportCostCapRequest } from '@quarry/contracts/estimate';
import { Router } from 'express';
import { estimateSavedReport } from '../../domain/reports/saved/saved-report-estimate';
import { updateSavedReport } from '../../domain/reports/saved/saved-reports';
import { estimateChatRun } from '../../domain/research/spend/run-estimate';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

/** A run's estimate before anything is read, and a saved report's own cost cap (docs/architecture/reading-economy.md). */
export function estimateRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/research/estimate', async (req, res) => {
    const uid = requireUid(res);
    const request = parseInput(EstimateRequest, req.body);
    res.json(await estimateChatRun(deps.research, uid, request));
  });

  router.get('/saved-reports/:id/estimate', async (req, res) => {
    const uid = requireUid(res);
    res.json(await estimateSavedReport(deps.reports, uid, req.params.id));
  });

  router.patch('/saved-reports/:id/cost-cap', async (req, res) => {
    const uid = requireUid(res);
    const { costCap } = parseInput(UpdateSavedReportCostCapRequest, req.body);
    await updateSavedReport(deps.reports.store, deps.reports.clock, uid, req.params.id, { costCap });
    res.json({ ok: true });
  });

  return router;
}
