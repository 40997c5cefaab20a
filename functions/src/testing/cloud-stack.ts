import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { ACCOUNT_JOBS_TOPIC, EXECUTIONS_TOPIC } from '../adapters/pubsub/pubsub-queue';
import { loadConfig } from '../config';
import type { SecretName } from '../config-names';
import { oauthRedirectUris } from '../emulator-registration';
import { BrowserSession } from './browser-session';
import { type EmulatorsProcess, startEmulatorsProcess } from './emulators-process';
import { freePort } from './free-port';
import { type FunctionsEmulator, stageFunctions, startFunctionsEmulator } from './functions-emulator';
import { type PubSubStandIn, startPubSubStandIn } from './pubsub-stand-in';
import { tempDir } from './temp-dir';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROJECT = 'demo-quarry';

/**
 * The demo project's secrets, as the emulator's .secret.local gives them (Secret Manager's stand-in).
 * Demo values the emulators accept; nothing real is reached with them.
 */
const DEMO_SECRETS = {
  GOOGLE_OAUTH_CLIENT_SECRET: 'quarry-local-secret',
  STRIPE_SECRET_KEY: 'sk_test_demo',
  STRIPE_WEBHOOK_SECRET: 'whsec_demo',
  SENDGRID_API_KEY: 'SG.demo',
  RECAPTCHA_SECRET_KEY: 'quarry-local-recaptcha-secret',
  LINK_SIGNING_SECRET: 'demo-quarry-link-signing-secret-0123456789',
} as const satisfies Record<SecretName, string>;

export interface CloudStack {
  bundle: FunctionsEmulator;
  emulators: EmulatorsProcess;
  pubsub: PubSubStandIn;
  /** Firestore as a deployer's script with firebase-admin reaches it. */
  firestore: Firestore;
  /**
   * The demo project's settings (functions/.env.demo-quarry), which every function instance reads;
   * its secrets are DEMO_SECRETS.
   */
  projectEnv: Record<string, string | undefined>;
  /** A session as the SPA on Hosting has it: its origin is APP_ORIGIN, its `/api/**` goes to `api`. */
  browser: () => BrowserSession;
  stop: () => Promise<void>;
}

/** Says plainly which official emulators this stack does without, and what stands in for each. */
export function sayWhatStandsIn(): void {
  const java = /version "([^"]+)"/.exec(spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr ?? '');
  console.info(
    `Not run here: the official Pub/Sub and Firestore emulators (firebase-tools runs them on Java 21 or later; this machine has ${java ? `Java ${java[1]}` : 'no Java'}). ` +
      "Standing in: for Pub/Sub, an HTTP stand-in in this test answers the queue's publish call and delivers each message to reportWorker through the Functions emulator's trigger endpoint; " +
      'for Firestore, @firestore-emulator/server (it does not enforce transaction contention); for Cloud Scheduler, the test invokes tick through the same trigger endpoint.',
  );
}

/**
 * Quarry as deployed, on this machine: the bundle `firebase deploy` ships (built here) in the
 * Firebase Functions emulator, on @firestore-emulator/server, the service emulators and a Pub/Sub
 * stand-in whose messages go to `reportWorker`. Every server listens on 127.0.0.1, on a free port.
 */
export async function startCloudStack(): Promise<CloudStack> {
  const temp = tempDir('quarry-cloud-');
  const firestoreServer = new FirestoreServer();
  const firestorePort = await freePort();
  const firestoreHost = `127.0.0.1:${firestorePort}`;
  const adminSdk = initializeApp({ projectId: PROJECT }, `cloud-stack-${firestorePort}`);
  const stops: (() => Promise<void>)[] = [
    async () => temp.remove(),
    async () => firestoreServer.stop(),
    () => deleteApp(adminSdk),
  ];
  const keep = <T extends { stop: () => Promise<void> }>(server: T): T => {
    stops.push(server.stop);
    return server;
  };
  const stop = async () => {
    for (const end of stops.splice(0).reverse()) await end();
  };

  try {
    const starting = [
      startEmulatorsProcess({ EMULATORS_STATE_DIR: path.join(temp.dir, 'emulators') }).then(keep),
      startPubSubStandIn().then(keep),
      firestoreServer.start(firestorePort),
      stageFunctions(PROJECT, DEMO_SECRETS).then((staged) => {
        stops.push(async () => staged.remove());
        return staged;
      }),
    ] as const;
    // Everything has started or failed before any failure is raised, so stop() finds every server.
    await Promise.allSettled(starting);
    const [emulators, pubsub, , staged] = await Promise.all(starting);
    const bundle = keep(
      await startFunctionsEmulator(staged, {
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        PUBSUB_EMULATOR_HOST: pubsub.host,
        EMULATORS_URL: emulators.url,
      }),
    );
    pubsub.subscribe(EXECUTIONS_TOPIC, (event) =>
      bundle.trigger('reportWorker', {
        body: event,
        headers: { 'content-type': 'application/cloudevents+json; charset=UTF-8' },
      }),
    );
    pubsub.subscribe(ACCOUNT_JOBS_TOPIC, (event) =>
      bundle.trigger('accountWorker', {
        body: event,
        headers: { 'content-type': 'application/cloudevents+json; charset=UTF-8' },
      }),
    );
    const projectEnv = parseEnv(fs.readFileSync(path.join(functionsDir, `.env.${PROJECT}`), 'utf8'));
    await registerOAuthClient(emulators.url, projectEnv);
    const firestore = getFirestore(adminSdk);
    firestore.settings({ host: firestoreHost, ssl: false });
    const origin = String(projectEnv.APP_ORIGIN);
    return {
      bundle,
      emulators,
      pubsub,
      firestore,
      projectEnv,
      browser: () => new BrowserSession(origin, bundle.apiUrl),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What a deployer does once in Google's console: the OAuth client knows the app's redirect URIs. */
async function registerOAuthClient(emulatorsUrl: string, projectEnv: NodeJS.Dict<string>): Promise<void> {
  const config = loadConfig({
    ...projectEnv,
    ...DEMO_SECRETS,
    QUARRY_MODE: 'cloud',
    EMULATORS_URL: emulatorsUrl,
  });
  const response = await fetch(`${emulatorsUrl}/__control/oauth/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: config.services.oauth.clientId,
      clientSecret: config.services.oauth.clientSecret,
      redirectUris: oauthRedirectUris(config),
      name: 'Quarry',
    }),
  });
  if (!response.ok) throw new Error(`The OAuth emulator refused the client: ${response.status}`);
}
