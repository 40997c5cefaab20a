import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { composeLocal, type LocalDeps } from './composition/local';
import { type Config, loadConfig } from './config';
import { createApp } from './http/app';
import { localControls } from './http/local-controls';
import { runTick } from './jobs/tick';
import { tickTasks } from './jobs/tick-tasks';
import { logEvent } from './log-events';

export interface RunningServer {
  url: string;
  config: Config;
  deps: LocalDeps;
  stop: () => Promise<void>;
}

/** How long a stop waits for runs in progress before closing the store. */
const STOP_GRACE_MS = 5000;

const DEFAULT_STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The local process: the API and the built SPA on one port, data in SQLite under DATA_DIR.
 * PORT=0 picks a free port (tests); the app's origin then follows the port actually bound.
 */
export async function startServer(
  options: { env?: NodeJS.ProcessEnv; staticDir?: string } = {},
): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const requested = loadConfig(env);
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requested.port, requested.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const config = port === requested.port ? requested : loadConfig({ ...env, PORT: String(port) });
  const deps = composeLocal(config);
  // The minute tick of the cloud, as a timer: at once (runs a crash left behind), then every TICK_SECONDS.
  // Ticks never overlap: each waits for the one before (the clock control's too).
  let ticking: Promise<unknown> = runTick(tickTasks(deps), deps.log);
  const tickNow = () => {
    ticking = ticking.then(() => runTick(tickTasks(deps), deps.log));
    return ticking;
  };
  const tick = setInterval(tickNow, config.executions.tickMs);
  server.on(
    'request',
    createApp(deps, {
      staticDir: options.staticDir ?? DEFAULT_STATIC_DIR,
      localControls: localControls(deps.localClock, tickNow),
    }),
  );
  tick.unref();
  return {
    url: config.appOrigin,
    config,
    deps,
    stop: async () => {
      clearInterval(tick);
      deps.localQueue.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Runs in progress get a moment to end; any cut short are resumed after the next start.
      await ticking;
      await Promise.race([
        deps.localQueue.idle(),
        new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref()),
      ]);
      await deps.store.close();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const running = await startServer();
  logEvent.serverStarted(running.deps.log, {
    url: running.url,
    dataDir: path.resolve(running.config.dataDir),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.stop().then(() => process.exit(0)));
  }
}
