/**
 * What `npm run smoke:real` is given by environment (README, "Proof against the real services"):
 * a Gemini API key and Drive access, either an OAuth access token carrying drive.readonly or a
 * service account key file. Without them the run is skipped, naming what is missing.
 */
export const DEFAULT_QUESTION = 'What are the main topics, decisions and figures in these documents?';
export const DEFAULT_MAX_DOCUMENTS = 5;
const MOST_DOCUMENTS = 50;

export type DriveCredential =
  | { kind: 'accessToken'; accessToken: string }
  | { kind: 'serviceAccount'; keyFile: string };

export interface SmokeSettings {
  geminiKey: string;
  drive: DriveCredential;
  question: string;
  maxDocuments: number;
  /** Limits the search to this folder and those below it; the whole drive when absent. */
  folderId?: string;
  /** Tests only: the Gemini emulator's base URL, and the Drive emulator's root URL. */
  geminiBaseUrl?: string;
  driveRootUrl?: string;
}

export type SmokeSetup =
  | { kind: 'run'; settings: SmokeSettings }
  | { kind: 'skip'; missing: string[] }
  | { kind: 'invalid'; problem: string };

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

export function readSmokeSettings(env: NodeJS.ProcessEnv): SmokeSetup {
  const geminiKey = value(env, 'GEMINI_API_KEY');
  const accessToken = value(env, 'GOOGLE_DRIVE_ACCESS_TOKEN');
  const keyFile = value(env, 'GOOGLE_APPLICATION_CREDENTIALS');
  // An explicit token wins: it is set for this run, while the key file variable may be set on the
  // machine for other tools.
  const drive: DriveCredential | undefined = accessToken
    ? { kind: 'accessToken', accessToken }
    : keyFile
      ? { kind: 'serviceAccount', keyFile }
      : undefined;
  if (!geminiKey || !drive) {
    const missing = [
      ...(geminiKey ? [] : ['GEMINI_API_KEY']),
      ...(drive ? [] : ['GOOGLE_DRIVE_ACCESS_TOKEN (or GOOGLE_APPLICATION_CREDENTIALS)']),
    ];
    return { kind: 'skip', missing };
  }
  const max = value(env, 'SMOKE_MAX_DOCUMENTS');
  const maxDocuments = max === undefined ? DEFAULT_MAX_DOCUMENTS : Number(max);
  if (!Number.isInteger(maxDocuments) || maxDocuments < 1 || maxDocuments > MOST_DOCUMENTS) {
    return {
      kind: 'invalid',
      problem: `SMOKE_MAX_DOCUMENTS must be a whole number from 1 to ${MOST_DOCUMENTS}`,
    };
  }
  const folderId = value(env, 'SMOKE_DRIVE_FOLDER_ID');
  const geminiBaseUrl = value(env, 'SMOKE_GEMINI_BASE_URL');
  const driveRootUrl = value(env, 'SMOKE_DRIVE_ROOT_URL')?.replace(/\/+$/, '');
  return {
    kind: 'run',
    settings: {
      geminiKey,
      drive,
      question: value(env, 'SMOKE_QUESTION') ?? DEFAULT_QUESTION,
      maxDocuments,
      ...(folderId ? { folderId } : {}),
      ...(geminiBaseUrl ? { geminiBaseUrl } : {}),
      ...(driveRootUrl ? { driveRootUrl } : {}),
    },
  };
}

/** Enough of a secret to tell which one was used, never enough to use it. */
export function mask(secret: string): string {
  return secret.length < 16
    ? '****'
    : `${secret.slice(0, 4)}…${secret.slice(-4)} (${secret.length} characters)`;
}
