import type { EvidenceQuote, ReportCitation } from '@quarry/contracts/report';
import { isWebAddress } from '@quarry/contracts/report-html';
import { ExternalLink, FileText } from 'lucide-react';
import { QuoteCells } from './quote-cells';
import { QuoteFound } from './quote-found';
import { QuoteNotFound } from './quote-not-found';

/**
 * "Page 3", with "the model said page 2" where the check found the quote on another page than the
 * model named: after it in parentheses, or after a semicolon where the label is in parentheses itself.
 */
function pageLabel(quote: EvidenceQuote, inParentheses = false): string | null {
  if (quote.page === undefined) return null;
  const said =
    quote.pageCorrectedFrom === undefined ? null : `the model said page ${quote.pageCorrectedFrom}`;
  if (!said) return `Page ${quote.page}`;
  return inParentheses ? `Page ${quote.page}; ${said}` : `Page ${quote.page} (${said})`;
}

/**
 * What a citation's popover shows: the document, its best passage and page, others, and its link;
 * each passage the check looked for marked as found ("Verified") or not found in the document.
 */
export function CitationEvidence({
  citation,
  quotes,
}: {
  citation: ReportCitation;
  quotes: EvidenceQuote[];
}) {
  const [best, ...others] = quotes;
  const link = citation.link && isWebAddress(citation.link) ? citation.link : null;
  return (
    <div className="flex flex-col gap-3 [overflow-wrap:anywhere]">
      <p className="flex items-start gap-2 font-semibold">
        <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{citation.name}</span>
      </p>
      {best ? (
        <figure className="flex flex-col gap-1">
          <blockquote
            className={
              best.unverified
                ? 'border-l-2 border-dashed border-muted-foreground pl-3 leading-relaxed text-muted-foreground'
                : 'border-l-2 border-blue-700 pl-3 leading-relaxed'
            }
          >{`“${best.text}”`}</blockquote>
          {(pageLabel(best) || best.unverified || best.verified) && (
            <figcaption className="flex flex-wrap items-center gap-2 pl-3 text-xs text-muted-foreground">
              {pageLabel(best)}
              {best.unverified && <QuoteNotFound />}
              {best.verified && <QuoteFound />}
            </figcaption>
          )}
          <QuoteCells quote={best} />
        </figure>
      ) : (
        <p className="text-muted-foreground">No quoted passage was kept for this source.</p>
      )}
      {others.length > 0 && (
        <div className="flex flex-col gap-1 border-t pt-2">
          <p className="text-xs font-medium text-muted-foreground">Also from this document</p>
          <ul className="flex flex-col gap-1 text-xs">
            {others.map((quote) => (
              <li
                key={`${quote.page ?? ''}:${quote.text}`}
                className={quote.unverified ? 'text-muted-foreground' : undefined}
              >
                {`“${quote.text}”`}
                {pageLabel(quote) && (
                  <span className="text-muted-foreground">{` (${pageLabel(quote, true)})`}</span>
                )}
                {quote.unverified && (
                  <>
                    {' '}
                    <QuoteNotFound />
                  </>
                )}
                {quote.verified && (
                  <>
                    {' '}
                    <QuoteFound />
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 self-start font-medium text-blue-700 underline underline-offset-2"
        >
          Open document
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      )}
    </div>
  );
}
