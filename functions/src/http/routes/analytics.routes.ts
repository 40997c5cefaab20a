import {
  ANALYTICS_PATH,
  AnalyticsQuery,
  type StreamlitInitializeResponse,
} from '@quarry/contracts/analytics';
import { Router } from 'express';
import { keyStatus, profile } from '../../domain/accounts/account';
import { usageAnalytics } from '../../domain/analytics/usage-analytics';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

/** Keys a complete setup holds (spec part 1 section 9: required keys, 3). */
const REQUIRED_KEYS = 3;

/**
 * The analytics interface (docs/architecture/usage-and-analytics.md and docs/architecture/spec-gaps.md): /streamlit's launch page asks for its
 * address, and the screen reads its figures from GET /api/analytics.
 */
export function analyticsRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/streamlit/initialize', async (_req, res) => {
    const uid = requireUid(res);
    const [{ isSetupComplete }, { totalKeys }] = await Promise.all([
      profile(deps.accounts, uid),
      keyStatus(deps.accounts, uid),
    ]);
    if (!isSetupComplete || totalKeys < REQUIRED_KEYS) {
      const refused: StreamlitInitializeResponse = {
        url: null,
        message: 'You must complete Google Drive authorization and provide your Gemini API key first.',
        requiresSetup: true,
      };
      res.status(403).json(refused);
      return;
    }
    const ready: StreamlitInitializeResponse = {
      url: `${deps.config.appOrigin}${ANALYTICS_PATH}`,
      message: 'Analytics interface ready',
      requiresSetup: false,
    };
    res.json(ready);
  });

  router.get('/analytics', async (req, res) => {
    const uid = requireUid(res);
    const query = parseInput(AnalyticsQuery, req.query);
    const analyticsDeps = { store: deps.store, clock: deps.reports.clock, teams: deps.teams };
    res.set('Cache-Control', 'private, no-store').json(await usageAnalytics(analyticsDeps, uid, query));
  });

  return router;
}
