import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { driveRoutes } from './drive/drive.routes';
import { geminiRoutes } from './gemini/gemini.routes';
import { kmsRoutes } from './kms/kms.routes';
import { oauthRoutes } from './oauth/oauth.routes';
import { recaptchaRoutes } from './recaptcha/recaptcha.routes';
import { sendgridRoutes } from './sendgrid/sendgrid.routes';
import type { EmulatorContext } from './shared/context';
import { clockControlRoutes, EmulatorClock } from './shared/emulator-clock';
import { TokenRegistry } from './shared/tokens';
import { stripeRoutes } from './stripe/stripe.routes';

export const DEFAULT_DRIVE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drive');

export interface EmulatorOptions {
  port?: number;
  host?: string;
  driveDir?: string;
  stateDir?: string;
}

export interface RunningEmulators {
  url: string;
  context: EmulatorContext;
  stop: () => Promise<void>;
}

/**
 * One HTTP server standing in for every external service Quarry calls, each at its real path
 * layout so a client changes only its base URL (docs/architecture/emulators.md).
 */
export function createEmulatorApp(context: EmulatorContext, clock?: EmulatorClock): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/', (_req, res) => {
    res
      .type('text/plain')
      .send('Quarry emulators: Google OAuth, Drive, Gemini, Stripe, SendGrid, reCAPTCHA, KMS');
  });
  if (clock) app.use(clockControlRoutes(clock));
  app.use(oauthRoutes(context));
  app.use(driveRoutes(context));
  app.use(geminiRoutes(context));
  app.use(stripeRoutes(context));
  app.use(sendgridRoutes(context));
  app.use(recaptchaRoutes(context));
  app.use(kmsRoutes(context));
  return app;
}

export async function startEmulators(options: EmulatorOptions = {}): Promise<RunningEmulators> {
  let baseUrl = '';
  const clock = new EmulatorClock();
  const context: EmulatorContext = {
    baseUrl: () => baseUrl,
    driveDir: options.driveDir ?? DEFAULT_DRIVE_DIR,
    stateDir: options.stateDir,
    tokens: new TokenRegistry(options.stateDir),
    now: clock.now,
  };
  const server = http.createServer(createEmulatorApp(context, clock));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 9100, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    context,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
