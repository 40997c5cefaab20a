import { createHash } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Makes an account with an address on the Workspace domain an accepted member of a team, written in
 * the app's store as an operator could: an invitation takes Gmail addresses only (spec part 3
 * section 5), and the sample Shared Drive's members are on northwind.test. The membership's id is
 * the team's id and a digest of the e-mail, as domain/teams/team-docs.ts makes it.
 */
export function addTeamMember(teamId: string, email: string, invitedBy: string): void {
  const dataDir = process.env.QUARRY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('QUARRY_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new DatabaseSync(path.join(dataDir, 'quarry.db'));
  try {
    const user = db
      .prepare(`SELECT id FROM "users" WHERE json_extract(data, '$.email') = ?`)
      .get(email.toLowerCase()) as { id: string } | undefined;
    if (!user) throw new Error(`no account for ${email}`);
    const now = new Date().toISOString();
    const member = {
      teamId,
      email: email.toLowerCase(),
      userId: user.id,
      role: 'member',
      inviteStatus: 'accepted',
      invitedAt: now,
      acceptedAt: now,
      invitedBy,
    };
    const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
    db.exec(
      'CREATE TABLE IF NOT EXISTS "teamMembers" (id TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL)',
    );
    db.prepare('INSERT OR REPLACE INTO "teamMembers" (id, version, data) VALUES (?, 1, ?)').run(
      `${teamId}_${digest}`,
      JSON.stringify(member),
    );
  } finally {
    db.close();
  }
}
