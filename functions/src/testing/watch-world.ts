import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import type { DriveAccess } from '../domain/accounts/drive-access';
import { RunEventBell } from '../domain/reports/runs/run-event-bell';
import { type StoredReport, storeReport, writeDocuments } from '../domain/reports/runs/run-parts';
import type { ExecutionDocument, RunRecord } from '../domain/reports/runs/run-record';
import { RUNS as EXECUTIONS } from '../domain/reports/runs/stored-run';
import type { EvidenceRow } from '../domain/research/extraction/evidence-table';
import type { WatchDeps } from '../domain/watch/watch-deps';
import type { DocumentStore } from '../ports/document-store.port';
import type { DriveChange, DriveChangesPage, DriveFile } from '../ports/drive.port';
import type { OutgoingMail } from '../ports/mailer.port';
import { ManualClock } from './manual-clock';

export const OWNER = 'owner-watch';
export const OWNER_EMAIL = 'maya.chen@northwind.test';

/** A file of the scripted drive: its search matches any query naming its keyword. */
interface ScriptedFile extends DriveFile {
  keyword: string;
}

/**
 * Drive's change log as a script (for the tests of the tick's watching under faults): files, a log
 * of changes read `pageSize` at a time, and faults queued per page token. Page tokens are log
 * positions, as the emulator's are.
 */
export class ScriptedDrive {
  readonly files = new Map<string, ScriptedFile>();
  readonly log: DriveChange[] = [];
  /** Folders as listFolders finds them: Quarry's, by their mark (the scripted drive has no deeper ones). */
  readonly folders: DriveFile[] = [];
  readonly reads: string[] = [];
  private readonly faults = new Map<string, number>();

  constructor(private readonly pageSize = 1) {}

  add(id: string, keyword: string): void {
    this.files.set(id, { id, name: `${keyword} ${id}.md`, mimeType: 'text/markdown', keyword });
  }

  edit(id: string): void {
    const file = this.files.get(id)!;
    this.log.push({ fileId: id, removed: false, file: { ...file, version: String(this.log.length + 2) } });
  }

  /** The next `times` reads from `token` answer Drive's 500. */
  failAt(token: string, times = 1): void {
    this.faults.set(token, times);
  }

  async startPageToken(): Promise<string> {
    return String(this.log.length);
  }

  async listChanges(_token: string, pageToken: string): Promise<DriveChangesPage> {
    this.reads.push(pageToken);
    const faults = this.faults.get(pageToken) ?? 0;
    if (faults > 0) {
      this.faults.set(pageToken, faults - 1);
      throw Object.assign(new Error('Google Drive changes list failed (500)'), { status: 500 });
    }
    const from = Number(pageToken);
    const end = Math.min(this.log.length, from + this.pageSize);
    const changes = this.log.slice(from, end);
    return end < this.log.length
      ? { changes, nextPageToken: String(end) }
      : { changes, newStartPageToken: String(end) };
  }

  /** A change to a file the scripted search does not know (one Quarry wrote, say). */
  change(file: DriveFile): void {
    this.log.push({ fileId: file.id, removed: false, file });
  }

  /** Quarry's folders when asked for them by their mark; none inside them. */
  async listFolders(_token: string, within = ''): Promise<DriveFile[]> {
    return within.includes('quarryFolder') ? this.folders.filter((f) => f.appProperties?.quarryFolder) : [];
  }

  async search(_token: string, q: string): Promise<DriveFile[]> {
    return [...this.files.values()].filter((f) => q.toLowerCase().includes(f.keyword));
  }
}

export interface WatchWorld {
  deps: WatchDeps;
  clock: ManualClock;
  drive: ScriptedDrive;
  sent: OutgoingMail[];
  enqueued: string[];
  /** The next `times` sends fail as SendGrid's 500 would. */
  failSends: (times: number) => void;
}

