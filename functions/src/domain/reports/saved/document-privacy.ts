import type { ReportEvidence } from '@quarry/contracts/report';
import type { StreamEvent } from '@quarry/contracts/research';
import { analyzedCounts, analyzedMessage } from '../../research/reading/progress-messages';
import { type DocumentToHide, documentHider } from '../../research/writing/hide-names';
import type { StoredReport } from '../runs/run-parts';
import type { DocumentNames } from '../runs/run-record';
import { CANNOT_OPEN, type DocumentView } from './document-view';
import { htmlWithClosed } from './partial-html';

/**
 * What each surface shows of a run's documents, as document-view.ts decided for its viewer: the
 * report's HTML, its evidence, and what hides document names in any other text (the grid's cells
 * and column questions, the table, the e-mails). Every surface takes them from here, never from a
 * copy of its own.
 */

/** The stored report as `view` shows it: its HTML, its evidence and the hider of names in texts. */
export interface ShownReport {
  result: string | null;
  evidence: ReportEvidence | null;
  hide: (text: string) => string;
}

const same = (text: string) => text;

export function shownReport(stored: StoredReport, view: DocumentView): ShownReport {
  if (view.shows === 'all') return { result: stored.result, evidence: stored.evidence, hide: same };
  if (view.shows === 'none') {
    return {
      result: stored.resultWithoutDocuments,
      evidence: stored.evidence && redactEvidence(stored.evidence, namesOf(stored)),
      hide: namesHiddenIn(stored),
    };
  }
  const closedCited = (stored.evidence?.citations ?? []).filter((c) => isClosed(view, c.documentId));
  const hide = documentHider(
    closedCited,
    namesOf(stored).filter((d) => isClosed(view, d.id)),
  );
  const closed = {
    numbers: new Set(closedCited.map((c) => c.number)),
    links: new Set(closedCited.flatMap((c) => (c.link ? [c.link] : []))),
  };
  return {
    result: htmlWithClosed(stored.result, closed, hide),
    evidence: stored.evidence && evidenceWithClosed(stored.evidence, closed.numbers, hide),
    hide,
  };
}

/** Whether the view keeps the document from its viewer (a document without an id always is). */
export function isClosed(view: DocumentView, documentId: string | undefined): boolean {
  if (view.shows === 'all') return false;
  if (view.shows === 'none') return true;
  return !documentId || view.closed.has(documentId);
}

/**
 * The evidence for a viewer who can open some of the cited documents: the others keep their number
 * and claims but lose their name, link and quotes ("A document you cannot open"); their names are
 * hidden in every text that is left (hide-names.ts), as "Source n" or "a document".
 */
export function evidenceWithClosed(
  evidence: ReportEvidence,
  numbers: ReadonlySet<number>,
  hide: (text: string) => string,
): ReportEvidence {
  return {
    flaggedClaims: evidence.flaggedClaims.map((c) => ({ claim: hide(c.claim), reason: hide(c.reason) })),
    ...(evidence.disagreements && {
      disagreements: evidence.disagreements.map(({ fact, sides, ...rest }) => ({
        ...rest,
        fact: hide(fact),
        sides: sides.map((side) => ({
          ...side,
          value: hide(side.value),
          quote: numbers.has(side.source) ? '' : hide(side.quote),
        })),
      })),
    }),
    citations: evidence.citations.map((c) =>
      numbers.has(c.number)
        ? { ...c, documentId: '', name: CANNOT_OPEN, link: null, quotes: [] }
        : { ...c, quotes: c.quotes.map((q) => ({ ...q, text: hide(q.text) })) },
    ),
  };
}

/** The names of the documents a run read (the stream's `complete` event) as `view` shows them. */
export function namesShownTo(names: DocumentNames, view: DocumentView): DocumentNames {
  if (view.shows === 'all') return names;
  if (view.shows === 'none') return { data: [], noData: [], failed: [] };
  const shown = (list: DocumentNames['data']) =>
    list.map((d) => (isClosed(view, d.id) ? { ...d, id: '', name: CANNOT_OPEN } : d));
  return { data: shown(names.data), noData: shown(names.noData), failed: shown(names.failed) };
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
