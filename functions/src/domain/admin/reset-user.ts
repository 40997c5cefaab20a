import { CHAT_SESSIONS, type ChatSessionDoc, deleteSession } from '../chat/chat-sessions';
import { AppError } from '../shared/app-error';
import type { Actor, AdminDeps } from './admin-deps';
import { recordAudit } from './audit';

/** accountStatus of a reset account: it signs in for its teams only until it sets up again. */
export const TEAM_MEMBER_OAUTH_ONLY = 'TEAM_MEMBER_OAUTH_ONLY';
const PAGE = 200;

/**
 * POST /api/admin/reset-user (docs/architecture/administration.md): the user's wrapped data key is destroyed, so every
 * secret sealed with it (Drive grant, Gemini key) is unreadable for good; their sessions end; they
 * become a team member who must set up again. Reports, teams and history stay.
 */
export async function resetUser(deps: AdminDeps, actor: Actor, email: string): Promise<void> {
  const found = await deps.users.findByEmail(email);
  if (!found) throw AppError.notFound(`No user has the e-mail ${email}`);
  const now = deps.clock.now();
  await deps.keys.deleteAll(found.uid);
  await deps.sessions.endAllFor(found.uid);
  await deps.store.runTransaction(async (tx) => {
    tx.update('users', found.uid, {
      userType: 'team_member',
      isTeamMemberOnly: true,
      isSetupComplete: false,
      accountStatus: TEAM_MEMBER_OAUTH_ONLY,
      updatedAt: now.toISOString(),
    });
    recordAudit(tx, { actor, action: 'user.reset', target: email, at: now });
  });
}

/** DELETE /api/admin/clear-all-sessions: every chat session of everyone, page by page. */
export async function clearAllChatSessions(deps: AdminDeps, actor: Actor): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await deps.store.query<ChatSessionDoc>(CHAT_SESSIONS, { limit: PAGE });
    if (page.length === 0) break;
    await Promise.all(page.map((doc) => deleteSession(deps.store, doc.id, doc.data)));
    deleted += page.length;
  }
  await deps.store.runTransaction(async (tx) => {
    recordAudit(tx, {
      actor,
      action: 'sessions.cleared',
      target: `${deleted} chat sessions`,
      at: deps.clock.now(),
    });
  });
  return deleted;
}
