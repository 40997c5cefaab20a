import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../testing/browser-session';
import { gemini } from '../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../testing/local-stack';
import { type RouteInput, type Variant, variantsFor } from '../testing/malformed-variants';
import { watchOutsideCalls } from '../testing/outside-calls';
import { registeredRoutes } from '../testing/registered-routes';
import { routeInputs } from '../testing/route-inputs';
import { readyCreator } from '../testing/sign-in-flow';
import { snapshotStore } from '../testing/store-snapshot';
import { createApp } from './app';

/**
 * Bad input gets a clear 4xx, never a 5xx, and changes nothing (docs/architecture/backend.md). Every route that
 * takes a body or a path parameter gets dozens of malformed requests, signed in as a ready creator
 * (so they reach validation) and some anonymously; the whole store is compared before and after.
 */
let stack: LocalStack;
let maya: BrowserSession;
const seeded = { session: '', report: '' };

/**
 * What may move while nothing is stored: a session notes its last use (at most once a minute) on
 * any signed-in request, and the rate limiter counts every sign-in and contact request before the
 * body is read (that is its job). Everything else must stay exactly as it was.
 */
const MOVING = { fields: { authSessions: ['lastSeenAt'] }, collections: ['rateCounters'] };
/** Limits high enough that every malformed request reaches validation rather than a 429. */
const LIMITS = { RATE_LIMIT_SIGN_IN_PER_MINUTE: '10000', RATE_LIMIT_CONTACT_PER_10_MINUTES: '10000' };
const BATCH = 12;
const ANONYMOUS_PER_ROUTE = 8;

interface Outcome {
  label: string;
  status: number;
  body: unknown;
}

async function send(
  route: string,
  variant: Variant,
  input: RouteInput | undefined,
  cookie?: string,
): Promise<Outcome> {
  const [method, pattern] = route.split(' ') as [string, string];
  const path = pattern.replace(':id', variant.id ?? input?.id ?? 'no-such-id');
  const headers: Record<string, string> = { origin: stack.app.url };
  if (cookie) headers.cookie = cookie;
  if (variant.contentType !== null) headers['content-type'] = variant.contentType ?? 'application/json';
  const label = `${route} [${variant.name}]${cookie ? '' : ' (anonymous)'}`;
  try {
    const response = await fetch(`${stack.app.url}${path}`, { method, headers, body: variant.body });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text so the failure shows what came back.
    }
    return { label, status: response.status, body };
  } catch (error) {
    return { label, status: 0, body: String(error) };
  }
}

beforeAll(async () => {
  stack = await startLocalStack({ app: LIMITS });
  maya = await readyCreator(stack, 'maya.chen@northwind.test');
  const session = await maya.call('POST', '/api/chat/sessions', { title: 'Seeded', chatData: [] });
  seeded.session = String(session.json.sessionId);
  const report = await maya.call('POST', '/api/saved-reports', {
    reportName: 'Seeded report',
    query: 'What did the recall cost?',
    keywords: ['recall'],
  });
  seeded.report = String(report.json.id);
}, 90_000);
afterAll(() => stack?.stop());

describe('malformed input', () => {
  it('when any route taking input gets malformed requests, then each is a 4xx with a message and nothing is stored or called', async () => {
    const declared = routeInputs(stack.app.url, seeded);
    const routes = registeredRoutes(createApp(stack.app.deps));
    const takesInput = routes.filter((r) => r.includes(':') || /^(POST|PUT|PATCH) /.test(r));
    expect(
      takesInput.filter((r) => !r.includes(':') && !declared[r]),
      'routes with a body and no declared input',
    ).toEqual([]);
    expect(
      Object.keys(declared).filter((r) => !routes.includes(r)),
      'declared inputs for routes the app no longer has',
    ).toEqual([]);

    const jobs: { route: string; variant: Variant; anonymous: boolean }[] = [];
    const perRoute: Record<string, number> = {};
    for (const route of takesInput) {
      const variants = variantsFor(route, declared[route]);
      if (variants.length === 0) continue;
      perRoute[route] = variants.length;
      // Anonymous callers get a spread of the same variants: body, field and path ones alike.
      const every = Math.ceil(variants.length / ANONYMOUS_PER_ROUTE);
      for (const [index, variant] of variants.entries()) {
        jobs.push({ route, variant, anonymous: false });
        if (index % every === 0) jobs.push({ route, variant, anonymous: true });
      }
    }
    expect(
      Object.entries(perRoute).filter(([, count]) => count < 50),
      'routes with under 50 variants',
    ).toEqual([]);

    const watch = watchOutsideCalls({
      model: stack.app.deps.accounts.model,
      identity: stack.app.deps.accounts.identity,
      drive: stack.app.deps.drive,
      mailer: stack.app.deps.contact.mailer,
      botCheck: stack.app.deps.contact.botCheck,
      billing: stack.app.deps.billing.billing,
      queue: stack.app.deps.reports.queue,
    });
    const geminiBefore = await gemini.stats(stack.emulators.url);
    const before = snapshotStore(stack.app.config.dataDir, MOVING);

    const outcomes: Outcome[] = [];
    for (let start = 0; start < jobs.length; start += BATCH) {
      const batch = jobs.slice(start, start + BATCH);
      outcomes.push(
        ...(await Promise.all(
          batch.map((job) =>
            send(job.route, job.variant, declared[job.route], job.anonymous ? undefined : maya.cookie),
          ),
        )),
      );
    }
    const calls = watch.calls();
    watch.restore();
    await stack.app.deps.localQueue.idle();
    const after = snapshotStore(stack.app.config.dataDir, MOVING);
    const statuses: Record<number, number> = {};
    for (const { status } of outcomes) statuses[status] = (statuses[status] ?? 0) + 1;
    console.info(
      `malformed input: ${Object.keys(perRoute).length} routes x ${Math.round(jobs.length / Object.keys(perRoute).length)} variants on average = ${outcomes.length} requests; statuses ${JSON.stringify(statuses)}`,
    );

    const notClear = outcomes.filter(
      (o) =>
        o.status < 400 || o.status >= 500 || typeof (o.body as { message?: unknown })?.message !== 'string',
    );
    expect(notClear.map((o) => `${o.label} -> ${o.status} ${JSON.stringify(o.body).slice(0, 160)}`)).toEqual(
      [],
    );
    expect(calls, 'calls into Gemini, Google, Drive, mail, bot check, billing or the queue').toEqual({});
    expect((await gemini.stats(stack.emulators.url)).calls).toBe(geminiBefore.calls);
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
  }, 120_000);
});
