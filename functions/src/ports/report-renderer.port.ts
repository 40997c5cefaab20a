/**
 * Markdown to safe HTML. The output may hold only the allow-listed tags, and links only to the
 * addresses given (the documents' own); no scripts, frames, handlers, styles or images at all.
 */
export interface ReportRenderer {
  toSafeHtml(markdown: string, allowedLinks: Set<string>): string;
}
