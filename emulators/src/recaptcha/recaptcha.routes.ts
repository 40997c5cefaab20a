import express, { type Request, Router } from 'express';
import { z } from 'zod';
import type { EmulatorContext } from '../shared/context';
import { recaptchaScript } from './recaptcha-script';
import { RecaptchaTokens } from './recaptcha-tokens';

const ScoreBody = z.object({ score: z.number().min(0).max(1) });
const ACTION = /^[A-Za-z0-9/_]{1,100}$/;

function field(req: Request, name: string): string | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.[name] ?? req.query[name];
  return typeof value === 'string' ? value : undefined;
}

/** The page's origin, told by the browser (Origin), else what the script says it runs on. */
function pageHostname(req: Request): string {
  const origin = req.get('origin');
  if (origin && origin !== 'null') return new URL(origin).hostname;
  return field(req, 'hostname') ?? 'localhost';
}

/** reCAPTCHA v3 at Google's paths: the page script, its token endpoint, and siteverify. */
export function recaptchaRoutes(context: EmulatorContext): Router {
  const tokens = new RecaptchaTokens(() => context.now());
  const router = Router();
  const form = express.urlencoded({ extended: false });

  router.get('/recaptcha/api.js', (req, res) => {
    const renderKey = typeof req.query.render === 'string' ? req.query.render : undefined;
    const onload = typeof req.query.onload === 'string' && /^[A-Za-z_$][\w$]*$/.test(req.query.onload);
    res
      .type('text/javascript; charset=utf-8')
      .set('Cache-Control', 'no-cache')
      .set('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(
        recaptchaScript({
          fallbackOrigin: context.baseUrl(),
          ...(renderKey && renderKey !== 'explicit' ? { renderKey } : {}),
          ...(onload ? { onload: req.query.onload as string } : {}),
        }),
      );
  });

  router.options('/recaptcha/api/token', (_req, res) => {
    res
      .set('Access-Control-Allow-Origin', '*')
      .set('Access-Control-Allow-Methods', 'POST')
      .set('Access-Control-Allow-Headers', 'content-type')
      .status(204)
      .end();
  });
  router.post('/recaptcha/api/token', form, (req, res) => {
    res.set('Access-Control-Allow-Origin', '*').set('Cache-Control', 'no-store');
    const siteKey = field(req, 'k') ?? '';
    const action = field(req, 'action') ?? '';
    if (!tokens.isSiteKey(siteKey)) {
      res.status(400).json({ error: `Invalid site key or not loaded in api.js: ${siteKey}` });
      return;
    }
    if (!ACTION.test(action)) {
      res
        .status(400)
        .json({ error: 'Action name may only contain alphanumeric characters, slashes and underscores.' });
      return;
    }
    res.json({ token: tokens.issue(siteKey, action, pageHostname(req)) });
  });

  router.post('/recaptcha/api/siteverify', form, (req, res) => {
    res.json(tokens.verify(field(req, 'secret'), field(req, 'response')));
  });

  router.post('/__control/recaptcha', express.json(), (req, res) => {
    const parsed = ScoreBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: z.prettifyError(parsed.error) });
      return;
    }
    tokens.setScore(parsed.data.score);
    res.json(parsed.data);
  });

  return router;
}
