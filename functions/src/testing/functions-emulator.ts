import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFunctions } from '../../build';
import { bundleDir } from './bundle-dir';
import { freePort } from './free-port';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(functionsDir, '..');
const REGION = 'us-central1';

/** A copy of what `firebase deploy` uploads from functions/, built fresh, for the emulator to run. */
export interface StagedFunctions {
  projectId: string;
  /** The copy's root: firebase.json here, the functions source in `functions/`. */
  dir: string;
  remove: () => void;
}

/**
 * Builds the deploy package into a scratch copy (the bundle, package.json, the project's .env) and
 * writes the secrets there as `.secret.local`, which the Functions emulator reads in place of
 * Cloud Secret Manager, handing each function only the secrets bound to it. No such file is
 * ever written into functions/ itself.
 */
export async function stageFunctions(
  projectId: string,
  secrets: Record<string, string>,
): Promise<StagedFunctions> {
  const staged = bundleDir('quarry-fb-');
  const source = path.join(staged.dir, 'functions');
  try {
    // The deploy package as functions/dist holds it: bundle, package.json, lockfile, .env files.
    await buildFunctions(source);
    const lines = Object.entries(secrets).map(([name, value]) => `${name}=${value}`);
    fs.writeFileSync(path.join(source, '.secret.local'), `${lines.join('\n')}\n`);
  } catch (error) {
    staged.remove();
    throw error;
  }
  return { projectId, dir: staged.dir, remove: staged.remove };
}

export interface FunctionsEmulator {
  projectId: string;
  /** The `api` function's address: Hosting's `/api/**` rewrite lands here. */
  apiUrl: string;
  /**
   * Invokes an event or scheduled function the way the official Pub/Sub emulator and Cloud
   * Scheduler do: a POST to the emulator's background-trigger endpoint for that function.
   */
  trigger: (name: string, init: { body: string; headers: Record<string, string> }) => Promise<Response>;
  /** Everything the emulator and the function instances printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs a staged bundle under `firebase emulators:start --only functions` on free ports, with the
 * root firebase.json's functions settings. `env` reaches every function instance; the project's
 * .env.<project> still wins for the names it sets, as deployed. Stopping removes the copy.
 */
export async function startFunctionsEmulator(
  staged: StagedFunctions,
  env: Record<string, string>,
): Promise<FunctionsEmulator> {
  const { projectId } = staged;
  const base = JSON.parse(fs.readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  const [functionsPort, hubPort, loggingPort, eventarcPort, tasksPort] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  const at = (port: number | undefined) => ({ host: '127.0.0.1', port });
  const config = {
    functions: base.functions.map((f: { source: string }) => ({ ...f, source: 'functions', predeploy: [] })),
    emulators: {
      functions: at(functionsPort),
      hub: at(hubPort),
      logging: at(loggingPort),
      eventarc: at(eventarcPort),
      tasks: at(tasksPort),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configFile = path.join(staged.dir, 'firebase.json');
  fs.writeFileSync(configFile, JSON.stringify(config));

  let output = '';
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'functions', '--project', projectId, '--config', configFile],
    {
      cwd: staged.dir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    }
    staged.remove();
  };
  for (let i = 0; !output.includes('All emulators ready'); i++) {
    if (child.exitCode !== null || i > 600) {
      await stop();
      throw new Error(`The Functions emulator did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const url = `http://127.0.0.1:${functionsPort}`;
  return {
    projectId,
    apiUrl: `${url}/${projectId}/${REGION}/api`,
    trigger: async (name, init) => {
      // Event triggers are keyed `{region}-{name}-{generation}`; the generation moves on reloads.
      const keys = await listTriggerKeys(url, projectId);
      const key = keys.find((k) => new RegExp(`^${REGION}-${name}-\\d+$`).test(k));
      if (!key) throw new Error(`No trigger for ${name} among ${keys.join(', ')}`);
      return fetch(`${url}/functions/projects/${projectId}/triggers/${key}`, { method: 'POST', ...init });
    },
    output: () => output,
    stop,
  };
}

/** The emulator names its trigger keys when asked for one it does not have. */
async function listTriggerKeys(url: string, projectId: string): Promise<string[]> {
  const response = await fetch(`${url}/functions/projects/${projectId}/triggers/none`, { method: 'POST' });
  const text = await response.text();
  const listed = /valid functions are: (.*)$/.exec(text)?.[1];
  if (response.status !== 404 || !listed) throw new Error(`Could not list triggers: ${text}`);
  return listed.split(', ');
}
