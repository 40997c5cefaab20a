import type { GridColumns } from '@quarry/contracts/grid';
import type { EvidenceQuote } from '@quarry/contracts/report';
import type { ExportBlock } from '../../../ports/report-renderer.port';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import type { NamedDisagreement } from './named-disagreements';

/** The report's blocks and their inlines: the renderer's port defines them, as it writes them. */
export type { ExportBlock, ExportInline } from '../../../ports/report-renderer.port';

/**
 * A report as every export writes it (docs/architecture/exports.md): PDF, Word and Markdown take its blocks,
 * notes, coverage and model-use line; CSV and Excel take its evidence table. Built from what the run
 * stored, as the viewer may see it (a team view that hides the documents gets no name or link in
 * any of it), so a format only lays it out: it never decides what is shown.
 */
export interface ExportDocument {
  /** The report's name, or its question when it has none. */
  title: string;
  question: string;
  /** When the run started (ISO 8601). */
  createdAt: string;
  /** The report's prose (the answer, its sections, introduction and conclusion), in order. */
  blocks: ExportBlock[];
  /**
   * The numbered sources: each [n] of the prose is a footnote (Word), an end note (PDF) or a GFM
   * footnote (Markdown) carrying its document, link, and the passages quoted from it with pages.
   */
  notes: ExportNote[];
  /**
   * Where the documents disagree (docs/decisions/disagreements.md): each fact and its sides, written after the prose; each
   * side's document named as its note names it ("Source n" and no link where the viewer may not see it).
   */
  disagreements: NamedDisagreement[];
  /** Every document read and how reading it ended ('Data found', 'No relevant data', 'Failed: why'). */
  coverage: { document: string; result: string }[];
  /** "Model use: 4 calls, 2,600 tokens, estimated cost $0.01 (...)", when the run has one. */
  usageLine: string | null;
  /** Every document, its outcome and each finding with its page: the evidence table (CSV, Excel). */
  table: EvidenceRow[];
  /** The grid's column questions (docs/decisions/evidence-grid.md): each adds its value, quote and page to the table. */
  columns?: GridColumns;
}

export interface ExportNote {
  /** The n of [n]. */
  number: number;
  /** The document's name ("Source n" where the viewer may not see it). */
  name: string;
  /** The document's Drive address; null where Drive gave none or the viewer may not see it. */
  link: string | null;
  /** Each passage with its page; one not found in the document, or found on another page, says so. */
  quotes: EvidenceQuote[];
}

/** A written export: its bytes, what they are, and the file name to save them under. */
export interface ExportFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}
