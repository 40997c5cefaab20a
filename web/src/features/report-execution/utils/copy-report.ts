import type { ReportEvidence } from '@quarry/contracts/report';
import { reportLinks, sanitizeReportHtml } from '@/modules/report/utils/sanitize-report-html';
import { copiedDisagreements } from './copy-disagreements';

const LINE_END_TAGS = 'p, div, h1, h2, h3, h4, h5, h6, li, tr, pre, blockquote, hr, table, ul, ol';

/** The report as plain text, one line per block, for pastes where HTML is not accepted. */
export function reportPlainText(safeHtml: string): string {
  // DOMParser builds an inert document: nothing in it loads or runs.
  const body = new DOMParser().parseFromString(safeHtml, 'text/html').body;
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  for (const cell of body.querySelectorAll('td, th')) cell.append('\t');
  for (const block of body.querySelectorAll(LINE_END_TAGS)) block.append('\n');
  return (body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The report as it is copied: sanitized like the page shows it, with what travels beside the HTML
 * placed before the Sources, as on screen: the claims the sanity check flagged as a 'Check these
 * claims' list, and where the documents disagree.
 */
export function reportCopyHtml(html: string, evidence: ReportEvidence | null): string {
  const safe = sanitizeReportHtml(html, reportLinks(evidence));
  const document = new DOMParser().parseFromString(safe, 'text/html');
  const added = [...flaggedList(document, evidence), ...copiedDisagreements(document, evidence)];
  if (added.length === 0) return safe;
  const sources = [...document.body.children].find(
    (element) => element.tagName === 'H2' && element.textContent?.trim() === 'Sources',
  );
  if (sources) sources.before(...added);
  else document.body.append(...added);
  return document.body.innerHTML;
}

function flaggedList(document: Document, evidence: ReportEvidence | null): Element[] {
  const claims = evidence?.flaggedClaims ?? [];
  if (claims.length === 0) return [];
  const heading = document.createElement('h2');
  heading.textContent = 'Check these claims';
  const list = document.createElement('ul');
  for (const { claim, reason } of claims) {
    const item = document.createElement('li');
    item.textContent = `${claim} (${reason})`;
    list.append(item);
  }
  return [heading, list];
}

export type ReportClipboard = Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;
export type CopiedReport = { html: string; evidence: ReportEvidence | null };

/**
 * Puts the report on the clipboard as rich HTML with a plain-text twin where the browser allows it,
 * and as plain text otherwise. Rejects when the clipboard cannot be written at all.
 */
export async function copyReport(
  report: CopiedReport,
  clipboard: ReportClipboard | undefined,
): Promise<void> {
  if (!clipboard) throw new Error('The clipboard is not available in this context');
  const safe = reportCopyHtml(report.html, report.evidence);
  const text = reportPlainText(safe);
  if (typeof clipboard.write === 'function' && typeof ClipboardItem !== 'undefined') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([safe], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return;
    } catch {
      // Some browsers refuse rich clipboard writes (permissions, types); plain text still helps.
    }
  }
  await clipboard.writeText(text);
}
