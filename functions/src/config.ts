import { z } from 'zod';
import { CLOUD_SETTINGS, SECRET_NAMES, type SecretName } from './config-names';

/**
 * The backend's one configuration, parsed from environment variables. Local mode (the default, used
 * by `npm start` and the tests) needs nothing set: every external service points at the emulators.
 * Cloud mode needs every variable in CLOUD_REQUIRED and stops start-up naming each one missing; in
 * the cloud these arrive as Firebase params and Secret Manager secrets (cloud/cloud-config.ts).
 */
export const CLOUD_REQUIRED = [...CLOUD_SETTINGS, ...SECRET_NAMES] as const;

export interface LoadOptions {
  /**
   * Cloud mode: the secrets bound to the function loading the configuration. Only these are
   * required and read; reading any other fails naming it. Every secret when not given.
   */
  secrets?: readonly SecretName[];
}

const optional = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const EnvSchema = z.object({
  QUARRY_MODE: z.enum(['local', 'cloud']).default('local'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  APP_ORIGIN: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMULATORS_URL: z.url().default('http://127.0.0.1:9100'),
  SYS_ADMIN_EMAIL: z.email().default('admin@northwind.test'),
  GOOGLE_OAUTH_CLIENT_ID: optional,
  GOOGLE_OAUTH_CLIENT_SECRET: optional,
  KMS_KEY_NAME: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_ID: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  SENDGRID_API_KEY: optional,
  MAIL_FROM: optional,
  SUPPORT_EMAIL: optional,
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET_KEY: optional,
  /** Signs links that act without sign-in (one-click unsubscribe); at least 32 characters in the cloud. */
  LINK_SIGNING_SECRET: optional,
  /** The Firebase web app's API key: the browser signs in with it to read its own change feed. */
  WEB_FIREBASE_API_KEY: optional,
  /**
   * The Google Picker (choosing the folder a report is saved to as a Google Doc): an API key the
   * Picker API is enabled for, and the Cloud project number of the OAuth client (its app id).
   */
  GOOGLE_PICKER_API_KEY: optional,
  GOOGLE_PICKER_APP_ID: optional,
  KEY_WRAPPER: z.enum(['kms', 'local']).default('kms'),
  RESEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** The most documents a run reads at once when Gemini's quota allows (it starts at RESEARCH_CONCURRENCY). */
  RESEARCH_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
  /**
   * The most threads documents are parsed on (adapters/parsers/parse-pool.ts), never more than the
   * machine's CPUs; 0 parses in the thread that runs the research. Unset: 2 locally, 1 in the
   * cloud, where a 1 GiB function has 0.583 of a vCPU (docs/decisions/performance.md).
   */
  PARSE_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  RESEARCH_PROMPT_BUDGET_CHARS: z.coerce.number().int().min(2000).default(400_000),
  /**
   * Packing small documents into shared extraction calls (docs/decisions/reading-economy.md; defaults in docs/decisions/reading-economy.md):
   * document text one packed call carries, documents per packed call (1 turns packing off), and the
   * size up to which a document shares a call (larger ones are asked alone, chunked as before).
   */
  RESEARCH_PACK_BUDGET_CHARS: z.coerce.number().int().min(1000).default(100_000),
  RESEARCH_PACK_MAX_DOCUMENTS: z.coerce.number().int().min(1).max(100).default(20),
  RESEARCH_PACK_SHARE_UP_TO_CHARS: z.coerce.number().int().min(0).default(20_000),
  /**
   * The longest single wait on a Gemini 429 (the retry policy, model-calls.ts); a step gives up once
   * its waits would pass five of these. Journeys shorten it to see a step give up.
   */
  GEMINI_MAX_QUOTA_WAIT_SECONDS: z.coerce.number().min(0.1).max(600).default(60),
  QUARRY_MASTER_KEY: optional,
  /** How long a worker's claim on a report run holds without renewal (docs/architecture/runs.md). */
  EXECUTION_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  /** Local mode: how often the tick recovers runs (the cloud's is the scheduled `tick`, every minute). */
  TICK_SECONDS: z.coerce.number().min(0.5).max(3600).default(30),
  /** Seconds between the heartbeat comments of the streams (live updates, a run's events). */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
  /**
   * How long any response may take, under Firebase Hosting's 60 s cut with room to spare (docs/architecture/platform.md): a stream (a run's events, live updates) ends then and the page reads on; a request
   * not answered by then is answered with a timeout message.
   */
  RESPONSE_SECONDS: z.coerce.number().min(0.5).max(55).default(50),
  /** Local mode: report runs worked on at once by the in-process queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Large runs (domain/reports/execution/shard-rules.ts): a queued run past SHARD_THRESHOLD documents
   * is read in shards of SHARD_SIZE, SHARD_WORKERS at a time (locally: WORKER_CONCURRENCY).
   */
  SHARD_THRESHOLD: z.coerce.number().int().min(1).default(300),
  SHARD_SIZE: z.coerce.number().int().min(1).default(200),
  SHARD_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Express's `trust proxy`: how many proxy hops (or which addresses) may name the client in
   * X-Forwarded-For. Defaults: 3 in the cloud (Firebase Hosting's edge, Google's front end and the
   * functions runtime), `loopback` locally (only a reverse proxy on the same machine).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, 'a hop count or a comma-separated list of addresses')
    .optional(),
  /** Per client: sign-in starts (POST /api/auth/authorization-url) a minute. */
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Per client: contact-form posts in 10 minutes (each address is also held to 3 an hour). */
  RATE_LIMIT_CONTACT_PER_10_MINUTES: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * host:port of a Pub/Sub emulator: the cloud queue publishes there, without credentials, as
   * Google's client libraries do when it is set (the bundle's test points it at a stand-in).
   */
  PUBSUB_EMULATOR_HOST: optional,
  /** Set by the functions runtime; names the Pub/Sub topic's project. */
  GCLOUD_PROJECT: z.string().default('demo-quarry'),
});

