import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalKeyWrapper } from '../../adapters/local-keys/local-key-wrapper';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import {
  type Drive,
  DriveAuthError,
  type DriveChangesPage,
  type DriveFile,
  type NewGoogleDoc,
} from '../../ports/drive.port';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import type { LanguageModel } from '../../ports/language-model.port';
import { ManualClock } from '../../testing/manual-clock';
import { AppError } from '../shared/app-error';
import { type AccountDeps, accountDeps } from './account-deps';
import { DRIVE_REAUTH_MESSAGE, DriveAccess, REFRESH_MARGIN_MS } from './drive-access';

const HOUR = 3600_000;

/** Google's token endpoint as the test scripts it: each refresh mints `ya29.N`, valid for an hour. */
class ScriptedIdentity implements IdentityProvider {
  refreshes = 0;
  failWith: Error | undefined;
  constructor(private readonly clock: ManualClock) {}
  authorizationUrl(): string {
    throw new Error('not used');
  }
  exchangeCode(): never {
    throw new Error('not used');
  }
  revoke(): Promise<void> {
    throw new Error('not used');
  }
  async refresh(refreshToken: string) {
    await Promise.resolve();
    if (this.failWith) throw this.failWith;
    if (refreshToken !== '1//grant') throw new Error(`unexpected refresh token ${refreshToken}`);
    this.refreshes += 1;
    return { accessToken: `ya29.${this.refreshes}`, expiresAt: this.clock.now().getTime() + HOUR };
  }
}

/** A drive that accepts only the tokens in `valid` and records the token of each call. */
class GuardedDrive implements Drive {
  readonly valid = new Set<string>();
  readonly seen: string[] = [];
  private check(token: string) {
    this.seen.push(token);
    if (!this.valid.has(token)) throw new DriveAuthError('401');
  }
  async search(token: string): Promise<DriveFile[]> {
    this.check(token);
    return [{ id: 'f1', name: 'Plan', mimeType: 'text/plain' }];
  }
  async listFolders(token: string): Promise<DriveFile[]> {
    this.check(token);
    return [];
  }
  async getFile(token: string, fileId: string): Promise<DriveFile> {
    this.check(token);
    return { id: fileId, name: 'Plan', mimeType: 'text/plain' };
  }
  async startPageToken(token: string): Promise<string> {
    this.check(token);
    return '1';
  }
  async listChanges(token: string): Promise<DriveChangesPage> {
    this.check(token);
    return { changes: [], newStartPageToken: '1' };
  }
  async getFiles(token: string, fileIds: readonly string[]): Promise<Map<string, DriveFile>> {
    this.check(token);
    return new Map(fileIds.map((id) => [id, { id, name: 'Plan', mimeType: 'text/plain' }]));
  }
  fetcher(token: string) {
    return {
      download: async (fileId: string) => {
        this.check(token);
        return Buffer.from(`bytes of ${fileId}`);
      },
      export: async (fileId: string, mimeType: string) => {
        this.check(token);
        return Buffer.from(`${fileId} as ${mimeType}`);
      },
    };
  }
  async createGoogleDoc(token: string, doc: NewGoogleDoc): Promise<DriveFile> {
    this.check(token);
    return { id: 'd1', name: doc.name, mimeType: 'application/vnd.google-apps.document' };
  }
  async findOrCreateFolder(token: string, name: string, _marks: Record<string, string>): Promise<DriveFile> {
    this.check(token);
    return { id: 'folder1', name, mimeType: 'application/vnd.google-apps.folder' };
  }
}

let store: SqliteDocumentStore;
let clock: ManualClock;
let identity: ScriptedIdentity;
let drive: GuardedDrive;
let accounts: AccountDeps;
let access: DriveAccess;

beforeEach(async () => {
  store = new SqliteDocumentStore({ file: ':memory:' });
  clock = new ManualClock();
  identity = new ScriptedIdentity(clock);
  drive = new GuardedDrive();
  accounts = accountDeps({
    store,
    clock,
    identity,
    // Drive access never calls the model.
    model: {} as LanguageModel,
    keyWrapper: new LocalKeyWrapper(Buffer.alloc(32, 7)),
    appOrigin: 'http://localhost:8080',
    sysAdminEmail: 'admin@example.test',
    invitations: { pendingFor: async () => false, acceptFor: async () => 0 },
    deletions: { doneBy: async () => null },
  });
  access = new DriveAccess(accounts, drive);
  const grant = { refreshToken: '1//grant', scopes: [], email: 'maya@example.test', grantedAt: '' };
  await accounts.keys.putSecret('u1', 'driveToken', JSON.stringify(grant));
});
afterEach(() => store.close());

