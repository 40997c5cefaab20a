import type { HealthResponse } from '@quarry/contracts/health';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    const body: HealthResponse = { status: 'ok', mode: deps.config.mode };
    res.json(body);
  });
  return router;
}
