import { ownRun } from '../events/run-stream';
import type { ReportDeps } from '../report-deps';
import { documentsHiddenFrom } from '../saved/document-privacy';
import type { ExportSubject } from './export-report';

/**
 * A run its owner exports from their own views (/report-execution/{id}, the chat): theirs alone;
 * a member's run of a shared report whose owner keeps the documents private exports without them,
 * as it is shown.
 */
export async function ownExportSubject(
  deps: Pick<ReportDeps, 'store'>,
  uid: string,
  id: string,
): Promise<ExportSubject> {
  const doc = await ownRun(deps, uid, id);
  return { id, doc, hidden: await documentsHiddenFrom(deps.store, uid, doc) };
}
