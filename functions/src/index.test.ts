import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port';
import { tempDir } from './testing/temp-dir';

const run = promisify(execFile);
const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(functionsDir, '..');
const temp = tempDir('quarry-fb-');
afterAll(() => temp.remove());

/**
 * Proves the deployable bundle: build lib/index.js the way `firebase deploy` does, load it in the
 * Firebase Functions emulator (pure Node, runs here), and call the health route through it.
 */
describe('the deployable functions bundle', () => {
  it('when the built bundle runs under the Firebase Functions emulator, then GET /api/health through the api function answers 200', async () => {
    await run('npx', ['tsx', 'build.ts'], { cwd: functionsDir });
    const base = JSON.parse(fs.readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
    const [functionsPort, hubPort, loggingPort, eventarcPort, tasksPort] = await Promise.all(
      Array.from({ length: 5 }, freePort),
    );
    const config = {
      functions: base.functions.map((f: { source: string }) => ({
        ...f,
        source: path.relative(temp.dir, functionsDir),
        predeploy: [],
      })),
      emulators: {
        functions: { host: '127.0.0.1', port: functionsPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        eventarc: { host: '127.0.0.1', port: eventarcPort },
        tasks: { host: '127.0.0.1', port: tasksPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    const configFile = path.join(temp.dir, 'firebase.json');
    fs.writeFileSync(configFile, JSON.stringify(config));
    const url = `http://127.0.0.1:${functionsPort}/demo-quarry/us-central1/api/api/health`;
    const probe = `fetch('${url}').then(async (r) => console.log('HEALTH ' + r.status + ' ' + (await r.text())))`;

    const { stdout } = await run(
      path.join(repoRoot, 'node_modules/.bin/firebase'),
      [
        'emulators:exec',
        '--only',
        'functions',
        '--project',
        'demo-quarry',
        '--config',
        configFile,
        `node -e "${probe}"`,
      ],
      { cwd: temp.dir, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' }, timeout: 120_000 },
    );

    expect(stdout).toContain(
      'Loaded functions definitions from source: api, reportWorker, retentionSweep, tick',
    );
    expect(stdout).toMatch(/HEALTH 200 \{"status":"ok","mode":"cloud"\}/);
  }, 150_000);
});
