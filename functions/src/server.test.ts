import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from './domain/reports/runs/run-lease';
import type { RunRecord } from './domain/reports/runs/run-record';
import { RUNS as EXECUTIONS } from './domain/reports/runs/stored-run';
import { startServer } from './server';
import { tempDir } from './testing/temp-dir';

const temp = tempDir();
afterAll(() => temp.remove());

function env() {
  return { PORT: '0', DATA_DIR: path.join(temp.dir, 'data') };
}

describe('the local server', () => {
  it('when started on port 0, then it serves the API and the SPA (index.html for client routes, never for /api)', async () => {
    const web = path.join(temp.dir, 'web');
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Quarry SPA</title>');
    fs.writeFileSync(path.join(web, 'assets', 'app-123.js'), 'console.log(1)');
    const server = await startServer({ env: env(), staticDir: web });
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const page = await fetch(`${server.url}/no-such-page`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Quarry SPA');
      const asset = await fetch(`${server.url}/assets/app-123.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/nothing`)).headers.get('content-type')).toContain(
        'application/json',
      );
    } finally {
      await server.stop();
    }
  });

  it('when the server is stopped and started again, then every saved document is still there', async () => {
    const first = await startServer({ env: env() });
    await first.deps.store.set('savedReports', 'r1', {
      reportName: 'Q3 revenue',
      createdAt: '2026-11-22T00:00:00Z',
    });
    await first.stop();
    const second = await startServer({ env: env() });
    try {
      expect(await second.deps.store.get('savedReports', 'r1')).toEqual({
        reportName: 'Q3 revenue',
        createdAt: '2026-11-22T00:00:00Z',
      });
    } finally {
      await second.stop();
    }
  });

  it('when Quarry’s clock was moved on and the server restarts, then the clock goes on from there and a run a dead worker held is taken back once its lease runs out', async () => {
    const data = { PORT: '0', DATA_DIR: path.join(temp.dir, 'moved-clock') };
    const first = await startServer({ env: data });
    await moveClock(first.url, { advanceMinutes: 60 });
    const movedTo = first.deps.localClock.now();
    // Its worker took it a moment ago, by the moved clock, and died with the process.
    const leaseUntil = new Date(movedTo.getTime() + first.config.executions.leaseMs).toISOString();
    await first.deps.store.set(EXECUTIONS, 'run-1', strandedRun(leaseUntil));
    await first.stop();

    const second = await startServer({ env: data });
    try {
      expect(second.deps.localClock.now().getTime()).toBeGreaterThanOrEqual(movedTo.getTime());
      await moveClock(second.url, { advanceMinutes: first.config.executions.leaseMs / 60_000 + 1 });
      const run = await second.deps.store.get<RunRecord>(EXECUTIONS, 'run-1');
      expect(run).toMatchObject({
        executionStatus: 'failed',
        errorMessage: TOO_MANY_ATTEMPTS,
        leaseUntil: null,
      });
    } finally {
      await second.stop();
    }
  });
});

async function moveClock(url: string, move: { advanceMinutes: number }) {
  const moved = await fetch(`${url}/__control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(move),
  });
  expect(moved.status).toBe(200);
}

/** A run on its last attempt, leased by a worker that is gone: the tick fails it once the lease lapses. */
function strandedRun(leaseUntil: string): Partial<RunRecord> {
  return {
    ownerId: 'u1',
    executionStatus: 'running',
    attempt: 3,
    lostLeases: 2,
    leaseUntil,
    notifyOnCompletion: false,
    notificationOwed: false,
  };
}
