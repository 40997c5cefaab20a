import {
  type SaveSystemSettingsRequest,
  type SettingsVersion,
  SystemSettings,
  type SystemSettingsResponse,
} from '@quarry/contracts/admin';
import type { z } from 'zod';
import {
  DEFAULT_SYSTEM_SETTINGS,
  loadSystemSettings,
  SYSTEM_SETTINGS,
} from '../research/model/system-settings';
import { AppError } from '../shared/app-error';
import type { Actor, AdminDeps } from './admin-deps';
import { recordAudit } from './audit';

/** systemSettingsVersions/{number, zero-padded}: every save, whole and immutable (docs/architecture/administration.md). */
export const SETTINGS_VERSIONS = 'systemSettingsVersions';
const HISTORY_LIMIT = 100;

type VersionDoc = SettingsVersion & { settings: SystemSettings; [key: string]: unknown };
const versionId = (number: number) => String(number).padStart(8, '0');

/**
 * The live settings: the stored ones over the defaults (what every run reads), and the version
 * they are. Settings saved before versions existed, or with fields since added, read through the
 * same merge the pipeline uses.
 */
export async function currentSettings(deps: Pick<AdminDeps, 'store'>): Promise<SystemSettingsResponse> {
  const [settings, stored] = await Promise.all([
    loadSystemSettings(deps.store),
    deps.store.get<{ version?: number }>(SYSTEM_SETTINGS, 'global'),
  ]);
  return { settings: SystemSettings.parse(settings), version: stored?.version ?? null };
}

/** Writes `settings` as the next version and makes it live, in one transaction with its audit entry. */
async function writeVersion(
  deps: AdminDeps,
  actor: Actor,
  settings: SystemSettings,
  message: string,
  restoredFrom?: number,
): Promise<SystemSettingsResponse> {
  const now = deps.clock.now();
  const number = await deps.store.runTransaction(async (tx) => {
    const live = await tx.get<{ version?: number }>(SYSTEM_SETTINGS, 'global');
    const next = (live?.version ?? 0) + 1;
    const version: VersionDoc = {
      number: next,
      author: actor,
      message,
      createdAt: now.toISOString(),
      ...(restoredFrom ? { restoredFrom } : {}),
      settings,
    };
    tx.set(SETTINGS_VERSIONS, versionId(next), version);
    tx.set(SYSTEM_SETTINGS, 'global', { ...settings, version: next, updatedAt: now.toISOString() });
    recordAudit(tx, {
      actor,
      action: restoredFrom ? 'settings.restored' : 'settings.saved',
      target: restoredFrom ? `version ${next} (from version ${restoredFrom})` : `version ${next}`,
      at: now,
    });
    return next;
  });
  return { settings, version: number };
}

/** PUT /api/admin/system-settings: the next run anywhere reads it; nothing is restarted. */
export function saveSettings(
  deps: AdminDeps,
  actor: Actor,
  request: z.output<typeof SaveSystemSettingsRequest>,
) {
  return writeVersion(deps, actor, request.settings, request.message);
}

/** GET /api/admin/system-settings/versions: newest first, without their texts. */
export async function listVersions(deps: Pick<AdminDeps, 'store'>): Promise<SettingsVersion[]> {
  const docs = await deps.store.query<VersionDoc>(SETTINGS_VERSIONS, {
    orderBy: [{ field: 'number', direction: 'desc' }],
    limit: HISTORY_LIMIT,
  });
  return docs.map(({ data: { settings: _settings, ...version } }) => version as SettingsVersion);
}

/** One version, whole (for the diff); the defaults' fields fill in any added since. */
export async function getVersion(deps: Pick<AdminDeps, 'store'>, number: number) {
  const doc = await deps.store.get<VersionDoc>(SETTINGS_VERSIONS, versionId(number));
  if (!doc) throw AppError.notFound(`Version ${number} not found`);
  const { settings, ...version } = doc;
  return {
    ...(version as SettingsVersion),
    settings: SystemSettings.parse({ ...DEFAULT_SYSTEM_SETTINGS, ...settings }),
  };
}

/** POST /api/admin/system-settings/versions/{n}/restore: a new version equal to version n. */
export async function restoreVersion(deps: AdminDeps, actor: Actor, number: number) {
  const old = await getVersion(deps, number);
  return writeVersion(deps, actor, old.settings, `Restored version ${number}`, number);
}
