import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts Quarry the way `npm start` does (scripts/start.ts: emulators + app), but on free ports
 * with a fresh data directory, and hands its URL to the tests through QUARRY_E2E_URL. The SPA must
 * already be built (npm test builds it first).
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`Quarry exited before it was ready:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Quarry did not become healthy at ${url}:\n${output()}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-e2e-'));
  const [port, emulatorsPort] = await Promise.all([freePort(), freePort()]);
  const url = `http://localhost:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'app'),
      EMULATORS_PORT: String(emulatorsPort),
      EMULATORS_STATE_DIR: path.join(dataDir, 'emulators'),
      // A step meeting Gemini's 429s gives up after 5 x 3 s of waits, not 5 minutes (research.spec.ts).
      GEMINI_MAX_QUOTA_WAIT_SECONDS: '3',
      // Four small documents a call, not twenty (issue 26): the sample drive's 28 documents for '2026'
      // then take seven calls, so the cost-cap journey's cap can fall between two of them (with two
      // calls of 20 and 8 there is no cap that reads the first and not the second).
      RESEARCH_PACK_MAX_DOCUMENTS: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // QUARRY_E2E_LOG=<file> keeps the app's whole log there, to read after a failed journey.
  const keep = process.env.QUARRY_E2E_LOG;
  const record = (chunk: Buffer) => {
    if (keep) fs.appendFileSync(keep, chunk);
    else log = (log + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  await waitForHealth(url, child, () => log);
  process.env.QUARRY_E2E_URL = url;
  process.env.QUARRY_E2E_EMULATORS_URL = `http://127.0.0.1:${emulatorsPort}`;
  process.env.QUARRY_E2E_DATA_DIR = path.join(dataDir, 'app');

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
