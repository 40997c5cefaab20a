/**
 * Which files a person can open in Drive, asked with that person's own Drive access (never the
 * report owner's): what decides which cited documents a viewer of a shared report sees
 * (domain/reports/saved/document-view.ts; docs/architecture/drive.md, per-viewer access).
 *
 * Named apart from domain/accounts/drive-access.ts (DriveAccess), the token plumbing an adapter of
 * this port uses.
 */

/** Each asked file id: true when the person can open it, false when Drive says they cannot. */
export type OpenableFiles = ReadonlyMap<string, boolean>;

export interface ViewerDriveAccess {
  /**
   * Which of `fileIds` `viewer` can open. 'unknown' when the person has no working Drive connection
   * (never connected, or the grant was refused): nothing is known, so nothing counts as openable.
   * Answers are kept briefly (minutes) per person and file, in memory only: never stored.
   */
  openable(viewer: string, fileIds: readonly string[]): Promise<OpenableFiles | 'unknown'>;
}
