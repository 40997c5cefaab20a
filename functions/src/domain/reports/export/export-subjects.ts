import { ownRun } from '../events/run-stream';
import type { ReportDeps } from '../report-deps';
import { readReport } from '../runs/run-parts';
import { documentViewOf } from '../saved/document-view';
import type { ExportSubject } from './export-report';

/**
 * A run its owner exports from their own views (/report-execution/{id}, the chat): theirs alone;
 * a member's run of a shared report exports as it is shown to them (document-view.ts): without the
 * documents the owner keeps private or that they cannot open in Drive.
 */
export async function ownExportSubject(
  deps: Pick<ReportDeps, 'store' | 'viewers'>,
  uid: string,
  id: string,
): Promise<ExportSubject> {
  const doc = await ownRun(deps, uid, id);
  const stored = await readReport(deps.store, id, doc);
  return { id, doc, view: await documentViewOf(deps, uid, doc, stored) };
}