/** Local values: the emulators accept these, and nothing real is ever reached with them. */
const LOCAL_DEFAULTS = {
  GOOGLE_OAUTH_CLIENT_ID: 'quarry-local',
  GOOGLE_OAUTH_CLIENT_SECRET: 'quarry-local-secret',
  KMS_KEY_NAME: 'projects/demo-quarry/locations/global/keyRings/quarry/cryptoKeys/user-data-keys',
  STRIPE_SECRET_KEY: 'sk_test_quarry_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_quarry_local',
  STRIPE_PRICE_ID: 'price_quarry_teams_monthly',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_quarry_local',
  SENDGRID_API_KEY: 'SG.quarry-local',
  MAIL_FROM: 'reports@quarry.test',
  SUPPORT_EMAIL: 'support@quarry.test',
  RECAPTCHA_SITE_KEY: 'quarry-local-site-key',
  RECAPTCHA_SECRET_KEY: 'quarry-local-recaptcha-secret',
  LINK_SIGNING_SECRET: 'quarry-local-link-signing-secret-not-for-the-cloud',
  WEB_FIREBASE_API_KEY: 'quarry-local-firebase-web-key',
  GOOGLE_PICKER_API_KEY: 'quarry-local-picker-key',
  GOOGLE_PICKER_APP_ID: '000000000000',
} as const;

export interface ServiceSettings {
  oauth: { clientId: string; clientSecret: string };
  /** Wraps users' data keys: Cloud KMS (the emulator locally) or a local master key. */
  keyWrapper: { kind: 'kms'; keyName: string } | { kind: 'local'; masterKey: string | undefined };
  mail: { sendgridApiKey: string; from: string; support: string; linkSigningSecret: string };
  recaptcha: { siteKey: string; secretKey: string; scriptUrl: string; verifyUrl: string };
  /**
   * `setupPageUrl` is the emulator's card page (local mode); in the cloud the SPA uses Stripe.js
   * Elements with `publishableKey`.
   */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    priceId: string;
    publishableKey: string;
    setupPageUrl: string | undefined;
  };
  /**
   * Choosing a folder for Google Docs: `pageUrl` is the Drive emulator's Picker page (local mode);
   * in the cloud the SPA loads Google's Picker with `apiKey` and `appId` (the project number).
   */
  picker: { apiKey: string; appId: string; pageUrl: string | undefined };
}