export function watchWorld(store: DocumentStore, start = '2026-11-27T09:00:00.000Z'): WatchWorld {
  const clock = new ManualClock(start);
  const drive = new ScriptedDrive();
  const sent: OutgoingMail[] = [];
  const enqueued: string[] = [];
  let failing = 0;
  const users = { get: async (uid: string) => store.get('users', uid) };
  const access = {
    withDrive: (_uid: string, work: (d: unknown, t: string) => unknown) => work(drive, 'token'),
  };
  const deps = {
    store,
    clock,
    research: { accounts: { users }, renderer: { opening: async (html: string) => ({ html, text: html }) } },
    mailer: {
      send: async (mail: OutgoingMail) => {
        if (failing > 0) {
          failing -= 1;
          throw new Error('SendGrid answered 500');
        }
        sent.push(mail);
      },
    },
    queue: { enqueue: async (id: string) => void enqueued.push(id) },
    leaseMs: 120_000,
    appOrigin: 'http://localhost:8080',
    linkSigningKey: 'k'.repeat(32),
    warn: () => {},
    changes: { publish: async () => {} },
    runEvents: new RunEventBell(),
    // One scripted drive everyone shares: every member can open every file in it.
    viewers: {
      openable: async (_viewer: string, ids: readonly string[]) => new Map(ids.map((id) => [id, true])),
    },
    search: { accounts: { users }, drive: access as unknown as DriveAccess },
  } as unknown as WatchDeps;
  return {
    deps,
    clock,
    drive,
    sent,
    enqueued,
    failSends: (times) => {
      failing = times;
    },
  };
}

/** The owner and a watched report over files with `keyword`, whose last successful run read `fileIds`. */
export async function seedWatchedReport(
  world: WatchWorld,
  reportId: string,
  keyword: string,
  table: EvidenceRow[],
  owner: { uid: string; email: string } = { uid: OWNER, email: OWNER_EMAIL },
): Promise<void> {
  const { store } = world.deps;
  await store.set('users', owner.uid, {
    email: owner.email,
    name: 'Maya Chen',
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    preferences: DEFAULT_PREFERENCES,
  });
  await store.set('savedReports', reportId, {
    ownerId: owner.uid,
    reportName: `${keyword} report`,
    query: `What about ${keyword}?`,
    keywords: [keyword],
    negativeKeywords: [],
    deselectedDocuments: [],
    selectedDirectories: [],
    deepResearch: false,
    enableIntroduction: false,
    enableConclusion: false,
    showDocumentsInSharedReports: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    watching: true,
  });
  await seedRun(world, `${reportId}-first`, reportId, table, { triggerSource: 'saved_report' });
}

/** A finished run of the report, stored as a run stores it (its documents and evidence table). */
export async function seedRun(
  world: WatchWorld,
  id: string,
  reportId: string,
  table: EvidenceRow[],
  record: Partial<RunRecord>,
): Promise<void> {
  const { store, clock } = world.deps;
  const createdAt = clock.now().toISOString();
  const documents: ExecutionDocument[] = table.map((row) => ({
    id: row.documentId,
    name: row.name,
    mimeType: 'text/markdown',
    status: 'pending',
  }));
  const report = {
    result: '<p>The answer.</p>',
    resultWithoutDocuments: '<p>The answer.</p>',
    evidence: { citations: [], flaggedClaims: [] },
    documentNames: { data: [], noData: [], failed: [] },
  } as unknown as StoredReport;
  const parts = await storeReport(store, id, 1, { ownerId: OWNER, createdAt }, report, table);
  await store.set(EXECUTIONS, id, {
    ownerId: OWNER,
    savedReportId: reportId,
    chatSessionId: null,
    triggerSource: 'saved_report',
    savedReportName: null,
    chatSessionTitle: null,
    executionStatus: 'success',
    progress: 100,
    reportDetails: {
      query: '',
      keywords: [],
      negativeKeywords: [],
      directories: [],
      deselectedDocuments: [],
      deepResearch: false,
      enableIntroduction: false,
      enableConclusion: false,
    },
    documentCount: documents.length,
    errorMessage: null,
    createdAt,
    finishedAt: createdAt,
    ...parts,
    ...record,
  });
  await store.runTransaction(async (tx) => {
    writeDocuments(tx, id, { ownerId: OWNER, createdAt }, documents);
  });
}

/** One row of an evidence table: a document and what it said. */
export function row(documentId: string, findings: string[]): EvidenceRow {
  return {
    documentId,
    name: `${documentId}.md`,
    link: null,
    outcome: findings.length ? 'data' : 'noData',
    reason: null,
    findings: findings.map((text) => ({ text, verified: true })),
  };
}
