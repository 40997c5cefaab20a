/** A run of text in a block, or a citation mark [n] pointing at note n. */
export type ExportInline =
  | { text: string; bold?: boolean; italic?: boolean; code?: boolean; link?: string }
  | { cite: number };

export type ExportBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; content: ExportInline[] }
  | { kind: 'paragraph'; content: ExportInline[] }
  /** A list's items, each its inlines; `depth` 0 for a top-level list, 1 for one inside an item... */
  | { kind: 'list'; ordered: boolean; depth: number; items: ExportInline[][] }
  | { kind: 'table'; header: ExportInline[][]; rows: ExportInline[][][] }
  | { kind: 'quote'; content: ExportInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

/** The parts of a report that grow with its documents: plain text, never Markdown. */
export interface ReportListing {
  /** The numbered Sources list: each document's name, its address, the pages it was cited on. */
  sources: { number: number; name: string; link?: string | undefined; pages: number[] }[];
  /** The Coverage table: each document's name and what reading it gave. */
  coverage: { document: string; result: string }[];
}

/**
 * Markdown to safe HTML. The output may hold only the allow-listed tags, and links only to the
 * addresses given (the documents' own); no scripts, frames, handlers, styles or images at all.
 * Asynchronous where a DOM is needed (sanitizing, cutting an opening): the sanitizer's DOM loads
 * when the first report is rendered, not when a function starts.
 */
export interface ReportRenderer {
  toSafeHtml(markdown: string, allowedLinks: Set<string>): Promise<string>;
  /**
   * The Sources list and the Coverage table as HTML built directly, every name escaped and links
   * kept only when allowed: the same markup Markdown would give, without parsing or sanitizing a
   * DOM that grows with the documents (10,000 rows through jsdom took 440 MB and 6 s).
   */
  listingHtml(listing: ReportListing, allowedLinks: Set<string>): string;
  /**
   * The opening of a rendered report for an e-mail: its first blocks up to about `maxChars` of
   * text, before the Sources list, with links reduced to their words (nothing remote to load),
   * without the [n] citation numbers (the e-mail lists no sources) and never ending on a heading.
   */
  opening(reportHtml: string, maxChars: number): Promise<{ html: string; text: string }>;
  /**
   * A rendered report as export blocks (docs/architecture/exports.md), its [n] as citation marks and its
   * model-use line apart. With `withoutListing`, the Sources list and Coverage table are left out
   * (the exports write them from the evidence) and never parsed: they grow with the documents.
   */
  exportBlocks(
    reportHtml: string,
    options: { withoutListing: boolean },
  ): Promise<{ blocks: ExportBlock[]; usageLine: string | null }>;
}
