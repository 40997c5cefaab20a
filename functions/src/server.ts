import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { composeLocal } from './composition';
import { type Config, loadConfig } from './config';
import { createApp } from './http/app';
import type { AppDeps } from './http/app-deps';

export interface RunningServer {
  url: string;
  config: Config;
  deps: AppDeps;
  stop: () => Promise<void>;
}

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
  server.on('request', createApp(deps, { staticDir: options.staticDir ?? DEFAULT_STATIC_DIR }));
  return {
    url: config.appOrigin,
    config,
    deps,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.store.close();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const running = await startServer();
  running.deps.log.info('server_started', {
    url: running.url,
    dataDir: path.resolve(running.config.dataDir),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.stop().then(() => process.exit(0)));
  }
}
