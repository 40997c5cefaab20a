import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
});
