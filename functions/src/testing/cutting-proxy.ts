import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CuttingProxy {
  /** Where to send requests instead of the app: http://127.0.0.1:{port}. */
  url: string;
  /** Responses cut so far. */
  cuts: () => number;
  /** The requests whose responses were cut, as 'METHOD /path'. */
  cutRequests: () => string[];
  close: () => Promise<void>;
}

/**
 * Firebase Hosting in front of the app, as far as its time limit goes (docs/architecture/platform.md): every
 * request is forwarded to `target`, and any response still going `cutAfterMs` after its request
 * came in is cut: a 504 if nothing was answered yet, otherwise its connection is destroyed
 * mid-stream. Hosting serves the app at the app's own origin, so a browser page served through
 * the proxy has its Origin presented as the app's (the app's CSRF check compares them).
 */
export async function startCuttingProxy(target: string, cutAfterMs: number): Promise<CuttingProxy> {
  const upstream = new URL(target);
  const cut: string[] = [];
  let own = '';
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host };
    if (req.headers.origin && sameHostAndPort(req.headers.origin, own)) headers.origin = upstream.origin;
    const forward = http.request(
      {
        hostname: loopback(upstream.hostname),
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    const timer = setTimeout(() => {
      cut.push(`${req.method} ${req.url?.split('?')[0]}`);
      forward.destroy();
      if (res.headersSent) res.destroy();
      else res.writeHead(504, { 'content-type': 'text/plain' }).end('Cut by the proxy');
    }, cutAfterMs);
    res.on('close', () => {
      clearTimeout(timer);
      // The page went first: the app hears it, as it would behind Hosting.
      if (!res.writableFinished) forward.destroy();
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  own = `http://127.0.0.1:${port}`;
  return {
    url: own,
    cuts: () => cut.length,
    cutRequests: () => [...cut],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** localhost and 127.0.0.1 name the same proxy, as they name the same app. */
const loopback = (host: string) => (host === 'localhost' ? '127.0.0.1' : host);

function sameHostAndPort(origin: string, own: string): boolean {
  try {
    const a = new URL(origin);
    const b = new URL(own);
    return loopback(a.hostname) === loopback(b.hostname) && a.port === b.port;
  } catch {
    return false;
  }
}
