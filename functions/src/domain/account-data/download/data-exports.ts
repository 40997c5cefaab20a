import { DATA_EXPORT_HOURS, type DataExportStatus } from '@quarry/contracts/account-data';
import type { DocumentStore } from '../../../ports/document-store.port';
import { ACCOUNT_JOBS, type AccountJobDoc } from '../account-jobs';

/**
 * dataExports/{id}: one download of a person's data (docs/architecture/accounts-and-data.md), built by the account job of
 * the same id. The zip itself is in dataExportChunks/{id}_{n} (export-chunks.ts): a stored document
 * holds at most 1 MiB and the cloud has no other store wired.
 */
export const DATA_EXPORTS = 'dataExports';

export interface DataExportDoc {
  ownerId: string;
  status: 'building' | 'ready';
  fileName: string;
  sizeBytes: number | null;
  chunkCount: number | null;
  createdAt: string;
  /** When a ready download is deleted (DATA_EXPORT_HOURS after it was built); null before. */
  expiresAt: string | null;
  /**
   * When the tick removes it whatever became of it: its expiry once ready; while building, a day
   * after it started (a job that never ended has long failed by then).
   */
  removeAt: string;
  [key: string]: unknown;
}

const HOUR_MS = 3600_000;
export const dataExportLifetimeMs = DATA_EXPORT_HOURS * HOUR_MS;

/** The shape of the ids this app gives downloads: anything else is not one (and not looked up). */
const EXPORT_ID = /^export_[0-9a-f]{32}$/;
export const isDataExportId = (id: string) => EXPORT_ID.test(id);

/** The zip's name: the day it was asked for, as the person's files would sort. */
export function dataExportFileName(createdAt: Date): string {
  return `quarry-data-${createdAt.toISOString().slice(0, 10)}.zip`;
}

/** A new download's record, building from `now`. */
export function newDataExport(ownerId: string, now: Date): DataExportDoc {
  return {
    ownerId,
    status: 'building',
    fileName: dataExportFileName(now),
    sizeBytes: null,
    chunkCount: null,
    createdAt: now.toISOString(),
    expiresAt: null,
    removeAt: new Date(now.getTime() + dataExportLifetimeMs).toISOString(),
  };
}

/** Whether a ready download's time is over (it may wait a minute for the tick to remove it). */
export function isExpired(doc: Pick<DataExportDoc, 'expiresAt'>, now: Date): boolean {
  return doc.expiresAt !== null && doc.expiresAt <= now.toISOString();
}

/**
 * The download as the person sees it: ready once its zip is stored, failed when its job gave up
 * (with the job's words), building otherwise, with the job's progress.
 */
export function dataExportStatus(
  id: string,
  doc: DataExportDoc,
  job: AccountJobDoc | null,
): DataExportStatus {
  const failed = job?.status === 'failed';
  return {
    id,
    status: failed ? 'failed' : doc.status,
    progress: job?.progress ?? { done: 0, total: 0 },
    createdAt: doc.createdAt,
    expiresAt: failed ? null : doc.expiresAt,
    sizeBytes: failed ? null : doc.sizeBytes,
    fileName: doc.fileName,
    error: failed ? (job?.error ?? null) : null,
  };
}

/** The download and its job, read together. */
export async function readDataExport(
  store: Pick<DocumentStore, 'getAll'>,
  id: string,
): Promise<{ doc: DataExportDoc; job: AccountJobDoc | null } | null> {
  const [[doc], [job]] = await Promise.all([
    store.getAll<DataExportDoc>(DATA_EXPORTS, [id]),
    store.getAll<AccountJobDoc>(ACCOUNT_JOBS, [id]),
  ]);
  return doc ? { doc, job: job ?? null } : null;
}
