import type { ExportNote } from './export-document';

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

/** A note as one line: the document, its address, and each quote with its page. */
export function noteLine(note: ExportNote): string {
  const document = `${note.name}${note.link ? ` (${note.link})` : ''}`;
  const quotes = note.quotes.map((q) => `"${q.text}"${q.page ? ` (p. ${q.page})` : ''}`);
  return quotes.length > 0 ? `${document}: ${quotes.join('; ')}` : document;
}
