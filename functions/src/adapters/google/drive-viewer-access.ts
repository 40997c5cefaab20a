import { DriveAuthError } from '../../ports/drive.port';
import type { OpenableFiles, ViewerDriveAccess } from '../../ports/viewer-access.port';

/**
 * ViewerDriveAccess on Drive: each viewer asked with their own token (the read grant they connected,
 * from the token plumbing of domain/accounts/drive-access.ts), each answer kept in memory a few
 * minutes per viewer and file, so opening a report again soon asks Drive nothing. An answer is never
 * written anywhere: a file shared or unshared since shows within ANSWER_TTL_MS.
 */

/** How long an answer is reused (docs/architecture/drive.md: "cache the answer for minutes"). */
export const ANSWER_TTL_MS = 5 * 60_000;
/** Bounds the memory the answers take; the oldest goes first. */
const MAX_ANSWERS = 20_000;

/** A viewer's current Drive token; throws when they have no working connection. */
export interface ViewerTokens {
  accessToken(uid: string): Promise<string>;
  forget(uid: string, accessToken?: string): void;
}

/** The access checks themselves (GoogleDrive.opens). */
export interface OpenChecks {
  opens(accessToken: string, fileIds: readonly string[]): Promise<Map<string, boolean>>;
}

export class DriveViewerAccess implements ViewerDriveAccess {
  private readonly answers = new Map<string, { open: boolean; until: number }>();

  constructor(
    private readonly tokens: ViewerTokens,
    private readonly drive: OpenChecks,
    private readonly now: () => number = Date.now,
  ) {}

  async openable(viewer: string, fileIds: readonly string[]): Promise<OpenableFiles | 'unknown'> {
    let token: string;
    try {
      token = await this.tokens.accessToken(viewer);
    } catch {
      // Never connected, or the grant is gone: nothing is known of what they can open.
      return 'unknown';
    }
    const now = this.now();
    const known = new Map<string, boolean>();
    const ask: string[] = [];
    for (const id of new Set(fileIds)) {
      const answer = this.answers.get(keyOf(viewer, id));
      if (answer && answer.until > now) known.set(id, answer.open);
      else ask.push(id);
    }
    if (ask.length === 0) return known;
    let fresh: Map<string, boolean>;
    try {
      fresh = await this.drive.opens(token, ask);
    } catch (error) {
      if (error instanceof DriveAuthError) {
        this.tokens.forget(viewer, token);
        return 'unknown';
      }
      // Drive did not answer: nothing counts as openable this time, and nothing is kept.
      fresh = new Map();
    }
    for (const id of ask) {
      const open = fresh.get(id);
      known.set(id, open === true);
      if (open !== undefined) this.remember(keyOf(viewer, id), open, now);
    }
    return known;
  }

  private remember(key: string, open: boolean, now: number): void {
    this.answers.delete(key);
    if (this.answers.size >= MAX_ANSWERS) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, { open, until: now + ANSWER_TTL_MS });
  }
}

const keyOf = (viewer: string, fileId: string) => `${viewer}\u0000${fileId}`;
