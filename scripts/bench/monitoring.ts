import { startLocalStack } from '../../functions/src/testing/local-stack';
import { readyCreator } from '../../functions/src/testing/sign-in-flow';
import { percentiles } from './percentiles';

type Store = Awaited<ReturnType<typeof startLocalStack>>['app']['deps']['store'];

const MONITORED_RUNS = Number(process.env.BENCH_MONITORED_RUNS ?? 10_000);

/**
 * The administrator's monitoring list over MONITORED_RUNS runs of 100 people: the first page with its
 * counts, one status tab, and a page 20 pages deep (following the cursor), each asked 20 times.
 */
export async function monitoring(): Promise<string> {
  const stack = await startLocalStack();
  try {
    const admin = await readyCreator(stack, 'admin@northwind.test');
    const { store } = stack.app.deps;
    const seededMs = await seedRuns(store);
    const timed = async (path: string) => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        const answer = await admin.call('GET', path);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        times.push(performance.now() - started);
      }
      return percentiles(times);
    };
    let cursor = '';
    for (let page = 0; page < 20; page++) {
      const answer = await admin.call(
        'GET',
        `/api/admin/report-executions${cursor ? `?before=${encodeURIComponent(cursor)}` : ''}`,
      );
      cursor = String(answer.json.nextCursor);
    }
    const rows = [
      ['first page (50 runs) with the five counts', await timed('/api/admin/report-executions')],
      ['the Failed tab', await timed('/api/admin/report-executions?status=failed')],
      [
        'page 21 (after 1,000 runs)',
        await timed(`/api/admin/report-executions?before=${encodeURIComponent(cursor)}`),
      ],
    ] as const;
    for (const [what, { median, p95 }] of rows) {
      console.log(`monitoring, ${what}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    }
    return [
      `## Report monitoring (${MONITORED_RUNS.toLocaleString('en')} runs)`,
      '',
      `GET /api/admin/report-executions as the administrator over ${MONITORED_RUNS.toLocaleString('en')} runs of 100 people`,
      `(SQLite, seeded in ${(seededMs / 1000).toFixed(1)} s), each asked 20 times over HTTP with the session cookie.`,
      '',
      '| request | median | p95 |',
      '|---|---|---|',
      ...rows.map(
        ([what, { median, p95 }]) => `| ${what} | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms |`,
      ),
      '',
    ].join('\n');
  } finally {
    await stack.stop();
  }
}

/** 100 people and MONITORED_RUNS runs of theirs, in every status; the time the runs took to store. */
async function seedRuns(store: Store): Promise<number> {
  const statuses = ['success', 'success', 'success', 'failed', 'running', 'pending'];
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let person = 0; person < 100; person++) {
    await store.set('users', `bench-user-${person}`, {
      email: `person${person}@northwind.test`,
      name: `Person ${person}`,
      userType: 'creator',
      isTeamMemberOnly: false,
      isSetupComplete: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      preferences: {},
    });
  }
  const seeding = performance.now();
  for (let i = 0; i < MONITORED_RUNS; i++) {
    await store.set('reportExecutions', `bench-run-${i}`, {
      ownerId: `bench-user-${i % 100}`,
      savedReportId: null,
      chatSessionId: null,
      triggerSource: i % 2 ? 'chat' : 'saved_report',
      savedReportName: `Report ${i}`,
      chatSessionTitle: null,
      executionStatus: statuses[i % statuses.length],
      progress: 100,
      reportDetails: {
        query: `Question ${i}`,
        keywords: ['recall', 'cost'],
        negativeKeywords: [],
        directories: [],
        deselectedDocuments: [],
        deepResearch: true,
        enableIntroduction: true,
        enableConclusion: true,
      },
      errorMessage: null,
      notificationSentAt: null,
      viewedAt: null,
      createdAt: new Date(base + i * 60_000).toISOString(),
    });
  }
  return performance.now() - seeding;
}
