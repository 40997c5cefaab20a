import type { ChatMessage, CompletedQuery } from '@quarry/contracts/chat';
import type { DeselectedDocument, SaveReportRequest } from '@quarry/contracts/reports';
import type { FoundDocument, SelectedDocument } from '@quarry/contracts/research';
import type { Preferences } from '@quarry/contracts/user';

/** The open session's last completed query (spec part 2 section 3): what 'Save Report' keeps. */
export type { CompletedQuery };

/** Found documents the person could have chosen but left out; unsupported ones were never a choice. */
export function deselectedDocuments(
  found: FoundDocument[],
  selected: SelectedDocument[],
): DeselectedDocument[] {
  const chosen = new Set(selected.map((document) => document.id));
  return found
    .filter((document) => document.supported && !chosen.has(document.id))
    .map(({ id, name }) => ({ id, name }));
}

/**
 * The query behind the conversation's last answer, when that answer completed: a question still
 * waiting for its answer, or one that ended in an error, leaves nothing to save or share.
 */
export function lastCompletedQuery(messages: ChatMessage[]): CompletedQuery | undefined {
  const last = messages.at(-1);
  return last?.role === 'assistant' ? last.completedQuery : undefined;
}

/**
 * The report definition to save or share: the research switches are those the answer was produced
 * with, not the person's current ones; an answer kept before they were recorded takes the current.
 */
export function saveReportRequest(
  completed: CompletedQuery,
  reportName: string,
  preferences: Pick<Preferences, 'deepResearch' | 'enableIntroduction' | 'enableConclusion'>,
): SaveReportRequest {
  return {
    reportName,
    query: completed.query,
    keywords: completed.keywords,
    negativeKeywords: completed.negativeKeywords,
    deselectedDocuments: completed.deselectedDocuments,
    selectedDirectories: completed.directories,
    deepResearch: completed.deepResearch ?? preferences.deepResearch,
    enableIntroduction: completed.enableIntroduction ?? preferences.enableIntroduction,
    enableConclusion: completed.enableConclusion ?? preferences.enableConclusion,
    ...(completed.columns?.length ? { columns: completed.columns } : {}),
  };
}