export interface Config {
  mode: 'local' | 'cloud';
  host: string;
  port: number;
  /** The origin the SPA is served from; state-changing requests must come from it. */
  appOrigin: string;
  /** Origins allowed to make state-changing requests: the app's own (and its loopback twin locally). */
  allowedOrigins: string[];
  dataDir: string;
  /** Base URL of the local service emulators; undefined in cloud mode (real services). */
  emulatorsUrl: string | undefined;
  sysAdminEmail: string;
  services: ServiceSettings;
  /** Per-run extraction concurrency, and how much content one model call may carry. */
  research: {
    concurrency: number;
    maxConcurrency: number;
    promptBudgetChars: number;
    /** The most threads documents are parsed on (0: in the research's own thread). */
    parseThreads: number;
    /** Small documents share extraction calls (domain/research/reading/packing.ts PackingRules). */
    packing: { budgetChars: number; maxDocuments: number; shareUpToChars: number };
    maxQuotaWaitMs: number;
  };
  executions: {
    leaseMs: number;
    tickMs: number;
    workerConcurrency: number;
    shards: { threshold: number; size: number; atOnce: number };
  };
  /** Express's `trust proxy` setting, which decides the client address rate limits count by. */
  trustProxy: number | string;
  /** Per-client limits of the unauthenticated calls that write. */
  rateLimits: { signIn: RateLimitRule; contact: RateLimitRule };
  projectId: string;
  /** Where the cloud queue publishes instead of Google's Pub/Sub (an emulator), if set. */
  pubsubEmulatorHost: string | undefined;
  /** Between heartbeats of the streams. */
  liveHeartbeatMs: number;
  /** How long one response may take: a stream ends then, an unanswered request is answered. */
  responseLimitMs: number;
  /** The browser's Firebase settings for its live feed in the cloud (docs/architecture/teams-and-sharing.md). */
  firebaseWeb: { apiKey: string; projectId: string; authDomain: string };
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  // In the cloud the functions runtime owns HOST and PORT; they are not ours to parse.
  const source = env.QUARRY_MODE === 'cloud' ? { ...env, HOST: undefined, PORT: undefined } : env;
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const cloud = values.QUARRY_MODE === 'cloud';
  const bound = options.secrets ?? SECRET_NAMES;
  if (cloud) {
    // Checked on the raw environment: local defaults (such as SYS_ADMIN_EMAIL's) must not hide a gap.
    const missing = [...CLOUD_SETTINGS, ...bound].filter((name) => !env[name]?.trim());
    if (missing.length > 0) {
      throw new ConfigError(`Missing required environment variables for cloud mode: ${missing.join(', ')}`);
    }
    if (values.KEY_WRAPPER === 'local') {
      throw new ConfigError(
        'KEY_WRAPPER=local is for the local process only: the cloud wraps keys with Cloud KMS',
      );
    }
  }
  // The cloud reaches the real services unless EMULATORS_URL is set explicitly, as the test of the
  // deployable bundle does to run it against the service emulators.
  const emulatorsUrl = !cloud || env.EMULATORS_URL?.trim() ? values.EMULATORS_URL : undefined;
  const appOrigin = stripTrailingSlash(values.APP_ORIGIN ?? `http://localhost:${values.PORT}`);
  return {
    mode: values.QUARRY_MODE,
    host: values.HOST,
    port: values.PORT,
    appOrigin,
    allowedOrigins: cloud ? [appOrigin] : loopbackTwins(appOrigin),
    dataDir: values.DATA_DIR,
    emulatorsUrl,
    sysAdminEmail: values.SYS_ADMIN_EMAIL.toLowerCase(),
    services: withheld(
      serviceSettings(values, emulatorsUrl),
      cloud ? SECRET_NAMES.filter((name) => !bound.includes(name)) : [],
    ),
    research: {
      concurrency: values.RESEARCH_CONCURRENCY,
      maxConcurrency: Math.max(values.RESEARCH_CONCURRENCY, values.RESEARCH_MAX_CONCURRENCY),
      promptBudgetChars: values.RESEARCH_PROMPT_BUDGET_CHARS,
      parseThreads: values.PARSE_THREADS ?? (cloud ? 1 : 2),
      packing: {
        budgetChars: values.RESEARCH_PACK_BUDGET_CHARS,
        maxDocuments: values.RESEARCH_PACK_MAX_DOCUMENTS,
        shareUpToChars: values.RESEARCH_PACK_SHARE_UP_TO_CHARS,
      },
      maxQuotaWaitMs: values.GEMINI_MAX_QUOTA_WAIT_SECONDS * 1000,
    },
    executions: {
      leaseMs: values.EXECUTION_LEASE_SECONDS * 1000,
      tickMs: values.TICK_SECONDS * 1000,
      workerConcurrency: values.WORKER_CONCURRENCY,
      shards: {
        threshold: values.SHARD_THRESHOLD,
        size: values.SHARD_SIZE,
        // In the cloud, the reportWorker instances a run's shards may have at once.
        atOnce: values.SHARD_WORKERS ?? (cloud ? 4 : values.WORKER_CONCURRENCY),
      },
    },
    trustProxy: trustProxy(values.TRUST_PROXY, cloud),
    rateLimits: {
      signIn: { limit: values.RATE_LIMIT_SIGN_IN_PER_MINUTE, windowMs: 60_000 },
      contact: { limit: values.RATE_LIMIT_CONTACT_PER_10_MINUTES, windowMs: 600_000 },
    },
    projectId: values.GCLOUD_PROJECT,
    pubsubEmulatorHost: values.PUBSUB_EMULATOR_HOST,
    liveHeartbeatMs: values.LIVE_HEARTBEAT_SECONDS * 1000,
    responseLimitMs: values.RESPONSE_SECONDS * 1000,
    firebaseWeb: {
      apiKey: values.WEB_FIREBASE_API_KEY ?? LOCAL_DEFAULTS.WEB_FIREBASE_API_KEY,
      projectId: values.GCLOUD_PROJECT,
      authDomain: `${values.GCLOUD_PROJECT}.firebaseapp.com`,
    },
  };
}

