import type { EvidenceQuote } from '@quarry/contracts/report';
import type { ExportNote } from './export-document';
import type { NamedSide } from './named-disagreements';

/** "27 November 2026": a run's date as every export writes it (UTC, the day the run started). */
export function exportDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** What an unverified quote says of itself in every export (docs/decisions/evidence.md). */
export const NOT_FOUND = 'not found in the document';

/**
 * What follows a quote in a note: " (p. 3)", " (p. 3; the model said p. 2)" when the check found it
 * on another page than the model named, " (p. 2; not found in the document)" when it found it nowhere.
 */
export function quoteMarks(quote: EvidenceQuote): string {
  const marks = [
    ...(quote.page === undefined ? [] : [`p. ${quote.page}`]),
    ...(quote.pageCorrectedFrom === undefined ? [] : [`the model said p. ${quote.pageCorrectedFrom}`]),
    ...(quote.unverified ? [NOT_FOUND] : []),
  ];
  return marks.length > 0 ? ` (${marks.join('; ')})` : '';
}

/** A side's source after its value: "Budget.xlsx [1], p. 2" (the name is "Source n" where hidden). */
export function sideSource(side: NamedSide): string {
  const named = side.name === `Source ${side.source}` ? side.name : `${side.name} [${side.source}]`;
  return `${named}${side.page === undefined ? '' : `, p. ${side.page}`}`;
}

/** A note as one line: the document, its address, and each quote with its page. */
export function noteLine(note: ExportNote): string {
  const document = `${note.name}${note.link ? ` (${note.link})` : ''}`;
  const quotes = note.quotes.map((q) => `"${q.text}"${quoteMarks(q)}`);
  return quotes.length > 0 ? `${document}: ${quotes.join('; ')}` : document;
}
