import express, { type Express, type Router } from 'express';
import type { AppDeps } from './app-deps';
import { areaRoutes } from './area-routes';
import { csrfGuard } from './middleware/csrf';
import { apiNotFound, errorHandler } from './middleware/errors';
import { responseDeadline } from './middleware/response-deadline';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { accountRoutes } from './routes/account.routes';
import { adminRoutes } from './routes/admin.routes';
import { analyticsRoutes } from './routes/analytics.routes';
import { authRoutes } from './routes/auth.routes';
import { chatRoutes } from './routes/chat.routes';
import { contactRoutes } from './routes/contact.routes';
import { dataExportRoutes } from './routes/data-export.routes';
import { driveRoutes } from './routes/drive.routes';
import { estimateRoutes } from './routes/estimate.routes';
import { exportsRoutes } from './routes/exports.routes';
import { gridRoutes } from './routes/grid.routes';
import { healthRoutes } from './routes/health.routes';
import { liveRoutes } from './routes/live.routes';
import { publicConfigRoutes } from './routes/public-config.routes';
import { queryRoutes } from './routes/query.routes';
import { reportsRoutes } from './routes/reports.routes';
import { sharingRoutes } from './routes/sharing.routes';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './routes/stripe-webhook.routes';
import { subscriptionRoutes } from './routes/subscription.routes';
import { teamsRoutes } from './routes/teams.routes';
import { UNSUBSCRIBE_PATH, unsubscribeRoutes } from './routes/unsubscribe.routes';
import { userRoutes } from './routes/user.routes';
import { watchRoutes } from './routes/watch.routes';
import { spaRoutes } from './spa';

export interface AppOptions {
  /** Directory of the built SPA to serve (local mode); the cloud serves it from Firebase Hosting. */
  staticDir?: string;
  /** Local mode's test and demo controls, served under /__control; never given in the cloud. */
  localControls?: Router;
}

/** The whole HTTP API as one Express app, the same in the local process and in the `api` function. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // Decides req.ip, the client rate limits count by: only the known proxy hops may name it (config.ts).
  app.set('trust proxy', deps.config.trustProxy);
  // The reCAPTCHA script (Google's, or the emulator's locally) loads and calls home from its own origin.
  const recaptchaOrigin = new URL(deps.config.services.recaptcha.scriptUrl).origin;
  // In the cloud, Stripe.js Elements collects the card (docs/architecture/billing.md); locally it is the emulator's page.
  const cloud = deps.config.mode === 'cloud';
  // Choosing a folder for Google Docs: Google's Picker loads from apis.google.com and shows its
  // dialog framed from docs.google.com; locally it is the Drive emulator's page (the emulators' origin).
  const cloudScripts = cloud
    ? ['https://www.gstatic.com', 'https://js.stripe.com', 'https://apis.google.com']
    : [];
  const cloudConnects = cloud ? ['https://api.stripe.com'] : [];
  const cloudFrames = cloud ? ['https://docs.google.com'] : [];
  app.use(
    securityHeaders({
      scriptOrigins: [recaptchaOrigin, ...cloudScripts],
      connectOrigins: [recaptchaOrigin, ...cloudConnects],
      frameOrigins: cloudFrames,
    }),
  );

  const api = express.Router();
  // Before anything else: whatever follows must answer before Hosting's 60 s cut (docs/architecture/platform.md).
  api.use(responseDeadline(deps.config.responseLimitMs));
  // Stripe's webhook and mail clients' one-click unsubscribe come from elsewhere, signed instead.
  api.use(csrfGuard(deps.config.allowedOrigins, [STRIPE_WEBHOOK_PATH, UNSUBSCRIBE_PATH]));
  // Before the JSON parser: the webhook's signature covers its raw bytes.
  api.use(stripeWebhookRoutes(deps));
  // A conversation holds whole reports (a long one over thousands of documents is megabytes);
  // every other body is small. 32 MB is what Cloud Functions accepts at all.
  api.use('/chat/sessions', express.json({ limit: '32mb' }));
  api.use(express.json({ limit: '1mb' }));
  api.use(healthRoutes(deps));
  api.use(sessionMiddleware(deps.accounts.sessions));
  // Each area's router is entered only for the paths it serves (area-routes.ts).
  api.use(
    areaRoutes([
      authRoutes(deps),
      userRoutes(deps),
      accountRoutes(deps),
      publicConfigRoutes(deps),
      subscriptionRoutes(deps),
      teamsRoutes(deps),
      sharingRoutes(deps),
      unsubscribeRoutes(deps),
      contactRoutes(deps),
      driveRoutes(deps),
      queryRoutes(deps),
      estimateRoutes(deps),
      chatRoutes(deps),
      reportsRoutes(deps),
      watchRoutes(deps),
      exportsRoutes(deps),
      gridRoutes(deps),
      adminRoutes(deps),
      liveRoutes(deps),
      analyticsRoutes(deps),
      dataExportRoutes(deps),
    ]),
  );
  api.use(apiNotFound);

  app.use('/api', api);
  if (options.localControls) app.use('/__control', options.localControls);
  if (options.staticDir) app.use(spaRoutes(options.staticDir));
  app.use(errorHandler(deps.log));
  return app;
}
