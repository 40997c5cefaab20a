import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { composeLocal } from '../composition/local';
import { loadConfig } from '../config';
import { createLogger } from '../log';
import { tempDir } from '../testing/temp-dir';
import { withServer } from '../testing/with-server';
import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { errorHandler } from './middleware/errors';
import { parseInput } from './validate';

const temp = tempDir();
let deps: AppDeps;
const logLines: string[] = [];

beforeAll(() => {
  deps = {
    ...composeLocal(loadConfig({ PORT: '8080', DATA_DIR: temp.dir })),
    log: createLogger((line) => logLines.push(line)),
  };
});
afterAll(async () => {
  await deps.store.close();
  temp.remove();
});

const ORIGIN = 'http://localhost:8080';

describe('createApp', () => {
  it('when GET /api/health is called, then it answers 200 with the mode', async () => {
    await withServer(createApp(deps), async (url) => {
      const res = await fetch(`${url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', mode: 'local' });
    });
  });

  it('when any response is sent, then it carries a Content-Security-Policy and the other security headers', async () => {
    await withServer(createApp(deps), async (url) => {
      const res = await fetch(`${url}/api/health`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    });
  });

  it('when an unknown API path is called, then it answers 404 with a JSON message', async () => {
    await withServer(createApp(deps), async (url) => {
      const res = await fetch(`${url}/api/no-such-route`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'No API route for GET /no-such-route' });
    });
  });

  it('when a state-changing request comes from another origin or none, then it is refused with 403', async () => {
    await withServer(createApp(deps), async (url) => {
      const post = (headers: Record<string, string>) =>
        fetch(`${url}/api/health`, { method: 'POST', headers, body: '{}' });
      const foreign = await post({ origin: 'https://evil.example', 'content-type': 'application/json' });
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ message: 'Request origin not allowed' });
      expect((await post({ 'content-type': 'application/json' })).status).toBe(403);
    });
  });

  it('when a same-origin request carries a body that is not JSON, then it is refused with 403', async () => {
    await withServer(createApp(deps), async (url) => {
      const res = await fetch(`${url}/api/health`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Request body must be JSON' });
    });
  });

  it('when a same-origin JSON request passes the guard, then it reaches routing (here: 404, no such POST route)', async () => {
    await withServer(createApp(deps), async (url) => {
      for (const origin of [ORIGIN, 'http://127.0.0.1:8080']) {
        const res = await fetch(`${url}/api/health`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(res.status).toBe(404);
      }
    });
  });

  it('when the JSON body is malformed, then it answers 400 with a clear message', async () => {
    await withServer(createApp(deps), async (url) => {
      const res = await fetch(`${url}/api/health`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: '{"broken": ',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Request body is not valid JSON' });
    });
  });

  it('when a route throws something unexpected, then the client gets a generic 500 and the log names the cause', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('database on fire');
    });
    app.use(errorHandler(deps.log));
    await withServer(app, async (url) => {
      const res = await fetch(`${url}/boom`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
      expect(logLines.at(-1)).toContain('database on fire');
    });
  });
});

describe('request validation with contracts schemas', () => {
  const Body = z.object({ name: z.string().min(1).max(100), count: z.number().int().positive() });

  function savingApp() {
    const app = express();
    app.use(express.json());
    app.post('/things/:id', async (req, res) => {
      const body = parseInput(Body, req.body);
      await deps.store.set('things', req.params.id, body);
      res.json({ saved: true });
    });
    app.use(errorHandler(deps.log));
    return app;
  }

  it('when the body breaks the schema, then it answers 400 saying each problem in a sentence and nothing is saved', async () => {
    await withServer(savingApp(), async (url) => {
      const res = await fetch(`${url}/things/t1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: '', count: -2 }),
      });
      expect(res.status).toBe(400);
      const { message } = (await res.json()) as { message: string };
      expect(message).toBe('name is required. count must be more than 0.');
      expect(await deps.store.get('things', 't1')).toBeNull();
    });
  });

  it('when the body fits the schema, then the parsed value is used', async () => {
    await withServer(savingApp(), async (url) => {
      const res = await fetch(`${url}/things/t2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'ok', count: 2, extra: 'dropped' }),
      });
      expect(res.status).toBe(200);
      expect(await deps.store.get('things', 't2')).toEqual({ name: 'ok', count: 2 });
    });
  });
});
