import { NOT_WATCHING, type WatchStatus } from '@quarry/contracts/watch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_REPORTS } from '../../domain/reports/saved/saved-reports';
import type { WatchedReportDoc, WatchFields } from '../../domain/reports/saved/watch-fields';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { savedReports, saveReport } from '../../testing/reports-api';
import { authorize, readyCreator } from '../../testing/sign-in-flow';
import { grantTeamsPlan } from '../../testing/team-setup';

/**
 * PATCH /api/saved-reports/{id}/watch (docs/architecture/watching.md, docs/decisions/watching.md): only the report's owner turns
 * its watch on or off; anyone else finds no such report. The saved-reports list and the team's
 * shared reports carry the watch status.
 */
const MAYA = 'maya.chen@northwind.test';
const THEO = 'theo.member@gmail.com';
let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;
let sysAdmin: BrowserSession;
let theo: BrowserSession;
let teamId = '';

const watchPath = (id: string) => `/api/saved-reports/${id}/watch`;
const storedReport = (id: string) => stack.app.deps.store.get<WatchedReportDoc>(SAVED_REPORTS, id);
/** What a watched report keeps after a few looks, as the tick would have left it. */
const LOOKED = {
  watching: true,
  watchLastLookedAt: '2026-11-27T09:05:00.000Z',
  watchLastChangeAt: '2026-11-26T14:00:00.000Z',
  watchLastChange: {
    newFindings: 2,
    changedFindings: 1,
    droppedFindings: 0,
    newSources: 1,
    droppedSources: 0,
  },
  watchLastChangeExecutionId: 'run-found-change',
  // A report that has found a change has a watched run to compare the next with.
  watchBaselineExecutionId: 'run-found-change',
  watchDueAt: '2026-11-27T10:00:00.000Z',
  watchPendingSince: '2026-11-27T09:05:00.000Z',
} satisfies WatchFields;
const LOOKED_STATUS: WatchStatus = {
  watching: true,
  lastLookedAt: '2026-11-27T09:05:00.000Z',
  lastChangeFoundAt: '2026-11-26T14:00:00.000Z',
  lastChange: { newFindings: 2, changedFindings: 1, droppedFindings: 0, newSources: 1, droppedSources: 0 },
  lastChangeExecutionId: 'run-found-change',
  rerunDueAt: '2026-11-27T10:00:00.000Z',
  takingBaseline: false,
};

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  sam = await readyCreator(stack, 'sam.rivera@northwind.test');
  sysAdmin = await readyCreator(stack, stack.app.config.sysAdminEmail);
  // Theo administers Maya's team alongside her: an administrator of a team, not the report's owner.
  await grantTeamsPlan(stack, MAYA);
  const created = await maya.call('POST', '/api/teams', { name: 'Leases' });
  teamId = (created.json.team as { id: string }).id;
  await maya.call('POST', `/api/teams/${teamId}/members`, { email: THEO });
  theo = new BrowserSession(stack.app.url);
  await authorize(theo, THEO, 'team_member_signup');
  const members = (await maya.call('GET', `/api/teams/${teamId}/members`)).json.members as {
    id: string;
    email: string;
  }[];
  const theoId = members.find((m) => m.email === THEO)?.id;
  expect((await maya.call('POST', `/api/teams/${teamId}/administrators`, { memberId: theoId })).status).toBe(
    200,
  );
}, 120_000);
afterAll(() => stack?.stop());

describe('turning a watch on and off', () => {
  it('when the owner turns the watch on for a report with no run of its own, then its first run (the baseline) starts at the switch and the status says the first answer is being taken', async () => {
    const id = await saveReport(maya, 'Kestrel watched');

    const turnedOn = await maya.call('PATCH', watchPath(id), { watch: true });

    expect(turnedOn.status).toBe(200);
    const { watch } = turnedOn.json as { watch: WatchStatus };
    expect(watch).toEqual({ ...NOT_WATCHING, watching: true, takingBaseline: true });
    const runs = await stack.app.deps.store.query<{ triggerSource: string }>('reportExecutions', {
      where: [{ field: 'savedReportId', op: '==', value: id }],
    });
    expect(runs.map((run) => run.data.triggerSource)).toEqual(['watch']);
  });

  it('when the owner turns a watch off while a re-run waits, then the waiting re-run is forgotten and the list shows it not watching', async () => {
    const id = await saveReport(maya, 'Kestrel unwatched');
    await stack.app.deps.store.update(SAVED_REPORTS, id, LOOKED);

    const turnedOff = await maya.call('PATCH', watchPath(id), { watch: false });

    expect(turnedOff.status).toBe(200);
    expect(turnedOff.json.watch).toMatchObject({ watching: false, rerunDueAt: null });
    expect(await storedReport(id)).toMatchObject({
      watching: false,
      watchDueAt: null,
      watchPendingSince: null,
    });
    expect((await savedReports(maya)).find((r) => r.id === id)?.watch).toMatchObject({
      watching: false,
      rerunDueAt: null,
      lastChangeFoundAt: null,
    });
  });

  it('when a watch is turned off and on again, then no re-run is waiting from before', async () => {
    const id = await saveReport(maya, 'Kestrel again');
    await stack.app.deps.store.update(SAVED_REPORTS, id, LOOKED);

    await maya.call('PATCH', watchPath(id), { watch: false });
    const again = await maya.call('PATCH', watchPath(id), { watch: true });

    expect(again.json.watch).toMatchObject({ watching: true, rerunDueAt: null });
  });
});

