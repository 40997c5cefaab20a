import { type ChildProcess, spawn } from 'node:child_process';
import { registerWithEmulators } from '../functions/src/emulator-registration';
import { runRetentionSweep } from '../functions/src/jobs/retention-sweep.job';
import { startServer } from '../functions/src/server';

/**
 * `npm start`: the service emulators in a child process, then Quarry itself (API + built SPA) in
 * this one, with data under .data/. Ctrl+C stops both; saved data stays for the next start.
 */
const emulatorsPort = process.env.EMULATORS_PORT ?? '9100';
const emulatorsUrl = process.env.EMULATORS_URL ?? `http://127.0.0.1:${emulatorsPort}`;

function startEmulators(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'emulators/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, EMULATORS_PORT: emulatorsPort },
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null)
      throw new Error(`The emulators exited (code ${child.exitCode}) before starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The emulators did not answer at ${url} within 30 s`);
}

const emulators = startEmulators();
try {
  await waitUntilUp(`${emulatorsUrl}/`, emulators);
} catch (error) {
  emulators.kill();
  console.error((error as Error).message);
  process.exit(1);
}
const app = await startServer({ env: { ...process.env, EMULATORS_URL: emulatorsUrl } });
await registerWithEmulators(app.config);

// The daily retention sweep: once now (a local machine is often off at night), then every 24 hours.
const DAY_MS = 24 * 3600 * 1000;
const sweep = () =>
  runRetentionSweep(app.deps).catch((error: unknown) =>
    app.deps.log.error('retention_sweep_failed', {
      cause: error instanceof Error ? error.message : String(error),
    }),
  );
void sweep();
setInterval(sweep, DAY_MS).unref();
console.log(
  `\n  Quarry is running. Open ${app.url} in your browser (data in ${app.config.dataDir}/, Ctrl+C to stop).\n`,
);

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    emulators.kill('SIGTERM');
    await app.stop();
  }
  process.exit(code);
}
emulators.once('exit', (exitCode) => {
  if (!stopping) {
    console.error(`The emulators stopped unexpectedly (code ${exitCode}); stopping Quarry.`);
    void stop(1);
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
