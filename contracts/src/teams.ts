import { z } from 'zod';
import { nonBlankText } from './blank-text';
import { RecordId } from './ids';
import { safeTextCheck } from './safe-text';

/** One of the person's teams (spec part 3 section 3, Team). */
export const TeamSummary = z.object({
  id: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  administrators: z.array(
    z.object({ id: z.string().optional(), name: z.string(), isCurrentUser: z.boolean() }),
  ),
  memberCount: z.number().int(),
  sharedReportCount: z.number().int(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;
export const TeamsResponse = z.array(TeamSummary);

export const TEAM_NAME_REQUIRED = 'Please enter a team name';
export const EMAIL_REQUIRED = 'Please enter an email address';
export const GMAIL_REQUIRED = 'Invalid Email: Please enter a valid Gmail address (@gmail.com)';

export const TeamName = nonBlankText(TEAM_NAME_REQUIRED)
  .max(100, 'A team name can be at most 100 characters')
  .refine(...safeTextCheck('The team name'));

/** POST /api/teams and POST /api/teams/quick-create. */
export const CreateTeamRequest = z.strictObject({ name: TeamName });
export type CreateTeamRequest = z.infer<typeof CreateTeamRequest>;
export const CreateTeamResponse = z.object({
  team: z.object({ id: z.string(), name: z.string() }),
  message: z.string(),
});
export type CreateTeamResponse = z.infer<typeof CreateTeamResponse>;

/**
 * An invitee's address (spec part 3 section 5): trimmed and lower-cased; only Gmail addresses,
 * because the invitee signs in with that Google account.
 */
export const InviteEmail = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .pipe(z.email(GMAIL_REQUIRED).max(254, GMAIL_REQUIRED).endsWith('@gmail.com', GMAIL_REQUIRED));

export const InviteMemberRequest = z.strictObject({ email: InviteEmail });
export type InviteMemberRequest = z.infer<typeof InviteMemberRequest>;

export const InviteStatus = z.enum(['pending', 'accepted']);
export const TeamRole = z.enum(['admin', 'member']);

/** One row of Manage Members (spec part 3 section 3, Team member). */
export const TeamMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  invitedAt: z.string(),
  inviteStatus: InviteStatus,
  role: TeamRole,
  isCurrentUser: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamMembersResponse = z.object({ members: z.array(TeamMember) });
export type TeamMembersResponse = z.infer<typeof TeamMembersResponse>;

/** POST /api/teams/{id}/administrators. */
export const PromoteMemberRequest = z.strictObject({ memberId: RecordId });
export type PromoteMemberRequest = z.infer<typeof PromoteMemberRequest>;

/** POST /api/teams/accept-invitations. */
export const AcceptInvitationsResponse = z.object({ acceptedCount: z.number().int().min(0) });
export type AcceptInvitationsResponse = z.infer<typeof AcceptInvitationsResponse>;

export const MessageResponse = z.object({ message: z.string() });
