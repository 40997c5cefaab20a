import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startLocalStack } from '../../functions/src/testing/local-stack';
import { readyCreator } from '../../functions/src/testing/sign-in-flow';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 2);
/**
 * Every request is measured this many times, the hello-world first in each round, and each ratio is
 * the median of its rounds' ratios: on a shared two-core machine one 3-second measurement of the
 * hello-world alone moved by a third from run to run, and with it every ratio.
 */
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
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

interface Measure {
  rps: number;
  /** CPU time of this process (the app's, or the hello-world's) per request, in microseconds. */
  cpuUs: number;
}

/** Requests a second the clients get through, and what each cost the serving process. */
async function measure(url: string, headers: Record<string, string> = {}): Promise<Measure> {
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
  const cpuBefore = process.cpuUsage();
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const cpu = process.cpuUsage(cpuBefore);
  if (code !== 0) throw new Error(`the load client for ${url} exited ${code}`);
  const { done } = JSON.parse(output) as { done: number };
  return { rps: done / SECONDS, cpuUs: (cpu.user + cpu.system) / done };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
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
    const targets: [string, string, Record<string, string>][] = [
      ['Express hello-world (baseline)', helloUrl, {}],
      ['GET /api/health', `${stack.app.url}/api/health`, {}],
      [`GET /api/saved-reports (${SAVED_REPORTS} reports)`, `${stack.app.url}/api/saved-reports`, cookie],
      ['GET /api/my-report-executions (none)', `${stack.app.url}/api/my-report-executions`, cookie],
    ];
    const rounds: Measure[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const measured: Measure[] = [];
      for (const [, url, headers] of targets) measured.push(await measure(url, headers));
      rounds.push(measured);
    }
    const rows = targets.map(([what], i) => {
      const of = (pick: (m: Measure) => number) => median(rounds.map((round) => pick(round[i] as Measure)));
      const rps = of((m) => m.rps);
      const ratio = median(rounds.map((round) => (round[i]?.rps ?? 0) / (round[0]?.rps ?? 1)));
      return { what, rps, ratio, cpuUs: of((m) => m.cpuUs) };
    });
    for (const { what, rps, ratio, cpuUs } of rows) {
      console.log(
        `api ${what}: ${rps.toFixed(0)} requests/s (${ratio.toFixed(2)} of hello-world), ${cpuUs.toFixed(0)} µs of CPU each`,
      );
    }
    return [
      '## API throughput',
      '',
      `${CONNECTIONS} keep-alive clients for ${SECONDS} s each, from a process of their own (as wrk would), signed in with the session`,
      `cookie where the route needs it; the target is at least 0.5 of the hello-world. ${ROUNDS} rounds, each measuring the`,
      "hello-world first, then every request; each figure is the median over the rounds, and each ratio the median of the rounds'",
      "ratios to that round's hello-world. CPU is the serving process's time per request (the app and the hello-world run",
      'in this process; the load client does not), steadier than requests per second on a shared machine.',
      '',
      '| request | requests per second | of hello-world | time per request | CPU per request |',
      '|---|---|---|---|---|',
      ...rows.map(
        ({ what, rps, ratio, cpuUs }) =>
          `| ${what} | ${rps.toFixed(0)} | ${ratio.toFixed(2)} | ${((1000 * CONNECTIONS) / rps).toFixed(1)} ms | ${cpuUs.toFixed(0)} µs |`,
      ),
      '',
    ].join('\n');
  } finally {
    await stack.stop();
    await new Promise<void>((resolve) => helloServer.close(() => resolve()));
  }
}