const search = () => access.withDrive('u1', (d, token) => d.search(token, 'q'));
const reauth = expect.objectContaining({
  httpStatus: 401,
  errorCode: 'DRIVE_REAUTH_REQUIRED',
  message: DRIVE_REAUTH_MESSAGE,
});

describe('DriveAccess', () => {
  it('when Drive is used twice within the hour, then the token is refreshed once and reused', async () => {
    drive.valid.add('ya29.1');
    await search();
    clock.advance(HOUR - REFRESH_MARGIN_MS - 1);
    await search();
    expect(identity.refreshes).toBe(1);
    expect(drive.seen).toEqual(['ya29.1', 'ya29.1']);
  });

  it('when the cached token nears its expiry, then a new one is minted before use', async () => {
    drive.valid.add('ya29.1').add('ya29.2');
    await search();
    clock.advance(HOUR - REFRESH_MARGIN_MS);
    await search();
    expect(drive.seen).toEqual(['ya29.1', 'ya29.2']);
  });

  it('when several requests need a token at once, then they share one refresh', async () => {
    drive.valid.add('ya29.1');
    await Promise.all([search(), search(), search()]);
    expect(identity.refreshes).toBe(1);
  });

  it('when Drive refuses the cached token, then it is replaced once and the work runs again', async () => {
    drive.valid.add('ya29.1');
    await search();
    drive.valid.clear();
    drive.valid.add('ya29.2');
    await expect(search()).resolves.toHaveLength(1);
    await search();
    expect(drive.seen).toEqual(['ya29.1', 'ya29.1', 'ya29.2', 'ya29.2']);
  });

  it('when Drive refuses a freshly minted token, then the person must re-authorize and the token is not kept', async () => {
    await expect(search()).rejects.toEqual(reauth);
    drive.valid.add('ya29.2');
    await search();
    expect(drive.seen).toEqual(['ya29.1', 'ya29.2']);
  });

  it('when the grant is revoked, then the refresh failure becomes the re-authorize error', async () => {
    identity.failWith = new AppError({
      code: 'IDENTITY.REAUTH_REQUIRED',
      httpStatus: 401,
      message: 'revoked',
    });
    await expect(search()).rejects.toEqual(reauth);
  });

  it('when the refresh fails for another reason, then that error passes through unchanged', async () => {
    const outage = new AppError({ code: 'IDENTITY.UNAVAILABLE', httpStatus: 502, message: 'down' });
    identity.failWith = outage;
    await expect(search()).rejects.toBe(outage);
  });

  it('when the person has no Drive grant, then they must authorize Drive', async () => {
    await expect(access.withDrive('nobody', (d, t) => d.search(t, 'q'))).rejects.toEqual(reauth);
    expect(identity.refreshes).toBe(0);
  });

  it('when the person deletes their keys, then Drive access ends at once despite a cached token', async () => {
    drive.valid.add('ya29.1');
    await search();
    await accounts.keys.deleteAll('u1');
    await expect(search()).rejects.toEqual(reauth);
    expect(drive.seen).toEqual(['ya29.1']);
  });

  it('when work fails for another reason, then the error passes through and the token stays cached', async () => {
    drive.valid.add('ya29.1');
    const failure = new Error('Google Drive search failed (500)');
    await expect(
      access.withDrive('u1', async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    await search();
    expect(identity.refreshes).toBe(1);
  });

  it("when files are read through the user's fetcher, then each read gets a working token", async () => {
    drive.valid.add('ya29.1');
    const fetcher = access.fetcher('u1');
    expect((await fetcher.download('abc')).toString()).toBe('bytes of abc');
    drive.valid.clear();
    drive.valid.add('ya29.2');
    expect((await fetcher.export('doc', 'text/plain')).toString()).toBe('doc as text/plain');
    expect(await access.accessToken('u1')).toBe('ya29.2');
  });
});
