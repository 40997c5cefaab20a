import { createHash } from 'node:crypto';

export const TEAMS = 'teams';
export const TEAM_MEMBERS = 'teamMembers';
export const SHARED_REPORTS = 'sharedReports';

/** teams/{id} (docs/architecture/data-model.md). */
export type TeamDoc = {
  name: string;
  createdBy: string;
  createdAt: string;
};

/**
 * teamMembers/{memberId}: one per (team, e-mail), pending until the invitee signs in with that
 * Google account. `mailedAt` is set once the invitation e-mail went out.
 */
export type TeamMemberDoc = {
  teamId: string;
  email: string;
  userId?: string;
  role: 'admin' | 'member';
  inviteStatus: 'pending' | 'accepted';
  invitedAt: string;
  acceptedAt?: string;
  invitedBy: string;
  mailedAt?: string;
  /** Set while the invitation e-mail is being sent; cleared if sending fails. */
  mailClaimedAt?: string | null;
};

/**
 * A membership's id: the team's id and a digest of the e-mail, so the same address invited twice
 * is the same record, and the id is safe in a URL (docs/architecture/data-model.md keys it by team and e-mail).
 */
export function memberId(teamId: string, email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  return `${teamId}_${digest}`;
}
