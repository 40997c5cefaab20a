import { z } from 'zod';

/**
 * The evidence that travels with a report (DESIGN section 10): for every citation [n], the document
 * it names and the passages the model quoted from it, with their pages; and the claims the sanity
 * check could not match to their sources. The SPA shows these without asking the model again.
 */
export const EVIDENCE_QUOTES_PER_SOURCE = 5;
export const EVIDENCE_QUOTE_MAX_CHARS = 1000;

export const EvidenceQuote = z.object({
  text: z.string().max(EVIDENCE_QUOTE_MAX_CHARS),
  page: z.number().int().positive().optional(),
  /** The quote was not found in the document's text (issue 29): it supports no claim. */
  unverified: z.literal(true).optional(),
  /** The page the model named, when the quote was found on `page` instead. */
  pageCorrectedFrom: z.number().int().positive().optional(),
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

export const ReportEvidence = z.object({
  citations: z.array(ReportCitation).max(100_000),
  flaggedClaims: z.array(FlaggedClaim).max(500),
});
export type ReportEvidence = z.infer<typeof ReportEvidence>;

export const EMPTY_EVIDENCE: ReportEvidence = { citations: [], flaggedClaims: [] };
