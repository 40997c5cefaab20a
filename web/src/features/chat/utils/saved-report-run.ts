import type { FoundDocument } from '@quarry/contracts/research';
import type { ReportRun } from '@/modules/saved-reports/utils/report-parameters';
import type { ChatPreferencesUpdate } from '../api/update-research-toggles';

/**
 * The documents a saved report reads from a fresh search: not the ones it left out, not the ones whose
 * name holds an excluded keyword (ignoring case), and none the extraction cannot read.
 */
export function documentsForRun(
  found: FoundDocument[],
  run: Pick<ReportRun, 'deselectedDocuments' | 'negativeKeywords'>,
): FoundDocument[] {
  const left = new Set(run.deselectedDocuments.map((document) => document.id));
  const excluded = run.negativeKeywords.map((keyword) => keyword.toLowerCase());
  return found.filter((document) => {
    if (!document.supported || left.has(document.id)) return false;
    const name = document.name.toLowerCase();
    return !excluded.some((keyword) => name.includes(keyword));
  });
}

/** The preferences a run sets before it searches; what the URL does not name stays as it is. */
export function runPreferencesUpdate(
  run: Pick<ReportRun, 'deepResearch' | 'directories'>,
): ChatPreferencesUpdate {
  const update: ChatPreferencesUpdate = {};
  if (run.deepResearch !== undefined) update.deepResearch = run.deepResearch;
  if (run.directories !== undefined) update.selectedDriveDirectories = run.directories;
  return update;
}
