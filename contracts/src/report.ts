import { z } from 'zod';
import { CellRef } from './tables';

/**
 * The evidence that travels with a report (docs/architecture/evidence.md): for every citation [n], the document
 * it names and the passages the model quoted from it, with their pages; and the claims the sanity
 * check could not match to their sources. The SPA shows these without asking the model again.
 */
export const EVIDENCE_QUOTES_PER_SOURCE = 5;
export const EVIDENCE_QUOTE_MAX_CHARS = 1000;

export const EvidenceQuote = z.object({
  text: z.string().max(EVIDENCE_QUOTE_MAX_CHARS),
  page: z.number().int().positive().optional(),
  /** The quote was not found in the document's text (docs/decisions/evidence.md): it supports no claim. */
  unverified: z.literal(true).optional(),
  /**
   * The check found the quote in the document's text (docs/decisions/evidence.md): what lets a view say so. Neither
   * flag on a run from before the check, whose quotes were never looked for.
   */
  verified: z.literal(true).optional(),
  /** The page the model named, when the quote was found on `page` instead. */
  pageCorrectedFrom: z.number().int().positive().optional(),
  /** A value Quarry computed from the document's table, or a number checked against its cell: the cells it rests on. */
  cells: z.array(CellRef).max(30).optional(),
  /** The computation in words ("the largest value of 'revenue', by 'region'"); absent for a checked number. */
  plan: z.string().max(500).optional(),
});
export type EvidenceQuote = z.infer<typeof EvidenceQuote>;

export const ReportCitation = z.object({
  /** The n of [n]; sources are numbered 1..N in the order of the Sources list. */
  number: z.number().int().positive(),
  documentId: z.string(),
  name: z.string(),
  /** The document's own Drive address; null when Drive gave none (or a team view hides it). */
  link: z.string().nullable(),
  quotes: z.array(EvidenceQuote).max(EVIDENCE_QUOTES_PER_SOURCE),
});
export type ReportCitation = z.infer<typeof ReportCitation>;

export const FlaggedClaim = z.object({ claim: z.string().max(5000), reason: z.string().max(2000) });
export type FlaggedClaim = z.infer<typeof FlaggedClaim>;

/**
 * Where the documents disagree (docs/decisions/disagreements.md): one fact (a figure, a date, a name) that two or
 * more sources give differently, each side with its value and its verified quote. A side names its
 * source by number (the n of [n]); its document's name and link are the citation's, so a view that
 * hides documents hides them here too.
 */
export const DISAGREEMENTS_MAX = 50;
export const DisagreementSide = z.object({
  source: z.number().int().positive(),
  value: z.string().max(500),
  quote: z.string().max(EVIDENCE_QUOTE_MAX_CHARS),
  page: z.number().int().positive().optional(),
});
export type DisagreementSide = z.infer<typeof DisagreementSide>;
export const Disagreement = z.object({
  /**
   * What the sides disagree about, in a few words as the documents write them ("Facilities budget
   * 2026"), followed by its subject when it does not name it ("Notice period to terminate (Delta
   * Print Works)").
   */
  fact: z.string().max(500),
  /** Which one thing every side is about: a contract, a site, a year's figure. Absent before the change docs/decisions/disagreements.md records. */
  subject: z.string().max(500).optional(),
  sides: z.array(DisagreementSide).min(2).max(10),
});
export type Disagreement = z.infer<typeof Disagreement>;
/** The box's title in every view, e-mail and export. */
export const DISAGREEMENTS_TITLE = 'Where the documents disagree';

export const ReportEvidence = z.object({
  citations: z.array(ReportCitation).max(100_000),
  flaggedClaims: z.array(FlaggedClaim).max(500),
  /** Absent on reports from before the change docs/decisions/evidence.md records; empty when the documents agree. */
  disagreements: z.array(Disagreement).max(DISAGREEMENTS_MAX).optional(),
});
export type ReportEvidence = z.infer<typeof ReportEvidence>;

export const EMPTY_EVIDENCE: ReportEvidence = { citations: [], flaggedClaims: [] };
