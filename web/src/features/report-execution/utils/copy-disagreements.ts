import { DISAGREEMENTS_TITLE, type ReportEvidence } from '@quarry/contracts/report';
import { sideSource } from '@/modules/report/utils/side-source';

/**
 * Where the documents disagree, as copied: the title, then each fact as a small heading over a list
 * of its sides ("$1.2M: Recall Cost Tracker.xlsx [1], page 4: “quote”"), every text set as text.
 * Nothing when the documents agree.
 */
export function copiedDisagreements(document: Document, evidence: ReportEvidence | null): Element[] {
  const disagreements = evidence?.disagreements ?? [];
  if (disagreements.length === 0) return [];
  const citations = new Map(evidence?.citations.map((citation) => [citation.number, citation]));
  const heading = document.createElement('h2');
  heading.textContent = DISAGREEMENTS_TITLE;
  const parts: Element[] = [heading];
  for (const { fact, sides } of disagreements) {
    const title = document.createElement('h3');
    title.textContent = fact;
    const list = document.createElement('ul');
    for (const side of sides) {
      const { label } = sideSource(side, citations.get(side.source));
      const page = side.page === undefined ? '' : `, page ${side.page}`;
      const entry = document.createElement('li');
      entry.textContent = `${side.value}: ${label}${page}: “${side.quote}”`;
      list.append(entry);
    }
    parts.push(title, list);
  }
  return parts;
}
