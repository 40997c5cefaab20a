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

interface Instance {
  url: string;
  emulatorsUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** One Quarry (emulators + app, as `npm start`) on free ports with its own data directory. */
async function startInstance(extraEnv: NodeJS.ProcessEnv, logFile?: string): Promise<Instance> {
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
      // Four small documents a call, not twenty (docs/decisions/reading-economy.md): the sample drive's 28 documents for '2026'
      // then take seven calls, so the cost-cap journey's cap can fall between two of them (with two
      // calls of 20 and 8 there is no cap that reads the first and not the second).
      RESEARCH_PACK_MAX_DOCUMENTS: '4',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer) => {
    if (logFile) fs.appendFileSync(logFile, chunk);
    else log = (log + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  await waitForHealth(url, child, () => log);
  return {
    url,
    emulatorsUrl: `http://127.0.0.1:${emulatorsPort}`,
    dataDir: path.join(dataDir, 'app'),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The sample contracts are a drive of their own (emulators/drive-contracts): in the main sample
  // drive their words would change which passages the emulator finds telling for every other
  // question. A second Quarry serves a copy of it for the evidence grid's journeys.
  const contractsDrive = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-e2e-contracts-'));
  fs.cpSync('emulators/drive-contracts', contractsDrive, { recursive: true });
  // QUARRY_E2E_LOG=<file> keeps the app's whole log there, to read after a failed journey.
  const [main, contracts] = await Promise.all([
    startInstance({}, process.env.QUARRY_E2E_LOG),
    startInstance({ QUARRY_DRIVE_DIR: contractsDrive }),
  ]);
  process.env.QUARRY_E2E_URL = main.url;
  process.env.QUARRY_E2E_EMULATORS_URL = main.emulatorsUrl;
  process.env.QUARRY_E2E_DATA_DIR = main.dataDir;
  process.env.QUARRY_E2E_CONTRACTS_URL = contracts.url;
  process.env.QUARRY_E2E_CONTRACTS_EMULATORS_URL = contracts.emulatorsUrl;
  process.env.QUARRY_E2E_CONTRACTS_DATA_DIR = contracts.dataDir;

  return async () => {
    await Promise.all([main.stop(), contracts.stop()]);
    fs.rmSync(contractsDrive, { recursive: true, force: true });
  };
}
