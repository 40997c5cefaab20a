import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startLocalStack } from '../../functions/src/testing/local-stack';
import { readyCreator } from '../../functions/src/testing/sign-in-flow';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 3);
const CONNECTIONS = 16;
const SAVED_REPORTS = 40;

/**
 * The load generator runs in a process of its own (as wrk would), so the app's process spends its
 * time on the requests, not on the client: CONNECTIONS keep-alive clients for SECONDS.
 */
const CLIENT = `
const { url, headers, seconds, connections } = JSON.parse(process.env.BENCH_LOAD);
const until = performance.now() + seconds * 1000;
let done = 0;
Promise.all(Array.from({ length: connections }, async () => {
  while (performance.now() < until) {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(url + ' answered ' + response.status);
    await response.arrayBuffer();
    done++;
  }
})).then(() => console.log(JSON.stringify({ done })), (error) => { console.error(String(error)); process.exit(1); });
`;

/** Requests a second the clients get through. */
async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const child = spawn(process.execPath, ['-e', CLIENT], {
    env: {
      ...process.env,
      BENCH_LOAD: JSON.stringify({ url, headers, seconds: SECONDS, connections: CONNECTIONS }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the load client for ${url} exited ${code}`);
  return (JSON.parse(output) as { done: number }).done / SECONDS;
}

/**
 * API throughput against a bare Express hello-world in the same process and run (so the machine
 * and the client cost the same for both), as the signed-in SPA calls it: with its session cookie.
 */
export async function apiThroughput(): Promise<string> {
  const hello = express();
  hello.get('/', (_req, res) => {
    res.send('hello');
  });
  const helloServer = http.createServer(hello);
  await new Promise<void>((resolve) => helloServer.listen(0, '127.0.0.1', resolve));
  const helloUrl = `http://127.0.0.1:${(helloServer.address() as AddressInfo).port}/`;
  const stack = await startLocalStack();
  try {
    const session = await readyCreator(stack, 'bench.api@northwind.test');
    for (let i = 0; i < SAVED_REPORTS; i++) {
      await session.call('POST', '/api/saved-reports', {
        reportName: `Report ${i}`,
        query: `What happened in programme ${i}?`,
        keywords: ['programme', String(i)],
      });
    }
    const cookie = { cookie: String(session.cookie) };
    const baseline = await requestsPerSecond(helloUrl);
    const rows = [
      ['Express hello-world (baseline)', baseline],
      ['GET /api/health', await requestsPerSecond(`${stack.app.url}/api/health`)],
      [
        `GET /api/saved-reports (${SAVED_REPORTS} reports)`,
        await requestsPerSecond(`${stack.app.url}/api/saved-reports`, cookie),
      ],
      [
        'GET /api/my-report-executions (none)',
        await requestsPerSecond(`${stack.app.url}/api/my-report-executions`, cookie),
      ],
    ] as const;
    for (const [what, rps] of rows) {
      console.log(
        `api ${what}: ${rps.toFixed(0)} requests/s (${(rps / baseline).toFixed(2)} of hello-world)`,
      );
    }
    return [
      '## API throughput',
      '',
      `${CONNECTIONS} keep-alive clients for ${SECONDS} s each, from a process of their own (as wrk would), signed in with the session`,
      'cookie where the route needs it; the target is at least 0.5 of the hello-world.',
      '',
      '| request | requests per second | of hello-world | time per request |',
      '|---|---|---|---|',
      ...rows.map(
        ([what, rps]) =>
          `| ${what} | ${rps.toFixed(0)} | ${(rps / baseline).toFixed(2)} | ${((1000 * CONNECTIONS) / rps).toFixed(1)} ms |`,
      ),
      '',
    ].join('\n');
  } finally {
    await stack.stop();
    await new Promise<void>((resolve) => helloServer.close(() => resolve()));
  }
}
