import { z } from 'zod';

export const TeamSummary = z.object({
  id: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  administrators: z.array(z.object({ name: z.string(), isCurrentUser: z.boolean() })),
  memberCount: z.number().int(),
  sharedReportCount: z.number().int(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;
export const TeamsResponse = z.array(TeamSummary);
