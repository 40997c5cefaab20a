/**
 * Markdown to safe HTML. The output may hold only the allow-listed tags, and links only to the
 * addresses given (the documents' own); no scripts, frames, handlers, styles or images at all.
 */
export interface ReportRenderer {
  toSafeHtml(markdown: string, allowedLinks: Set<string>): string;
  /**
   * The opening of a rendered report for an e-mail: its first blocks up to about `maxChars` of
   * text, before the Sources list, with links reduced to their words (nothing remote to load).
   */
  opening(reportHtml: string, maxChars: number): { html: string; text: string };
}
