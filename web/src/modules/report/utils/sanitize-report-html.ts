import type { ReportEvidence } from '@quarry/contracts/report';
import {
  keepReportLink,
  REPORT_ALLOWED_ATTRIBUTES,
  REPORT_ALLOWED_TAGS,
} from '@quarry/contracts/report-html';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;
/** The links of the report being sanitized; DOMPurify runs synchronously, so one at a time. */
let currentLinks: ReadonlySet<string> = new Set();

/** One purifier of our own, so its link hook never touches another user of DOMPurify. */
function reportPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (!keepReportLink(node.getAttribute('href'), currentLinks)) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      node.removeAttribute('rel');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** The addresses a report may link to: its cited documents' own links (none without evidence). */
export function reportLinks(evidence: ReportEvidence | null | undefined): ReadonlySet<string> {
  return new Set(evidence?.citations.flatMap((citation) => (citation.link ? [citation.link] : [])) ?? []);
}

/**
 * The server sanitizes report HTML before storing it; the browser does it again before showing it
 * (defence in depth), with the same tags and the same link rule. Kept links open in a new tab without
 * access to this page; any other link becomes text.
 */
export function sanitizeReportHtml(html: string, allowedLinks: ReadonlySet<string>): string {
  const purify = reportPurifier();
  currentLinks = allowedLinks;
  try {
    return purify.sanitize(html, {
      ALLOWED_TAGS: REPORT_ALLOWED_TAGS,
      ALLOWED_ATTR: REPORT_ALLOWED_ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
    });
  } finally {
    currentLinks = new Set();
  }
}
