import express, { type Express } from 'express';
import type { AppDeps } from './app-deps';
import { csrfGuard } from './middleware/csrf';
import { apiNotFound, errorHandler } from './middleware/errors';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { accountExtrasRoutes } from './routes/account-extras.routes';
import { authRoutes } from './routes/auth.routes';
import { chatRoutes } from './routes/chat.routes';
import { contactRoutes } from './routes/contact.routes';
import { driveRoutes } from './routes/drive.routes';
import { healthRoutes } from './routes/health.routes';
import { queryRoutes } from './routes/query.routes';
import { reportsRoutes } from './routes/reports.routes';
import { userRoutes } from './routes/user.routes';
import { spaRoutes } from './spa';

export interface AppOptions {
  /** Directory of the built SPA to serve (local mode); the cloud serves it from Firebase Hosting. */
  staticDir?: string;
}

/** The whole HTTP API as one Express app, the same in the local process and in the `api` function. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // Decides req.ip, the client rate limits count by: only the known proxy hops may name it (config.ts).
  app.set('trust proxy', deps.config.trustProxy);
  // The reCAPTCHA script (Google's, or the emulator's locally) loads and calls home from its own origin.
  const recaptchaOrigin = new URL(deps.config.services.recaptcha.scriptUrl).origin;
  const googleStatic = deps.config.mode === 'cloud' ? ['https://www.gstatic.com'] : [];
  app.use(
    securityHeaders({ scriptOrigins: [recaptchaOrigin, ...googleStatic], connectOrigins: [recaptchaOrigin] }),
  );

  const api = express.Router();
  api.use(csrfGuard(deps.config.allowedOrigins));
  api.use(express.json({ limit: '1mb' }));
  api.use(healthRoutes(deps));
  api.use(sessionMiddleware(deps.accounts.sessions));
  api.use(authRoutes(deps));
  api.use(userRoutes(deps));
  api.use(accountExtrasRoutes(deps));
  api.use(contactRoutes(deps));
  api.use(driveRoutes(deps));
  api.use(queryRoutes(deps));
  api.use(chatRoutes(deps));
  api.use(reportsRoutes(deps));
  api.use(apiNotFound);

  app.use('/api', api);
  if (options.staticDir) app.use(spaRoutes(options.staticDir));
  app.use(errorHandler(deps.log));
  return app;
}
