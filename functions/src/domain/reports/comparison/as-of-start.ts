import type { EvidenceRow } from '../../research/extraction/evidence-table';
import { holdsQuote, type TextFingerprint } from '../../research/extraction/text-fingerprint';

/**
 * The baseline's evidence as of the moment the watch was switched on (docs/decisions/watching.md). The baseline
 * run starts then, but may read a document after an edit that came after the switch: that edit is in
 * Drive's change log (the page token was taken first), and it must show as a change, not as the
 * state compared with. So each row is put back to the document's text at the switch:
 *
 * - the same text then (or unknown: not read then, or too long to hold its spans): kept as it is;
 * - another text: only the findings and cells that text held, with its fingerprint;
 * - a document that did not match at the switch: left out (it is new since).
 */
export function asOfStart(
  before: readonly EvidenceRow[],
  start: ReadonlyMap<string, TextFingerprint | null>,
): EvidenceRow[] {
  return before.flatMap((row) => {
    if (!start.has(row.documentId)) return [];
    const print = start.get(row.documentId);
    if (!print?.spans || print.textHash === row.fingerprint?.textHash) return [row];
    const held = (quote: string) => holdsQuote(print, quote);
    return [
      {
        ...row,
        findings: row.findings.filter((finding) => held(finding.text)),
        ...(row.cells
          ? { cells: Object.fromEntries(Object.entries(row.cells).filter(([, cell]) => held(cell.quote))) }
          : {}),
        fingerprint: print,
      },
    ];
  });
}
