import type { ReportEvidence } from '@quarry/contracts/report';
import type { StreamEvent } from '@quarry/contracts/research';
import type { DocumentStore } from '../../../ports/document-store.port';
import { analyzedCounts, analyzedMessage } from '../../research/reading/progress-messages';
import { type DocumentToHide, documentHider } from '../../research/writing/hide-names';
import type { StoredReport } from '../runs/run-parts';
import type { RunRecord } from '../runs/run-record';
import { SAVED_REPORTS, type SavedReportDoc } from './saved-reports';

/**
 * A saved report's owner may keep its documents to themselves (showDocumentsInSharedReports off,
 * docs/architecture/teams-and-sharing.md). That holds for every run of the report, whoever started it: the shared view,
 * the e-mails, and a member's own on-demand run in their history and its stream alike.
 */

/** Whether `viewer` must not see the names and links of the documents `doc`'s report read. */
export async function documentsHiddenFrom(
  store: DocumentStore,
  viewer: string,
  doc: Pick<RunRecord, 'savedReportId'>,
): Promise<boolean> {
  if (!doc.savedReportId) return false;
  const report = await store.get<SavedReportDoc>(SAVED_REPORTS, doc.savedReportId);
  return hidesDocumentsFrom(report, viewer);
}

export function hidesDocumentsFrom(report: SavedReportDoc | null, viewer: string): boolean {
  return report?.showDocumentsInSharedReports === false && report.ownerId !== viewer;
}

/**
 * The citations keep their numbers and quotes; the documents' names and links stay with the owner.
 * A quote, a flagged claim or a disagreement may name a document too (a footer repeating its title,
 * one document citing another): every form of every name the run read (`documents`, with the cited
 * ones) is replaced there as the report replaces it, by "Source n" or "a document" (hide-names.ts).
 */
export function redactEvidence(
  evidence: ReportEvidence,
  documents: readonly DocumentToHide[] = [],
): ReportEvidence {
  const hide = documentHider(evidence.citations, documents);
  return {
    flaggedClaims: evidence.flaggedClaims.map((c) => ({ claim: hide(c.claim), reason: hide(c.reason) })),
    // Each side names its source by number, so only the words can carry a name (docs/decisions/evidence.md).
    ...(evidence.disagreements && {
      disagreements: evidence.disagreements.map(({ fact, sides }) => ({
        fact: hide(fact),
        sides: sides.map((side) => ({ ...side, value: hide(side.value), quote: hide(side.quote) })),
      })),
    }),
    citations: evidence.citations.map((c) => ({
      ...c,
      documentId: '',
      name: `Source ${c.number}`,
      link: null,
      quotes: c.quotes.map((q) => ({ ...q, text: hide(q.text) })),
    })),
  };
}

/**
 * Every document a stored report's run read, by name and with the titles its file gave itself:
 * what redactEvidence and namesHiddenIn hide.
 */
export function namesOf(
  report: Pick<StoredReport, 'documentNames' | 'documentTitles'> | null | undefined,
): DocumentToHide[] {
  const names = report?.documentNames;
  const titles = report?.documentTitles ?? {};
  return names
    ? [...names.data, ...names.noData, ...names.failed].map(({ id, name }) => ({
        id,
        name,
        ...(titles[id] ? { titles: titles[id] } : {}),
      }))
    : [];
}

/**
 * What hides every document's names in a text for a viewer the owner keeps them from (the grid's
 * cells and column questions, the table, the e-mails' summaries), from the run's stored report:
 * cited ones by their source number, the others as "a document".
 */
export function namesHiddenIn(report: StoredReport): (text: string) => string {
  return documentHider(report.evidence?.citations ?? [], namesOf(report));
}

/** A stream event as a viewer who may not see the documents gets it: progress without their names. */
export function withoutDocumentNames(event: StreamEvent): StreamEvent {
  if (event.type === 'status') {
    const counts = analyzedCounts(event.message);
    return counts ? { ...event, message: analyzedMessage(counts.done, counts.total) } : event;
  }
  if (event.type === 'json_debug') {
    const parsed = safeJson(event.message);
    if (parsed && typeof parsed === 'object' && 'document' in parsed) {
      const { document: _document, ...rest } = parsed as Record<string, unknown>;
      return { ...event, message: JSON.stringify(rest) };
    }
  }
  return event;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
