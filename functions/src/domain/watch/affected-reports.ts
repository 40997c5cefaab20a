import type { DriveChange } from '../../ports/drive.port';
import { readDocuments } from '../reports/runs/run-parts';
import { getRun, lastSuccessfulRun } from '../reports/runs/run-reads';
import type { WatchedReportDoc } from '../reports/saved/watch-fields';
import { FOLDER } from '../research/search/document-types';
import { isMarked, isOwnFile, ownFolders } from '../research/search/own-files';
import { searchDocuments } from '../research/search/search-documents';
import type { WatchDeps } from './watch-deps';

export interface WatchedReport {
  id: string;
  doc: WatchedReportDoc;
}

/**
 * Which of an owner's watched reports a page of Drive changes touches (docs/architecture/watching.md): a file
 * the report read last time (edited, trashed or removed), or one its search finds now (added, or
 * edited into it). The answers of one look are kept in `known` across its pages, so a look costs one
 * search per report however many pages of changes it reads.
 */
export class AffectedReports {
  private readonly known = new Map<string, Promise<Set<string>>>();
  private own: Promise<ReadonlySet<string>> | undefined;

  constructor(
    private readonly deps: WatchDeps,
    private readonly uid: string,
  ) {}

  async of(reports: readonly WatchedReport[], changes: readonly DriveChange[]): Promise<WatchedReport[]> {
    // A folder's own change (renamed, moved) shows in its files' changes when it matters; a file
    // Quarry wrote (a doc it saved, anything in its folder) never wakes a watch (own-files.ts).
    const files = changes.filter(
      (c) => c.removed || (c.file?.mimeType !== FOLDER && !isMarked(c.file ?? {})),
    );
    const inOwnFolder = files.some((c) => c.file?.parents?.length)
      ? await this.ownFolders()
      : new Set<string>();
    const ids = new Set(files.filter((c) => !c.file || !isOwnFile(c.file, inOwnFolder)).map((c) => c.fileId));
    if (ids.size === 0) return [];
    const out: WatchedReport[] = [];
    for (const report of reports) {
      const files = await this.filesOf(report);
      if ([...ids].some((id) => files.has(id))) out.push(report);
    }
    return out;
  }

  /** Quarry's folders in the owner's Drive, asked for once a look. */
  private ownFolders(): Promise<ReadonlySet<string>> {
    this.own ??= this.deps.search.drive
      .withDrive(this.uid, (drive, token) => ownFolders(drive, token))
      .then((ids) => new Set(ids));
    return this.own;
  }

  private filesOf(report: WatchedReport): Promise<Set<string>> {
    let files = this.known.get(report.id);
    if (!files) {
      files = this.read(report);
      this.known.set(report.id, files);
    }
    return files;
  }

  /** The files the report read last time and those its search finds now, less the ones left out. */
  private async read({ id, doc }: WatchedReport): Promise<Set<string>> {
    const baselineId = doc.watchBaselineExecutionId ?? (await lastSuccessfulRun(this.deps.store, id))?.id;
    const baseline = baselineId ? await getRun(this.deps.store, baselineId) : null;
    const read =
      baseline && baselineId ? ((await readDocuments(this.deps.store, baselineId, baseline)) ?? []) : [];
    const found = await searchDocuments(this.deps.search, this.uid, {
      keywords: doc.keywords,
      negativeKeywords: doc.negativeKeywords,
      directories: doc.selectedDirectories,
    });
    const excluded = new Set(doc.deselectedDocuments.map((d) => d.id));
    return new Set([
      ...read.map((d) => d.id),
      ...found.map((d) => d.id).filter((fileId) => !excluded.has(fileId)),
    ]);
  }
}
