import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMULATORS_BUNDLE_ENV } from './emulators-bundle';
import { freePort } from './free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface EmulatorsProcess {
  url: string;
  /** The emulators' process id (benches read its memory from /proc). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The emulators' entry: under vitest the bundle its global set-up built once for the run
 * (emulators-bundle.ts), elsewhere (the benches) the sources through tsx, as `npm start` runs them.
 */
function emulatorsCommand(): string[] {
  const bundle = process.env[EMULATORS_BUNDLE_ENV];
  return bundle && fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'emulators/src/main.ts'];
}

/**
 * Runs the service emulators as their own process on a free port, as `npm start` does. Backend
 * tests reach them only over HTTP, never by importing them.
 */
export async function startEmulatorsProcess(env: Record<string, string> = {}): Promise<EmulatorsProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, emulatorsCommand(), {
    cwd: repoRoot,
    env: { ...process.env, EMULATORS_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`Emulators exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      if (i > 150) throw new Error(`Emulators did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