function trustProxy(value: string | undefined, cloud: boolean): number | string {
  if (value === undefined) return cloud ? 3 : 'loopback';
  return /^\d+$/.test(value) ? Number(value) : value;
}

function serviceSettings(
  values: z.infer<typeof EnvSchema>,
  emulatorsUrl: string | undefined,
): ServiceSettings {
  const pick = (name: keyof typeof LOCAL_DEFAULTS): string => values[name] ?? LOCAL_DEFAULTS[name];
  const recaptchaBase = emulatorsUrl ?? 'https://www.google.com';
  return {
    oauth: { clientId: pick('GOOGLE_OAUTH_CLIENT_ID'), clientSecret: pick('GOOGLE_OAUTH_CLIENT_SECRET') },
    keyWrapper:
      values.KEY_WRAPPER === 'local'
        ? { kind: 'local', masterKey: values.QUARRY_MASTER_KEY }
        : { kind: 'kms', keyName: pick('KMS_KEY_NAME') },
    mail: {
      sendgridApiKey: pick('SENDGRID_API_KEY'),
      from: pick('MAIL_FROM'),
      support: pick('SUPPORT_EMAIL'),
      linkSigningSecret: pick('LINK_SIGNING_SECRET'),
    },
    recaptcha: {
      siteKey: pick('RECAPTCHA_SITE_KEY'),
      secretKey: pick('RECAPTCHA_SECRET_KEY'),
      scriptUrl: `${recaptchaBase}/recaptcha/api.js`,
      verifyUrl: `${recaptchaBase}/recaptcha/api/siteverify`,
    },
    stripe: {
      secretKey: pick('STRIPE_SECRET_KEY'),
      webhookSecret: pick('STRIPE_WEBHOOK_SECRET'),
      priceId: pick('STRIPE_PRICE_ID'),
      publishableKey: pick('STRIPE_PUBLISHABLE_KEY'),
      setupPageUrl: emulatorsUrl ? `${emulatorsUrl}/stripe/setup` : undefined,
    },
    picker: {
      apiKey: pick('GOOGLE_PICKER_API_KEY'),
      appId: pick('GOOGLE_PICKER_APP_ID'),
      pageUrl: emulatorsUrl ? `${emulatorsUrl}/picker` : undefined,
    },
  };
}

/** Where each secret lands in the settings. */
const SECRET_FIELDS = {
  GOOGLE_OAUTH_CLIENT_SECRET: ['oauth', 'clientSecret'],
  STRIPE_SECRET_KEY: ['stripe', 'secretKey'],
  STRIPE_WEBHOOK_SECRET: ['stripe', 'webhookSecret'],
  SENDGRID_API_KEY: ['mail', 'sendgridApiKey'],
  RECAPTCHA_SECRET_KEY: ['recaptcha', 'secretKey'],
  LINK_SIGNING_SECRET: ['mail', 'linkSigningSecret'],
} as const satisfies Record<SecretName, readonly [keyof ServiceSettings, string]>;

/**
 * A cloud function sees only the secrets bound to it; reading any other throws, naming it, rather
 * than handing an adapter an empty or local value that would fail later and far away.
 */
function withheld(services: ServiceSettings, names: readonly SecretName[]): ServiceSettings {
  for (const name of names) {
    const [group, field] = SECRET_FIELDS[name];
    Object.defineProperty(services[group], field, {
      enumerable: true,
      get: () => {
        throw new ConfigError(`${name} is not bound to this function (functions/src/cloud/params.ts)`);
      },
    });
  }
  return services;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** http://localhost:8080 and http://127.0.0.1:8080 are the same local app; accept both. */
function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (!twin) return [origin];
  return [origin, `${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`];
}
