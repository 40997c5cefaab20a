import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GeminiModel } from '../../functions/src/adapters/gemini/gemini-model';
import { GoogleDrive } from '../../functions/src/adapters/google/google-drive';
import { LocalKeyWrapper } from '../../functions/src/adapters/local-keys/local-key-wrapper';
import { ParsingDocumentReader } from '../../functions/src/adapters/parsers/document-reader';
import { SanitizingRenderer } from '../../functions/src/adapters/report-html/sanitizing-renderer';
import { SqliteDocumentStore } from '../../functions/src/adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from '../../functions/src/adapters/store-indexes';
import { loadConfig } from '../../functions/src/config';
import { storeGeminiKey } from '../../functions/src/domain/accounts/account';
import { accountDeps } from '../../functions/src/domain/accounts/account-deps';
import { DriveAccess } from '../../functions/src/domain/accounts/drive-access';
import type { DriveGrant } from '../../functions/src/domain/accounts/setup';
import { DEFAULT_RETRY_POLICY } from '../../functions/src/domain/research/model/model-calls';
import type { ResearchDeps } from '../../functions/src/domain/research/research-deps';
import { AppError } from '../../functions/src/domain/shared/app-error';
import { createLogger } from '../../functions/src/log';
import { SCOPES } from '../../functions/src/ports/identity-provider.port';
import { type DriveTokenSource, GrantedIdentity } from './granted-identity';
import type { SmokeSettings } from './smoke-settings';

export interface SmokeDeps {
  uid: string;
  research: ResearchDeps;
  /** Closes the store and removes its temporary directory. */
  close: () => Promise<void>;
}

const PERSON = { sub: 'smoke-real', email: 'smoke-real@quarry.invalid', name: 'Smoke run' };

/**
 * Quarry's research dependencies with the production adapters (Gemini, Drive, parsers, renderer),
 * a throwaway SQLite store and local key wrapper, and one person who holds the given Gemini key and
 * Drive access, stored the way sign-in and setup store them.
 */
export async function smokeDeps(settings: SmokeSettings, drive: DriveTokenSource): Promise<SmokeDeps> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-smoke-'));
  const store = new SqliteDocumentStore({ file: path.join(dir, 'quarry.db'), indexes: STORE_INDEXES });
  const close = async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const clock = { now: () => new Date() };
    const gemini = new GeminiModel(settings.geminiBaseUrl);
    let keyCheckFailure: unknown;
    const accounts = accountDeps({
      store,
      clock,
      identity: new GrantedIdentity(drive),
      model: {
        // Setup's answer to a failed check is for a person ("Could not reach Gemini"); a smoke run
        // wants the cause too.
        checkKey: (key) =>
          gemini.checkKey(key).catch((error: unknown) => {
            keyCheckFailure = error;
            throw error;
          }),
        generateText: (request) => gemini.generateText(request),
        generateJson: (request) => gemini.generateJson(request),
        listModels: (key) => gemini.listModels(key),
      },
      keyWrapper: new LocalKeyWrapper(crypto.randomBytes(32)),
      appOrigin: 'http://localhost',
      sysAdminEmail: PERSON.email,
      // One person, no teams: nobody invites them.
      invitations: { pendingFor: async () => false, acceptFor: async () => 0 },
      // A throwaway store: no account is ever being deleted in it.
      deletions: { doneBy: async () => null },
    });
    const { user } = await accounts.users.upsertFromIdentity(PERSON, 'creator', clock.now());
    // Setup's own use case: it checks the key with Gemini (models.list) before sealing it.
    await storeGeminiKey(accounts, PERSON.sub, settings.geminiKey).catch((error: unknown) => {
      if (!(error instanceof AppError && keyCheckFailure instanceof Error)) throw error;
      const { code, httpStatus, message } = error;
      throw new AppError({ code, httpStatus, message, details: keyCheckFailure.message });
    });
    const grant: DriveGrant = {
      refreshToken: 'given-by-environment',
      scopes: [SCOPES.driveReadonly],
      email: user.email,
      grantedAt: clock.now().toISOString(),
    };
    await accounts.keys.putSecret(PERSON.sub, 'driveToken', JSON.stringify(grant));
    // The app's own defaults for how many documents are read at once and how much a call carries.
    const { research } = loadConfig({});
    return {
      uid: PERSON.sub,
      research: {
        store,
        accounts,
        model: accounts.model,
        drive: new DriveAccess(accounts, new GoogleDrive(settings.driveRootUrl)),
        reader: new ParsingDocumentReader(),
        renderer: new SanitizingRenderer(),
        retry: DEFAULT_RETRY_POLICY,
        ...research,
        // A comparison of findings that failed is a line on stderr; the smoke run goes on.
        warn: createLogger((line) => process.stderr.write(`${line}\n`)).warn,
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
