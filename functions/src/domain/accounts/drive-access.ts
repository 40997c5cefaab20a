import { DRIVE_REAUTH_REQUIRED } from '@quarry/contracts/research';
import type { DocumentFetcher } from '../../ports/document-reader.port';
import { type Drive, DriveAuthError } from '../../ports/drive.port';
import { AppError } from '../shared/app-error';
import type { AccountDeps } from './account-deps';
import { type DriveGrantSecret, readDriveGrant } from './setup';

/** Tokens this close to their end are refreshed rather than used: a long search must not outlive its token. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** Bounds the memory the cache can take; the oldest entry goes first. */
const MAX_CACHED_TOKENS = 1000;

export const DRIVE_REAUTH_MESSAGE =
  'Google Drive access has expired. Please re-authorize Google Drive in your drive settings.';

export function driveReauthRequired(): AppError {
  return new AppError({
    code: 'DRIVE.REAUTH_REQUIRED',
    httpStatus: 401,
    message: DRIVE_REAUTH_MESSAGE,
    errorCode: DRIVE_REAUTH_REQUIRED,
  });
}

/** Which stored grant an access opens Drive with, and what is answered when it no longer works. */
export interface DriveGrantKind {
  secret: DriveGrantSecret;
  reauth: () => AppError;
  /** A grant Google refused is dropped, so the person is asked for it anew. */
  dropRefused: boolean;
}

/** The read grant (drive.readonly) research runs on. */
export const READ_GRANT: DriveGrantKind = {
  secret: 'driveToken',
  reauth: driveReauthRequired,
  dropRefused: false,
};

export interface AccessToken {
  accessToken: string;
  expiresAt: number;
}

/**
 * A user's Drive, reached with an access token minted from their stored grant (the refresh token).
 * Tokens are kept in memory per user until shortly before they expire; one refused by Drive is
 * dropped and replaced once, and when no grant works the person must authorize Drive again.
 */
export class DriveAccess {
  private readonly cache = new Map<string, AccessToken>();
  private readonly refreshing = new Map<string, Promise<AccessToken>>();

  constructor(
    private readonly accounts: AccountDeps,
    readonly drive: Drive,
    private readonly grant: DriveGrantKind = READ_GRANT,
  ) {}

  /** A current access token (from the cache, or freshly minted from the grant). */
  async accessToken(uid: string): Promise<string> {
    return (await this.token(uid)).accessToken;
  }

  /** A current access token and when it ends (ms since the epoch): at least REFRESH_MARGIN_MS away. */
  async currentToken(uid: string): Promise<AccessToken> {
    const { accessToken, expiresAt } = await this.token(uid);
    return { accessToken, expiresAt };
  }

  /** Runs `work` with a working token; a refused cached token is replaced and `work` runs once more. */
  async withDrive<T>(uid: string, work: (drive: Drive, accessToken: string) => Promise<T>): Promise<T> {
    const first = await this.token(uid);
    try {
      return await work(this.drive, first.accessToken);
    } catch (error) {
      if (!(error instanceof DriveAuthError)) throw error;
      this.forget(uid, first.accessToken);
      // A token minted a moment ago and refused means the grant itself no longer opens the drive.
      if (!first.cached) throw await this.refused(uid);
    }
    const second = await this.token(uid);
    try {
      return await work(this.drive, second.accessToken);
    } catch (error) {
      if (!(error instanceof DriveAuthError)) throw error;
      this.forget(uid, second.accessToken);
      throw await this.refused(uid);
    }
  }

  /** Reads files of the user's drive, each read with a current token (long runs outlive one token). */
  fetcher(uid: string): DocumentFetcher {
    return {
      download: (fileId) => this.withDrive(uid, (drive, token) => drive.fetcher(token).download(fileId)),
      export: (fileId, mimeType) =>
        this.withDrive(uid, (drive, token) => drive.fetcher(token).export(fileId, mimeType)),
    };
  }

  /** Drops the cached token (only `accessToken` if given, so a newer one another call stored survives). */
  forget(uid: string, accessToken?: string): void {
    if (accessToken === undefined || this.cache.get(uid)?.accessToken === accessToken) this.cache.delete(uid);
  }

  private async token(uid: string): Promise<AccessToken & { cached: boolean }> {
    // Deleting one's keys must end Drive access at once, not when the cached token runs out.
    if (!(await this.accounts.keys.has(uid, this.grant.secret))) {
      this.forget(uid);
      throw this.grant.reauth();
    }
    const cached = this.cache.get(uid);
    if (cached && cached.expiresAt - REFRESH_MARGIN_MS > this.accounts.clock.now().getTime()) {
      return { ...cached, cached: true };
    }
    return { ...(await this.refresh(uid)), cached: false };
  }

  /** One refresh per user at a time: concurrent requests share it. */
  private refresh(uid: string): Promise<AccessToken> {
    let pending = this.refreshing.get(uid);
    if (!pending) {
      pending = this.mint(uid).finally(() => this.refreshing.delete(uid));
      this.refreshing.set(uid, pending);
    }
    return pending;
  }

  private async mint(uid: string): Promise<AccessToken> {
    const grant = await readDriveGrant(this.accounts, uid, this.grant.secret);
    if (!grant) throw this.grant.reauth();
    let token: AccessToken;
    try {
      token = await this.accounts.identity.refresh(grant.refreshToken);
    } catch (error) {
      if (error instanceof AppError && error.code === 'IDENTITY.REAUTH_REQUIRED')
        throw await this.refused(uid);
      throw error;
    }
    this.cache.delete(uid);
    if (this.cache.size >= MAX_CACHED_TOKENS) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(uid, token);
    return token;
  }

  /** The grant no longer works: dropped if this kind drops refused grants; the error to answer. */
  private async refused(uid: string): Promise<AppError> {
    this.forget(uid);
    if (this.grant.dropRefused) await this.accounts.keys.removeSecret(uid, this.grant.secret);
    return this.grant.reauth();
  }
}
