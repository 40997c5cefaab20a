import { REPORT_ALLOWED_ATTRIBUTES, REPORT_ALLOWED_TAGS } from '@quarry/contracts/report-html';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

/** One purifier of our own, so its link hook never touches another user of DOMPurify. */
function reportPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * The server sanitizes report HTML before storing it; the browser does it again before showing it
 * (defence in depth). Links open in a new tab without access to this page.
 */
export function sanitizeReportHtml(html: string): string {
  return reportPurifier().sanitize(html, {
    ALLOWED_TAGS: REPORT_ALLOWED_TAGS,
    ALLOWED_ATTR: REPORT_ALLOWED_ATTRIBUTES,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
  });
}
