import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppProcess {
  url: string;
  /** The process id, to read its memory from /proc. */
  pid: number;
  /** SIGKILL: no clean-up runs, exactly like a crash or a lost machine. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The app from its sources, through tsx, as `npm start` runs it. */
const FROM_SOURCES = ['--import', 'tsx', 'functions/src/server.ts'];

export interface AppProcessOptions {
  /** A built copy to run instead of the sources (scripts/bench/app-bundle.ts), as the cloud runs built code. */
  entry?: string;
  /**
   * A cgroup's `cgroup.procs` file the process joins before Node starts (scripts/bench/memory-cgroup.ts),
   * so its memory limit holds it and Node sizes its heaps from it, as in a function's instance.
   */
  cgroupProcs?: string;
}

/**
 * The local app (functions/src/server.ts) as its own process on a fixed port, so a test can kill
 * it without warning and start it again on the same data and address (cookies stay valid).
 */
export async function startAppProcess(
  port: number,
  env: Record<string, string>,
  options: AppProcessOptions = {},
): Promise<AppProcess> {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const node = [process.execPath, ...(options.entry ? [options.entry] : FROM_SOURCES)];
  // The shell joins the cgroup, then becomes node (exec): the pid, the signals and the memory are node's.
  const [command, ...args] = options.cgroupProcs
    ? ['/bin/sh', '-c', `echo $$ > "${options.cgroupProcs}" && exec "$@"`, 'sh', ...node]
    : node;
  const child: ChildProcess = spawn(command as string, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), APP_ORIGIN: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (i > 150) throw new Error(`The app did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return { url, pid: child.pid as number, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
