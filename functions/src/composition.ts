import fs from 'node:fs';
import path from 'node:path';
import { type App, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore } from './adapters/firestore/firestore-document-store';
import { GeminiModel } from './adapters/gemini/gemini-model';
import { GoogleDrive } from './adapters/google/google-drive';
import { emulatedGoogleEndpoints, GOOGLE_ENDPOINTS, GoogleIdentity } from './adapters/google/google-identity';
import { InProcessQueue } from './adapters/in-process-queue/in-process-queue';
import { KmsKeyWrapper } from './adapters/kms/kms-key-wrapper';
import { FirebaseTokenIssuer } from './adapters/live/firebase-token-issuer';
import { MemoryChangeFeed } from './adapters/live/memory-change-feed';
import { StoreChangeFeed } from './adapters/live/store-change-feed';
import { AdjustableClock } from './adapters/local-clock/adjustable-clock';
import { LocalKeyWrapper } from './adapters/local-keys/local-key-wrapper';
import { ParsingDocumentReader } from './adapters/parsers/document-reader';
import { PubSubQueue } from './adapters/pubsub/pubsub-queue';
import { RecaptchaBotCheck } from './adapters/recaptcha/recaptcha-bot-check';
import { SanitizingRenderer } from './adapters/report-html/sanitizing-renderer';
import { SendGridMailer } from './adapters/sendgrid/sendgrid-mailer';
import { SqliteDocumentStore } from './adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from './adapters/store-indexes';
import { StripeBilling } from './adapters/stripe/stripe-billing';
import type { Config } from './config';
import { accountDeps } from './domain/accounts/account-deps';
import { DriveAccess } from './domain/accounts/drive-access';
import { identityPictureSource } from './domain/accounts/profile-picture';
import { ChatSessions } from './domain/chat/chat-sessions';
import type { ReportDeps } from './domain/reports/report-deps';
import { RunEventBell } from './domain/reports/run-event-bell';
import { handleExecution } from './domain/reports/run-execution';
import { DEFAULT_RETRY_POLICY } from './domain/research/model-calls';
import type { AppDeps, LiveDelivery } from './http/app-deps';
import { createLogger } from './log';
import type { ChangeFeed } from './ports/change-feed.port';
import { type Clock, systemClock } from './ports/clock.port';
import type { DocumentStore } from './ports/document-store.port';
import type { JobQueue } from './ports/job-queue.port';
import type { KeyWrapper } from './ports/key-wrapper.port';

/**
 * Builds the dependencies for a mode. Only adapters differ between local and cloud; with
 * `emulatorsUrl` set, the production SDK clients are pointed at the emulators.
 */
interface Live {
  changes: ChangeFeed;
  delivery: LiveDelivery;
}

function compose(config: Config, store: DocumentStore, queue: JobQueue, clock: Clock, live: Live): AppDeps {
  const { services, emulatorsUrl } = config;
  const { changes } = live;
  const accounts = accountDeps({
    store,
    clock,
    identity: new GoogleIdentity(
      services.oauth.clientId,
      services.oauth.clientSecret,
      emulatorsUrl ? emulatedGoogleEndpoints(emulatorsUrl) : GOOGLE_ENDPOINTS,
    ),
    model: new GeminiModel(emulatorsUrl),
    keyWrapper: keyWrapper(config),
    appOrigin: config.appOrigin,
    sysAdminEmail: config.sysAdminEmail,
    pictures: identityPictureSource(emulatorsUrl),
    changes,
  });
  const contact = {
    store,
    clock,
    mailer: new SendGridMailer(services.mail.sendgridApiKey, services.mail.from, emulatorsUrl),
    botCheck: new RecaptchaBotCheck(services.recaptcha.secretKey, services.recaptcha.verifyUrl),
    supportEmail: services.mail.support,
  };
  const billing = {
    store,
    clock,
    billing: new StripeBilling(services.stripe.secretKey, services.stripe.webhookSecret, emulatorsUrl),
    priceId: services.stripe.priceId,
    appOrigin: config.appOrigin,
  };
  const drive = new DriveAccess(accounts, new GoogleDrive(emulatorsUrl));
  const research = {
    store,
    accounts,
    model: accounts.model,
    drive,
    reader: new ParsingDocumentReader(),
    renderer: new SanitizingRenderer(),
    retry: DEFAULT_RETRY_POLICY,
    concurrency: config.research.concurrency,
    maxConcurrency: config.research.maxConcurrency,
    promptBudgetChars: config.research.promptBudgetChars,
  };
  const chat = new ChatSessions(store, clock, changes);
  const log = createLogger();
  const reports: ReportDeps = {
    store,
    clock,
    research,
    chat,
    mailer: contact.mailer,
    queue,
    leaseMs: config.executions.leaseMs,
    appOrigin: config.appOrigin,
    linkSigningKey: config.services.mail.linkSigningSecret,
    warn: (event, fields) => log.warn(event, fields),
    changes,
    runEvents: new RunEventBell(),
  };
  const teams = { store, clock, mailer: contact.mailer, appOrigin: config.appOrigin, changes };
  return {
    config,
    store,
    log,
    accounts,
    drive,
    research,
    chat,
    contact,
    billing,
    teams,
    reports,
    live: live.delivery,
  };
}

function keyWrapper(config: Config): KeyWrapper {
  const wrapper = config.services.keyWrapper;
  if (wrapper.kind === 'kms') return new KmsKeyWrapper(wrapper.keyName, config.emulatorsUrl);
  return LocalKeyWrapper.fromEnvOrFile(wrapper.masterKey, path.join(config.dataDir, 'master.key'));
}

export interface LocalDeps extends AppDeps {
  /** The in-process worker queue, for stopping and for tests that wait for it. */
  localQueue: InProcessQueue;
  /** The app's clock, which /__control/clock moves for tests and demos. */
  localClock: AdjustableClock;
}

/** Local mode: one SQLite file under the data directory; external services are the emulators. */
export function composeLocal(config: Config): LocalDeps {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const store = new SqliteDocumentStore({
    file: path.join(config.dataDir, 'quarry.db'),
    indexes: STORE_INDEXES,
  });
  const queue = new InProcessQueue(config.executions.workerConcurrency, (executionId, error) =>
    deps.log.error('execution_failed_unexpectedly', { executionId, cause: String(error) }),
  );
  const clock = new AdjustableClock();
  // One process: signals go straight from memory to the pages streaming GET /api/events.
  const feed = new MemoryChangeFeed(() => clock.now());
  const deps = compose(config, store, queue, clock, {
    changes: feed,
    delivery: { kind: 'sse', stream: feed },
  });
  queue.handle((executionId) => handleExecution(deps.reports, executionId));
  return { ...deps, localQueue: queue, localClock: clock };
}

/** Cloud mode: Firestore through firebase-admin with the function's own credentials. */
export function composeCloud(config: Config): AppDeps {
  const app = initializeApp();
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  const store = new FirestoreDocumentStore(db);
  return compose(
    config,
    store,
    new PubSubQueue(config.projectId, config.pubsubEmulatorHost),
    systemClock,
    cloudLive(config, store, app),
  );
}

/** Signals are written to feeds/{uid}, which the browser reads with onSnapshot as itself. */
function cloudLive(config: Config, store: DocumentStore, app: App): Live {
  const log = createLogger();
  return {
    changes: new StoreChangeFeed(
      store,
      () => systemClock.now(),
      (event, fields) => log.warn(event, fields),
    ),
    delivery: { kind: 'firestore', tokens: new FirebaseTokenIssuer(app), firebase: config.firebaseWeb },
  };
}
