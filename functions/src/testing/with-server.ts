import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** Serves `app` on a free 127.0.0.1 port for the length of `use`, then closes it. */
export async function withServer<T>(app: Express, use: (url: string) => Promise<T>): Promise<T> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
