import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { LiveStreamReader, topicsOf } from '../../testing/live-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { readyCreator } from '../../testing/sign-in-flow';
import { teamWithMember } from '../../testing/team-setup';

/**
 * Live updates over HTTP (docs/architecture/teams-and-sharing.md): GET /api/events streams each signed-in person the
 * change signals that concern them, with heartbeats, and replays what a reconnecting page missed.
 */
const LEADER = 'maya.chen@northwind.test';
const MEMBER = 'live.member@gmail.com';
const OUTSIDER = 'sam.outside@northwind.test';

let stack: LocalStack;
let leader: BrowserSession;
let member: BrowserSession;
let outsider: BrowserSession;
let teamId = '';
let reportId = '';
const open: LiveStreamReader[] = [];

function listen(session: BrowserSession, headers: Record<string, string> = {}, query = '') {
  return LiveStreamReader.open(`${stack.app.url}/api/events${query}`, {
    ...(session.cookie ? { cookie: session.cookie } : {}),
    ...headers,
  }).then((reader) => {
    open.push(reader);
    return reader;
  });
}

beforeAll(async () => {
  stack = await startLocalStack({ app: { LIVE_HEARTBEAT_SECONDS: '0.2' } });
  ({ leader, member, teamId } = await teamWithMember(stack, {
    leader: LEADER,
    member: MEMBER,
    teamName: 'Live Desk',
  }));
  outsider = await readyCreator(stack, OUTSIDER);
  reportId = String(
    (
      await leader.call('POST', '/api/saved-reports', {
        reportName: 'Recall costs',
        query: 'What did the Ridgeline 2 recall cost?',
        keywords: ['recall', 'Ridgeline'],
      })
    ).json.id,
  );
}, 120_000);
afterAll(async () => {
  for (const reader of open) reader.close();
  await stack?.stop();
});

describe('GET /api/live/channel', () => {
  it('when a signed-in page asks where to listen locally, then it is told the SSE stream', async () => {
    const channel = await member.call('GET', '/api/live/channel');
    expect(channel.status).toBe(200);
    expect(channel.json).toEqual({ kind: 'sse', url: '/api/events' });
  });
});

describe('GET /api/events', () => {
  it('when a team administrator shares a report, then the member, the administrator and no one else are told', async () => {
    const [memberStream, leaderStream, outsiderStream] = await Promise.all([
      listen(member),
      listen(leader),
      listen(outsider),
    ]);
    const shared = await leader.call('POST', `/api/reports/${reportId}/share`, {
      teamId,
      shareType: 'adhoc',
    });
    expect(shared.status).toBe(200);
    const seen = await memberStream.next((m) => topicsOf(m).includes('sharedReports'));
    expect(seen.signal?.topics).toEqual(expect.arrayContaining(['sharedReports', 'teams']));
    await leaderStream.next((m) => topicsOf(m).includes('sharedReports'));
    // The outsider's stream stays quiet but alive: heartbeats, no signal.
    await outsiderStream.heartbeatsSeen(3);
    expect(outsiderStream.messages.filter((m) => m.event === 'change')).toEqual([]);
  });

  it('when a shared report runs, then the member sees it queued, started and finished as it happens', async () => {
    const memberStream = await listen(member);
    const shares = await member.call('GET', `/api/teams/${teamId}/shared-reports`);
    const share = (shares.json.sharedReports as { id: string }[])[0];
    const run = await leader.call('POST', `/api/shared-reports/${share?.id}/execute`);
    expect(run.status).toBe(202);
    const executionId = String(run.json.executionId);
    await until(
      'the run to finish',
      async () => {
        const view = await leader.call('GET', `/api/shared-report-execution/${executionId}/view`);
        return (view.json.execution as { status: string }).status === 'success';
      },
      { tries: 600 },
    );
    // Created, claimed by the worker and ended: at least three, the last after the end.
    await until('the end to be signalled', async () => {
      const runs = memberStream.messages.filter((m) => topicsOf(m).includes('executions'));
      return runs.length >= 3;
    });
    const last = memberStream.messages.filter((m) => topicsOf(m).includes('executions')).at(-1);
    expect(topicsOf(last!)).toEqual(expect.arrayContaining(['executions', 'sharedReports']));
  });

  it('when a page reconnects with Last-Event-ID, then it gets what it missed and nothing from before', async () => {
    const first = await listen(member);
    await leader.call('POST', `/api/teams/${teamId}/members`, { email: 'another.invitee@gmail.com' });
    const before = await first.next((m) => topicsOf(m).includes('teams'));
    first.close();
    await leader.call('POST', `/api/teams/${teamId}/members`, { email: 'third.invitee@gmail.com' });
    const again = await listen(member, { 'last-event-id': String(before.id) });
    const missed = await again.next((m) => m.event === 'change');
    expect(missed.id).not.toBe(before.id);
    expect(topicsOf(missed)).toContain('teams');
    expect(again.messages.filter((m) => m.id === before.id)).toEqual([]);
    expect(again.messages.some((m) => m.event === 'resync')).toBe(false);
  });

  it('when a page reconnects with an id from before a restart, then it is told to refetch everything', async () => {
    const stale = await listen(member, {}, '?lastEventId=deadbeef-7');
    const message = await stale.next(() => true);
    expect(message.event).toBe('resync');
  });

  it('when Last-Event-ID is not an id the stream sent, then it answers 400', async () => {
    for (const bad of ['7', 'x-1', '<script>', 'a'.repeat(200)]) {
      const response = await fetch(`${stack.app.url}/api/events?lastEventId=${encodeURIComponent(bad)}`, {
        headers: { cookie: String(member.cookie) },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/Invalid Last-Event-ID/);
    }
  });

  it('when nobody is signed in, then the stream answers 401 and opens nothing', async () => {
    const anonymous = await LiveStreamReader.open(`${stack.app.url}/api/events`, {});
    expect(anonymous.status).toBe(401);
  });
});
