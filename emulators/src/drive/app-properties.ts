import type { StateFile } from '../shared/state-file';
import type { TokenGrant } from '../shared/tokens';
import { DriveError, invalidParameter } from './drive-errors';

export type Properties = Record<string, string>;

/** appProperties by app (OAuth client), account and file id. */
export interface AppPropertiesState {
  byApp: Record<string, Record<string, Record<string, Properties>>>;
}

/**
 * Drive's limits on custom properties (developers.google.com/workspace/drive/api/guides/properties,
 * checked 2026-12-06): at most 30 private properties per app on a file, and at most 124 bytes of
 * key and value together, in UTF-8.
 */
export const MAX_APP_PROPERTIES = 30;
export const MAX_PROPERTY_BYTES = 124;

const tooLarge = (key: string) =>
  new DriveError(
    400,
    `The limit of ${MAX_PROPERTY_BYTES} bytes for a property's key and value together was exceeded: ${key}.`,
    'invalid',
    { name: 'appProperties', type: 'parameter' },
  );

/** files.create's `appProperties`, checked as Drive checks it: string values within the limits. */
export function readAppProperties(value: unknown): Properties | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter('appProperties');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_APP_PROPERTIES) throw invalidParameter('appProperties');
  for (const [key, text] of entries) {
    if (typeof text !== 'string' || key === '') throw invalidParameter('appProperties');
    if (Buffer.byteLength(key + text, 'utf8') > MAX_PROPERTY_BYTES) throw tooLarge(key);
  }
  return Object.fromEntries(entries) as Properties;
}

/**
 * Private custom properties (Drive's appProperties): each app sees and searches only its own on a
 * file (`appProperties has { key='k' and value='v' }`). Kept in the emulator's state beside the
 * files on disk, whose ids follow their paths: a file created where a removed one was starts with
 * the properties it is created with, never the old file's.
 */
export class AppProperties {
  constructor(private readonly state: StateFile<AppPropertiesState>) {}

  /** The properties a new file was created with (none clears what a removed file at its path had). */
  created(grant: TokenGrant, fileId: string, properties: Properties | undefined): void {
    const known = this.of(grant, fileId);
    if (!properties && Object.keys(known).length === 0) return;
    const email = grant.email.toLowerCase();
    this.state.update((state) => {
      const byAccount = state.byApp[grant.clientId] ?? {};
      const byFile = byAccount[email] ?? {};
      if (properties && Object.keys(properties).length > 0) byFile[fileId] = { ...properties };
      else delete byFile[fileId];
      byAccount[email] = byFile;
      state.byApp[grant.clientId] = byAccount;
    });
  }

  /**
   * files.update's `appProperties` (Drive merges: a key given a value sets it, a key given null
   * clears it, keys not named stay). Checked against the limits on the merged whole.
   */
  updated(grant: TokenGrant, fileId: string, change: unknown): void {
    if (change === undefined || change === null) return;
    if (typeof change !== 'object' || Array.isArray(change)) throw invalidParameter('appProperties');
    const merged: Record<string, unknown> = { ...this.of(grant, fileId) };
    for (const [key, value] of Object.entries(change as Record<string, unknown>)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    const properties = readAppProperties(merged) ?? {};
    const email = grant.email.toLowerCase();
    this.state.update((state) => {
      const byAccount = state.byApp[grant.clientId] ?? {};
      const byFile = byAccount[email] ?? {};
      if (Object.keys(properties).length > 0) byFile[fileId] = properties;
      else delete byFile[fileId];
      byAccount[email] = byFile;
      state.byApp[grant.clientId] = byAccount;
    });
  }

  /** This token's app's properties on the file. */
  of(grant: TokenGrant, fileId: string): Properties {
    return this.state.get().byApp[grant.clientId]?.[grant.email.toLowerCase()]?.[fileId] ?? {};
  }
}
