import type { Clock } from '../../../ports/clock.port';
import type { DocumentStore } from '../../../ports/document-store.port';
import type { ViewerDriveAccess } from '../../../ports/viewer-access.port';
import type { ZipWriter } from '../../../ports/zip-writer.port';
import type { UserRecord } from '../../accounts/users';
import { CHAT_SESSIONS } from '../../chat/chat-sessions';
import type { ExportWriter } from '../../reports/export/export-report';
import { SWEPT_RUNS } from '../../reports/runs/run-sweeps';
import { SAVED_REPORTS } from '../../reports/saved/saved-reports';
import { type AccountJobHandler, type JobContext, PermanentJobError } from '../run-account-job';
import { writeProfile, writeSavedReports, writeShares, writeSmallRecords } from './account-records';
import { writeChats } from './chat-records';
import { DATA_EXPORTS, type DataExportDoc, dataExportLifetimeMs } from './data-exports';
import { writeExecutions } from './execution-records';
import { ChunkWriter, deleteChunks } from './export-chunks';
import type { ExportOut } from './export-out';
import { readmeText } from './readme';
import { writeTeams } from './team-records';

export interface DataExportDeps {
  store: DocumentStore;
  clock: Clock;
  zip: ZipWriter;
  /** A report's Markdown, written as the Markdown export writes it (on the exports' thread). */
  markdown: ExportWriter;
  /** Which files the person can open in Drive (reports/saved/document-view.ts). */
  viewers: ViewerDriveAccess;
  /** The most of the zip one stored chunk holds (export-chunks.ts); smaller in tests. */
  chunkBytes?: number;
}

/** Records counted ahead, so the progress has a total: the collections that grow. */
async function countRecords(store: DocumentStore, uid: string): Promise<number> {
  const owned = { where: [{ field: 'ownerId', op: '==' as const, value: uid }] };
  const counts = await Promise.all(
    [SWEPT_RUNS, CHAT_SESSIONS, SAVED_REPORTS].map((collection) => store.count(collection, owned)),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Writes the whole zip into the export's chunks; answers its size and number of chunks. */
async function writeZip(deps: DataExportDeps, job: JobContext, user: UserRecord) {
  const uid = job.job.ownerId;
  const total = (await countRecords(deps.store, uid)) + 1;
  await job.progress(0, total);
  let done = 0;
  const chunks = new ChunkWriter(deps.store, { ownerId: uid, exportId: job.id }, deps.chunkBytes);
  const zip = deps.zip.open(chunks.write, deps.clock.now());
  const email = user.email.toLowerCase();
  const out: ExportOut = {
    store: deps.store,
    uid,
    email,
    zip,
    // The small collections are not counted ahead: the total grows with them rather than be passed.
    advance: async (records) => {
      done += records;
      await job.progress(done, Math.max(total, done));
    },
  };
  await zip.add('README.txt', readmeText(email, deps.clock.now()));
  await writeProfile(out, user);
  await writeSavedReports(out);
  await writeChats(out);
  await writeExecutions(out, deps.markdown, deps.viewers);
  await writeTeams(out);
  await writeShares(out);
  await writeSmallRecords(out);
  await zip.finish();
  return chunks.close();
}

/**
 * The 'data-export' account job (docs/architecture/accounts-and-data.md): gathers every record the person owns or
 * authored into a zip, stored in chunks beside its record, and marks the download ready until
 * DATA_EXPORT_HOURS from now. A retried attempt starts over cleanly: it first removes the chunks an
 * earlier one left.
 */
export function buildDataExport(deps: DataExportDeps): AccountJobHandler {
  return async (job) => {
    const record = await deps.store.get<DataExportDoc>(DATA_EXPORTS, job.id);
    if (!record) throw new PermanentJobError('This download was removed. Please start a new one.');
    if (record.status === 'ready') return;
    const user = await deps.store.get<UserRecord>('users', job.job.ownerId);
    if (!user) throw new PermanentJobError('Your account was not found.');
    await deleteChunks(deps.store, job.id);
    const { sizeBytes, chunkCount } = await writeZip(deps, job, user);
    const expiresAt = new Date(deps.clock.now().getTime() + dataExportLifetimeMs).toISOString();
    await deps.store.update(DATA_EXPORTS, job.id, {
      status: 'ready',
      sizeBytes,
      chunkCount,
      expiresAt,
      removeAt: expiresAt,
    });
  };
}
