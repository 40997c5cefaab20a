import type {
  GeminiKeyResponse,
  GeminiTierResponse,
  Preferences,
  PreferencesUpdate,
  ProfileResponse,
} from '@quarry/contracts/user';
import { ModelError } from '../../ports/language-model.port';
import { AppError } from '../shared/app-error';
import type { AccountDeps } from './account-deps';
import { pictureAddress } from './profile-picture';
import { refreshSetupFlag } from './setup';
import type { UserRecord } from './users';

async function requireUser(deps: AccountDeps, uid: string): Promise<UserRecord> {
  const user = await deps.users.get(uid);
  if (!user) throw AppError.notFound('User not found');
  return user;
}

export async function profile(deps: AccountDeps, uid: string): Promise<ProfileResponse> {
  const user = await requireUser(deps, uid);
  return {
    email: user.email,
    name: user.name,
    // Our own address for it: the CSP lets images load only from the app's origin.
    ...(user.picture ? { picture: pictureAddress(user.picture) } : {}),
    userType: user.userType,
    isTeamMemberOnly: user.isTeamMemberOnly,
    isSetupComplete: await refreshSetupFlag(deps, uid),
    isSysAdmin: user.email === deps.sysAdminEmail,
  };
}

/** Checks the key with Gemini itself (listing models), then seals and stores it. */
export async function storeGeminiKey(
  deps: AccountDeps,
  uid: string,
  rawKey: string,
): Promise<GeminiKeyResponse> {
  const user = await requireUser(deps, uid);
  const key = rawKey.trim();
  try {
    await deps.model.checkKey(key);
  } catch (error) {
    if (error instanceof ModelError && error.kind === 'invalidKey') {
      throw new AppError({ code: 'GEMINI.KEY_INVALID', httpStatus: 400, message: error.message });
    }
    if (error instanceof ModelError && error.kind === 'quota') {
      throw new AppError({ code: 'GEMINI.QUOTA', httpStatus: 429, message: error.message });
    }
    throw new AppError({
      code: 'GEMINI.UNREACHABLE',
      httpStatus: 502,
      message: 'Could not reach Gemini to check the key. Please try again.',
    });
  }
  const isNew = !(await deps.keys.has(uid, 'geminiKey'));
  await deps.keys.putSecret(uid, 'geminiKey', key);
  await refreshSetupFlag(deps, uid);
  return {
    is_new_user: isNew,
    userType: user.userType,
    message: isNew ? 'API key validated and stored' : 'API key validated and updated',
  };
}

export async function keyStatus(deps: AccountDeps, uid: string): Promise<{ totalKeys: number }> {
  return { totalKeys: await deps.keys.count(uid) };
}

/** What Gemini's 429s said of the user's key: free tier or not (docs/architecture/reading-economy.md); null until one said it. */
export async function geminiTier(deps: AccountDeps, uid: string): Promise<GeminiTierResponse['geminiTier']> {
  return deps.keys.geminiTier(uid);
}

/** Proves the user's secrets still decrypt (the data key unwraps and each secret opens). */
export async function loadSessionKeys(deps: AccountDeps, uid: string): Promise<{ message: string }> {
  const opened = await deps.keys.verifyAll(uid);
  if (opened === 0) throw new AppError({ code: 'KEYS.NONE', httpStatus: 404, message: 'No keys stored yet' });
  return { message: `Session keys loaded (${opened} of 3)` };
}

/** Danger zone: destroys the user's data key and secrets; setup counts as incomplete after. */
export async function deleteOwnKeys(deps: AccountDeps, uid: string): Promise<{ message: string }> {
  await requireUser(deps, uid);
  await deps.keys.deleteAll(uid);
  await refreshSetupFlag(deps, uid);
  return { message: 'Your encrypted keys were deleted' };
}

export async function getPreferences(deps: AccountDeps, uid: string): Promise<Preferences> {
  return (await requireUser(deps, uid)).preferences;
}

export async function updatePreferences(
  deps: AccountDeps,
  uid: string,
  update: PreferencesUpdate,
): Promise<Preferences> {
  const user = await requireUser(deps, uid);
  // Naming a zone is choosing it: from then on it is theirs rather than the browser's (docs/decisions/web.md),
  // unless the same request says whether it is (the stored preferences sent back whole).
  const named = update.timezone !== undefined && update.timezoneChosen === undefined;
  const chosen = named ? { timezoneChosen: true } : {};
  const preferences: Preferences = { ...user.preferences, ...update, ...chosen };
  await deps.users.update(uid, { preferences }, deps.clock.now());
  return preferences;
}
