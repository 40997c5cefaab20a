/**
 * A Google Docs save waiting on the `drive.file` authorization: the report's page to come back to,
 * the run, and what to do there: save it (into `folderId` when one was chosen), or (`next`
 * 'choose-folder') show the save dialog again to choose a folder in the Picker. Kept in session
 * storage across the trip to Google's consent page.
 */
export type PendingGoogleDoc = {
  returnTo: string;
  executionId: string;
  shared: boolean;
  folderId?: string;
  next?: 'save' | 'choose-folder';
};

const KEY = 'pending_google_doc';

/** Only a path of this app is followed back (never '//host', a backslash or a scheme). */
function samePagePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\'))
    return null;
  return raw;
}
/** The authorization's redirect URI, as the server gave it, posted back with the code. */
const REDIRECT_URI_KEY = 'drive_file_redirect_uri';

export function rememberPendingGoogleDoc(pending: PendingGoogleDoc, redirectUri: string): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
  sessionStorage.setItem(REDIRECT_URI_KEY, redirectUri);
}

function read(): PendingGoogleDoc | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingGoogleDoc> | null;
    const returnTo = samePagePath(parsed?.returnTo);
    if (!parsed || !returnTo || typeof parsed.executionId !== 'string') return null;
    return {
      returnTo,
      executionId: parsed.executionId,
      shared: parsed.shared === true,
      ...(typeof parsed.folderId === 'string' ? { folderId: parsed.folderId } : {}),
      next: parsed.next === 'choose-folder' ? 'choose-folder' : 'save',
    };
  } catch {
    return null;
  }
}

/** Where the callback page goes back to (the pending save stays for the report's page to take). */
export function pendingReturnPath(): string | null {
  return read()?.returnTo ?? null;
}

export function takeRedirectUri(): string | null {
  const uri = sessionStorage.getItem(REDIRECT_URI_KEY);
  sessionStorage.removeItem(REDIRECT_URI_KEY);
  return uri;
}

/** The pending save for this run, taken once (so a reload does not save twice); null for any other. */
export function takePendingGoogleDocAction(executionId: string, shared: boolean): PendingGoogleDoc | null {
  const pending = read();
  if (!pending || pending.executionId !== executionId || pending.shared !== shared) return null;
  sessionStorage.removeItem(KEY);
  return pending;
}

/** Whether a save for this run was pending (and is now taken). */
export function takePendingGoogleDoc(executionId: string, shared: boolean): boolean {
  return takePendingGoogleDocAction(executionId, shared) !== null;
}

export function forgetPendingGoogleDoc(): void {
  sessionStorage.removeItem(KEY);
}