describe('who may change a watch', () => {
  it('when anyone but the owner changes a watch (anonymous, another person, the system administrator, a team administrator), then it is refused and nothing changes', async () => {
    const id = await saveReport(maya, 'Private watch');
    await maya.call('POST', `/api/reports/${id}/share`, { teamId, shareType: 'adhoc' });
    const before = await storedReport(id);

    const anonymous = await fetch(`${stack.app.url}${watchPath(id)}`, {
      method: 'PATCH',
      headers: { origin: stack.app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ watch: true }),
    });
    const others = await Promise.all(
      [sam, sysAdmin, theo].map((session) => session.call('PATCH', watchPath(id), { watch: true })),
    );

    expect(anonymous.status).toBe(401);
    expect(others.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(await storedReport(id)).toEqual(before);
    expect((await savedReports(maya)).find((r) => r.id === id)?.watch).toEqual(NOT_WATCHING);
  });

  it('when the report does not exist, then it is not found', async () => {
    const missing = await maya.call('PATCH', watchPath('no-such-report'), { watch: true });

    expect(missing.status).toBe(404);
  });
});

describe('bad input', () => {
  const BAD_BODIES: Record<string, string> = {
    'no watch': '{}',
    'watch as a string': '{"watch":"true"}',
    'watch as a number': '{"watch":1}',
    'watch null': '{"watch":null}',
    'watch in a list': '{"watch":[true]}',
    'a list': '[{"watch":true}]',
    null: 'null',
    'a string': '"watch"',
    'extra junk beside it': '{"watch":true,"rerunDueAt":null}',
    'not JSON': '{watch: true}',
    'cut short': '{"watch":tr',
  };

  it.each(Object.entries(BAD_BODIES))(
    'when the body is %s, then it answers 400 with a message and stores nothing',
    async (name, body) => {
      const id = await saveReport(maya, `Bad input: ${name}`);
      const before = await storedReport(id);

      const sent = await fetch(`${stack.app.url}${watchPath(id)}`, {
        method: 'PATCH',
        headers: { origin: stack.app.url, cookie: maya.cookie ?? '', 'content-type': 'application/json' },
        body,
      });

      expect(sent.status).toBe(400);
      expect(typeof ((await sent.json()) as { message?: unknown }).message).toBe('string');
      expect(await storedReport(id)).toEqual(before);
    },
  );
});

describe('where the watch shows', () => {
  it('when a watched report has looked and found a change, then the list carries its status', async () => {
    const id = await saveReport(maya, 'Kestrel looked');
    await stack.app.deps.store.update(SAVED_REPORTS, id, LOOKED);

    const listed = (await savedReports(maya)).find((r) => r.id === id);

    expect(listed?.watch).toEqual(LOOKED_STATUS);
  });

  it("when a watched report is shared with a team, then the team's shared reports carry its status for members and the owner", async () => {
    const id = await saveReport(maya, 'Kestrel for the team');
    await maya.call('POST', `/api/reports/${id}/share`, { teamId, shareType: 'adhoc' });
    await stack.app.deps.store.update(SAVED_REPORTS, id, LOOKED);

    const asMember = (await theo.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports as {
      savedReportId: string;
      watch: WatchStatus;
    }[];
    const asOwner = (await maya.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports as {
      savedReportId: string;
      watch: WatchStatus;
    }[];

    expect(asMember.find((r) => r.savedReportId === id)?.watch).toEqual(LOOKED_STATUS);
    expect(asOwner.find((r) => r.savedReportId === id)?.watch).toEqual(LOOKED_STATUS);
  });

  it("when a shared report does not watch, then the team's shared reports say so", async () => {
    const id = await saveReport(maya, 'Kestrel unwatched for the team');
    await maya.call('POST', `/api/reports/${id}/share`, { teamId, shareType: 'adhoc' });

    const shared = (await theo.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports as {
      savedReportId: string;
      watch: WatchStatus;
    }[];

    expect(shared.find((r) => r.savedReportId === id)?.watch).toEqual(NOT_WATCHING);
  });
});
