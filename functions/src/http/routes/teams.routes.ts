import { CreateTeamRequest, InviteMemberRequest, PromoteMemberRequest } from '@quarry/contracts/teams';
import { Router } from 'express';
import { acceptInvitations } from '../../domain/teams/invitations';
import { listTeamsFor } from '../../domain/teams/list-teams';
import { createTeam, deleteTeam } from '../../domain/teams/manage-teams';
import { inviteMember, listMembers, promoteMember, removeMember } from '../../domain/teams/members';
import type { AppDeps } from '../app-deps';
import { idempotent } from '../middleware/idempotency';
import { requireUid } from '../middleware/session';
import { requiresTeamsAccess } from '../middleware/teams-access';
import { parseInput } from '../validate';

/**
 * Teams (spec part 3 section 7, docs/architecture/teams-and-sharing.md). Policies: signed in (list, accept), the Teams
 * plan (create, invite), team administrator (delete, members, invite, remove, promote), enforced in the
 * use cases so every caller meets them.
 */
export function teamsRoutes(deps: AppDeps): Router {
  const router = Router();
  const { teams } = deps;
  const teamsPlan = requiresTeamsAccess(deps);
  const once = idempotent(deps);

  router.get('/teams', async (_req, res) => {
    res.json(await listTeamsFor(deps.store, requireUid(res)));
  });

  router.post('/teams', teamsPlan, once, async (req, res) => {
    const { name } = parseInput(CreateTeamRequest, req.body);
    res.status(201).json(await createTeam(teams, requireUid(res), name));
  });

  router.post('/teams/quick-create', teamsPlan, once, async (req, res) => {
    const { name } = parseInput(CreateTeamRequest, req.body);
    res.status(201).json(await createTeam(teams, requireUid(res), name));
  });

  router.post('/teams/accept-invitations', async (_req, res) => {
    res.json({ acceptedCount: await acceptInvitations(teams, requireUid(res)) });
  });

  router.delete('/teams/:id', async (req, res) => {
    await deleteTeam(teams, requireUid(res), req.params.id);
    res.json({ message: 'Team deleted successfully' });
  });

  router.get('/teams/:id/members', async (req, res) => {
    res.json({ members: await listMembers(teams, requireUid(res), req.params.id) });
  });

  // Inviting grows a team, which is the Teams plan's as creating one is (docs/decisions/schedules-and-delivery.md).
  router.post('/teams/:id/members', teamsPlan, once, async (req, res) => {
    const uid = requireUid(res);
    const { email } = parseInput(InviteMemberRequest, req.body);
    await inviteMember(teams, uid, String(req.params.id), email);
    res.status(201).json({ message: `Invitation sent to ${email}` });
  });

  router.delete('/teams/:id/members/:memberId', async (req, res) => {
    await removeMember(teams, requireUid(res), req.params.id, req.params.memberId);
    res.json({ message: 'Member removed' });
  });

  router.post('/teams/:id/administrators', async (req, res) => {
    const uid = requireUid(res);
    const { memberId } = parseInput(PromoteMemberRequest, req.body);
    await promoteMember(teams, uid, req.params.id, memberId);
    res.json({ message: 'Administrator added' });
  });

  return router;
}
