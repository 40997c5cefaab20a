/**
 * Text made safe to place in HTML, shown as written: every character that could open markup or end an
 * attribute is an entity. The one escaper of functions: e-mail bodies here, and the report renderer's
 * raw HTML and source listing (adapters/report-html), which import it from the domain.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
