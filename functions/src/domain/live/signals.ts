import type { LiveTopic } from '@quarry/contracts/live';
import type { ChangeFeed } from '../../ports/change-feed.port';
import type { DocumentStore } from '../../ports/document-store.port';

/** What sending a live signal needs (docs/architecture/teams-and-sharing.md). */
export interface SignalDeps {
  store: DocumentStore;
  changes: ChangeFeed;
}

interface AudienceMember {
  userId?: string;
  inviteStatus: 'pending' | 'accepted';
  [key: string]: unknown;
}

/** Everyone who sees a team: its accepted members (its creator is one). */
export async function teamAudience(store: DocumentStore, teamId: string): Promise<string[]> {
  const members = await store.query<AudienceMember>('teamMembers', {
    where: [{ field: 'teamId', op: '==', value: teamId }],
  });
  return members.flatMap((m) => (m.data.inviteStatus === 'accepted' && m.data.userId ? [m.data.userId] : []));
}

/**
 * Tells each person (and, for each team, everyone in it) that the topics changed. A signal is a hint:
 * failing to send one must not fail the change itself, so nothing here throws.
 */
export async function signal(
  deps: SignalDeps,
  audience: {
    users?: readonly (string | null | undefined)[];
    teams?: readonly (string | null | undefined)[];
  },
  topics: readonly LiveTopic[],
): Promise<void> {
  try {
    const teams = (audience.teams ?? []).filter((t): t is string => Boolean(t));
    const members = await Promise.all(teams.map((teamId) => teamAudience(deps.store, teamId)));
    const users = (audience.users ?? []).filter((u): u is string => Boolean(u));
    await deps.changes.publish([...users, ...members.flat()], topics);
  } catch {
    // The polling fallback refreshes the page anyway.
  }
}

/** A run changed: its owner, whoever lent the Drive, and its team (the dashboard) are told. */
export function signalExecution(
  deps: SignalDeps,
  run: { ownerId: string; driveOwnerId?: string; teamId?: string },
): Promise<void> {
  const topics: LiveTopic[] = run.teamId ? ['executions', 'sharedReports'] : ['executions'];
  return signal(deps, { users: [run.ownerId, run.driveOwnerId], teams: [run.teamId] }, topics);
}

/** At most one progress signal per run every `intervalMs`: status changes are signalled apart. */
export function progressThrottle(now: () => number, intervalMs = 2000) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
