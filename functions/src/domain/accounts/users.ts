import { DEFAULT_PREFERENCES, type Preferences, type UserType } from '@quarry/contracts/user';
import type { DocumentStore } from '../../ports/document-store.port';
import type { IdentityProfile } from '../../ports/identity-provider.port';

/** users/{uid}, uid being Google's stable account id (`sub`). */
export interface UserRecord {
  email: string;
  name: string;
  picture?: string;
  userType: UserType;
  isTeamMemberOnly: boolean;
  isSetupComplete: boolean;
  createdAt: string;
  updatedAt: string;
  preferences: Preferences;
  /** The person's Stripe state as last read from Stripe (domain/billing/sync-billing.ts). */
  billing?: {
    stripeCustomerId?: string;
    subscriptionId?: string;
    status?: string;
    cancelAtPeriodEnd?: boolean;
    cancelAt?: string | null;
    currentPeriodEnd?: string | null;
    syncedAt?: string;
  };
  accountStatus?: string;
  [key: string]: unknown;
}

const USERS = 'users';

export class Users {
  constructor(private readonly store: DocumentStore) {}

  get(uid: string): Promise<UserRecord | null> {
    return this.store.get<UserRecord>(USERS, uid);
  }

  async findByEmail(email: string): Promise<{ uid: string; user: UserRecord } | null> {
    const [found] = await this.store.query<UserRecord>(USERS, {
      where: [{ field: 'email', op: '==', value: email.toLowerCase() }],
      limit: 1,
    });
    return found ? { uid: found.id, user: found.data } : null;
  }

  /**
   * The user for a verified Google identity: created on first sign-in, otherwise refreshed with
   * the name and picture Google now reports. Returns whether it was created.
   */
  async upsertFromIdentity(
    profile: IdentityProfile,
    userType: UserType,
    now: Date,
  ): Promise<{ user: UserRecord; created: boolean }> {
    return this.store.runTransaction(async (tx) => {
      const existing = await tx.get<UserRecord>(USERS, profile.sub);
      if (existing) {
        const refreshed: UserRecord = {
          ...existing,
          email: profile.email,
          name: profile.name,
          ...(profile.picture ? { picture: profile.picture } : {}),
          updatedAt: now.toISOString(),
        };
        tx.set(USERS, profile.sub, refreshed);
        return { user: refreshed, created: false };
      }
      const user: UserRecord = {
        email: profile.email,
        name: profile.name,
        ...(profile.picture ? { picture: profile.picture } : {}),
        userType,
        isTeamMemberOnly: userType === 'team_member',
        isSetupComplete: false,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        preferences: DEFAULT_PREFERENCES,
      };
      tx.set(USERS, profile.sub, user);
      return { user, created: true };
    });
  }

  async update(uid: string, patch: Partial<UserRecord>, now: Date): Promise<void> {
    await this.store.update(USERS, uid, { ...patch, updatedAt: now.toISOString() });
  }
}
