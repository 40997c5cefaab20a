import express, { type Express } from 'express';
import type { AppDeps } from './app-deps';
import { csrfGuard } from './middleware/csrf';
import { apiNotFound, errorHandler } from './middleware/errors';
import { securityHeaders } from './middleware/security-headers';
import { healthRoutes } from './routes/health.routes';
import { spaRoutes } from './spa';

export interface AppOptions {
  /** Directory of the built SPA to serve (local mode); the cloud serves it from Firebase Hosting. */
  staticDir?: string;
}

/** The whole HTTP API as one Express app, the same in the local process and in the `api` function. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  if (deps.config.mode === 'cloud') app.set('trust proxy', true);
  app.use(securityHeaders());

  const api = express.Router();
  api.use(csrfGuard(deps.config.allowedOrigins));
  api.use(express.json({ limit: '1mb' }));
  api.use(healthRoutes(deps));
  api.use(apiNotFound);

  app.use('/api', api);
  if (options.staticDir) app.use(spaRoutes(options.staticDir));
  app.use(errorHandler(deps.log));
  return app;
}
