import {
  AdminEmailRequest,
  MonitoringQuery,
  SaveSystemSettingsRequest,
  TestPromptRequest,
} from '@quarry/contracts/admin';
import { Router } from 'express';
import { z } from 'zod';
import { grantAccess, listGrants, removeGrant } from '../../domain/admin/access-grants';
import type { AdminDeps } from '../../domain/admin/admin-deps';
import { listAudit } from '../../domain/admin/audit';
import { availableModels } from '../../domain/admin/available-models';
import { monitorExecutions } from '../../domain/admin/monitoring';
import { testPrompt } from '../../domain/admin/prompt-test';
import { clearAllChatSessions, resetUser } from '../../domain/admin/reset-user';
import {
  currentSettings,
  getVersion,
  listVersions,
  restoreVersion,
  saveSettings,
} from '../../domain/admin/settings-versions';
import type { AppDeps } from '../app-deps';
import { idempotent } from '../middleware/idempotency';
import { requireUid } from '../middleware/session';
import { requiresSysAdmin } from '../middleware/sys-admin';
import { parseInput } from '../validate';

const VersionNumber = z.object({ number: z.coerce.number().int().min(1).max(99_999_999) });

/**
 * The system administrator's API (spec part 3 section 7, docs/architecture/administration.md). Every path under
 * /admin stands behind requiresSysAdmin; every change is audited by its use case.
 */
export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  const admin: AdminDeps = {
    store: deps.store,
    clock: deps.accounts.clock,
    users: deps.accounts.users,
    keys: deps.accounts.keys,
    sessions: deps.accounts.sessions,
  };
  router.use('/admin', requiresSysAdmin(deps));
  settingsRoutes(router, deps, admin);
  peopleRoutes(router, admin);

  router.get('/admin/audit', async (_req, res) => {
    res.json({ entries: await listAudit(admin.store) });
  });

  router.get('/admin/report-executions', async (req, res) => {
    res.json(await monitorExecutions(admin, parseInput(MonitoringQuery, req.query)));
  });

  return router;
}

/** The administrator who acts, as requiresSysAdmin found them. */
const actor = (locals: { adminEmail?: string }) => locals.adminEmail as string;

/** The system settings: read, save, test a prompt, the models, and the saved versions. */
function settingsRoutes(router: Router, deps: AppDeps, admin: AdminDeps): void {
  const once = idempotent(deps);

  router.get('/admin/system-settings', async (_req, res) => {
    res.json(await currentSettings(admin));
  });

  router.put('/admin/system-settings', once, async (req, res) => {
    const request = parseInput(SaveSystemSettingsRequest, req.body);
    res.json(await saveSettings(admin, actor(res.locals), request));
  });

  router.post('/admin/system-settings/test', async (req, res) => {
    const request = parseInput(TestPromptRequest, req.body);
    res.json(await testPrompt(deps.research, requireUid(res), request));
  });

  // The models the administrator's own key can call, and whether each configured one is among them.
  router.get('/admin/models', async (_req, res) => {
    const uid = requireUid(res);
    res.json(
      await availableModels({ store: admin.store, keys: admin.keys, model: deps.research.model }, uid),
    );
  });

  router.get('/admin/system-settings/versions', async (_req, res) => {
    res.json({ versions: await listVersions(admin) });
  });

  router.get('/admin/system-settings/versions/:number', async (req, res) => {
    const { number } = parseInput(VersionNumber, req.params);
    res.json({ version: await getVersion(admin, number) });
  });

  router.post('/admin/system-settings/versions/:number/restore', once, async (req, res) => {
    const { number } = parseInput(VersionNumber, req.params);
    res.json(await restoreVersion(admin, actor(res.locals), number));
  });
}

/** The people: complimentary access, resetting a user, clearing every chat session. */
function peopleRoutes(router: Router, admin: AdminDeps): void {
  // Complimentary access and authorized users: one list under both names (docs/architecture/administration.md).
  for (const path of ['/admin/complimentary-access', '/admin/authorized-users']) {
    router.get(path, async (_req, res) => {
      res.json({ users: await listGrants(admin) });
    });
    router.post(path, async (req, res) => {
      const { email } = parseInput(AdminEmailRequest, req.body);
      res.status(201).json({ user: await grantAccess(admin, actor(res.locals), email) });
    });
    router.delete(`${path}/:id`, async (req, res) => {
      await removeGrant(admin, actor(res.locals), req.params.id);
      res.json({ ok: true });
    });
  }

  router.post('/admin/reset-user', async (req, res) => {
    const { email } = parseInput(AdminEmailRequest, req.body);
    await resetUser(admin, actor(res.locals), email);
    res.json({ message: `${email} was reset` });
  });

  router.delete('/admin/clear-all-sessions', async (_req, res) => {
    res.json({ deleted: await clearAllChatSessions(admin, actor(res.locals)) });
  });
}
