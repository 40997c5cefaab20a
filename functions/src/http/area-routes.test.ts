import express, { type Router } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { withServer } from '../testing/with-server';
import { areaRoutes } from './area-routes';

function router(build: (r: Router) => void): Router {
  const r = express.Router();
  build(r);
  return r;
}

function appWith(routers: Router[]) {
  const app = express();
  app.use(areaRoutes(routers));
  app.use((req, res) => {
    res.status(404).send(`fell through ${req.path}`);
  });
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).send(`error ${error.message}`);
  });
  return app;
}

const text = async (url: string) => (await fetch(url)).text();

describe('areaRoutes', () => {
  it('when a request starts with a segment a router serves, in any case or with a trailing slash, then its route answers', async () => {
    const reports = router((r) => {
      r.get('/saved-reports', (_req, res) => {
        res.send('list');
      });
      r.get('/saved-reports/:id', (req, res) => {
        res.send(`one ${req.params.id}`);
      });
    });
    await withServer(appWith([reports]), async (url) => {
      expect(await text(`${url}/saved-reports`)).toBe('list');
      expect(await text(`${url}/Saved-Reports/`)).toBe('list');
      expect(await text(`${url}/saved-reports/r1`)).toBe('one r1');
      expect(await text(`${url}/saved-reports/r1/x`)).toBe('fell through /saved-reports/r1/x');
    });
  });

  it('when a request belongs to another area, then that area is not entered and the next handler answers', async () => {
    const teams = router((r) => {
      r.get('/teams', (_req, res) => {
        res.send('teams');
      });
    });
    // Express's Router types leave out handle(), which every request entering the router goes through.
    const entered = vi.spyOn(teams as unknown as { handle: () => void }, 'handle');
    await withServer(appWith([teams]), async (url) => {
      expect(await text(`${url}/saved-reports`)).toBe('fell through /saved-reports');
      expect(await text(`${url}/`)).toBe('fell through /');
    });
    expect(entered).not.toHaveBeenCalled();
  });

  it('when two areas serve the same segment, then they are tried in their order and the first to answer wins', async () => {
    const first = router((r) => {
      r.get('/teams/:id', (req, res, next) => (req.params.id === 'mine' ? res.send('first') : next()));
    });
    const second = router((r) => {
      r.get('/teams/:id', (_req, res) => {
        res.send('second');
      });
    });
    await withServer(appWith([first, second]), async (url) => {
      expect(await text(`${url}/teams/mine`)).toBe('first');
      expect(await text(`${url}/teams/other`)).toBe('second');
    });
  });

  it('when a router has a middleware or a route starting with a parameter, then every request enters it, in its place', async () => {
    const calls: string[] = [];
    const withMiddleware = router((r) => {
      r.use('/admin', (_req, _res, next) => {
        calls.push('admin middleware');
        next();
      });
    });
    const withParameter = router((r) => {
      r.get('/:anything', (req, res) => {
        res.send(`param ${req.params.anything}`);
      });
    });
    const reports = router((r) => {
      r.get('/reports', (_req, res) => {
        res.send('reports');
      });
    });
    await withServer(appWith([withMiddleware, reports, withParameter]), async (url) => {
      expect(await text(`${url}/whatever`)).toBe('param whatever');
      expect(await text(`${url}/reports`)).toBe('reports');
      expect(await text(`${url}/admin`)).toBe('param admin');
    });
    expect(calls).toEqual(['admin middleware']);
  });

  it('when a route fails, then the error goes to the error handler and no later area is tried', async () => {
    const failing = router((r) => {
      r.get('/teams', () => {
        throw new Error('boom');
      });
    });
    const later = router((r) => {
      r.get('/teams', (_req, res) => {
        res.send('later');
      });
    });
    await withServer(appWith([failing, later]), async (url) => {
      expect(await text(`${url}/teams`)).toBe('error boom');
    });
  });
});
