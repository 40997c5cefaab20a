import type { FoundDocument } from '@quarry/contracts/research';
import type { Preferences } from '@quarry/contracts/user';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { accountKeys } from '@/modules/account/api/account-keys';
import { getPreferencesQueryOptions } from '@/modules/account/api/get-preferences';
import type { ReportRun } from '@/modules/saved-reports/utils/report-parameters';
import { searchDocuments } from '../api/search-documents';
import { updateChatPreferences } from '../api/update-research-toggles';
import { documentsForRun, runPreferencesUpdate } from '../utils/saved-report-run';

export const RUNNING_REPORT_TOAST_MS = 4000;

/** A saved report ready for its documents: the preferences it runs with and what the search found. */
export type PreparedRun = { preferences: Preferences; found: FoundDocument[]; chosen: FoundDocument[] };

export function announceRun(run: ReportRun): void {
  toast({
    title: 'Running Saved Report',
    description: run.reportName ?? run.query,
    duration: RUNNING_REPORT_TOAST_MS,
  });
}

/** Writes what the report asks for; the answer is also what the rest of the screen reads from now on. */
async function writePreferences(run: ReportRun, queryClient: QueryClient): Promise<Preferences> {
  const update = runPreferencesUpdate(run);
  if (Object.keys(update).length === 0) return queryClient.fetchQuery(getPreferencesQueryOptions());
  // A read already under way would land after this write and put the old preferences back on screen.
  await queryClient.cancelQueries({ queryKey: accountKeys.preferences() });
  const preferences = await updateChatPreferences(update);
  queryClient.setQueryData(accountKeys.preferences(), preferences);
  return preferences;
}

/**
 * Spec part 2 section 4, auto-run of a saved report, up to the documents: preferences are written, the
 * search runs and the report's exclusions are applied. A failure is shown and gives undefined.
 */
export async function prepareSavedRun(
  run: ReportRun,
  queryClient: QueryClient,
): Promise<PreparedRun | undefined> {
  try {
    const preferences = await writePreferences(run, queryClient);
    const found = await searchDocuments(run.keywords, run.negativeKeywords);
    return { preferences, found, chosen: documentsForRun(found, run) };
  } catch (error) {
    if (error instanceof SessionExpiredError) return undefined;
    const description = error instanceof Error ? error.message : 'Could not run the saved report.';
    toast({ title: 'Report Execution Failed', description, variant: 'destructive' });
    return undefined;
  }
}
