import type { EvidenceQuote, ReportCitation } from '@quarry/contracts/report';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useHoverPopover } from '../hooks/use-hover-popover';
import { CitationEvidence } from './citation-evidence';

type CitationProps = {
  citation: ReportCitation;
  /** The citation's passages, best first for the sentence that cites it. */
  quotes: EvidenceQuote[];
};

/**
 * A citation [n] of a report: a small superscript button that shows its evidence (the document, the
 * passage that supports the sentence, its page and the document's link) in a popover on hover, click,
 * tap or Enter/Space.
 */
export function Citation({ citation, quotes }: CitationProps) {
  const { open, onOpenChange, triggerProps, contentProps } = useHoverPopover();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={`Source ${citation.number}: ${citation.name}`}
          className="mx-px cursor-pointer align-super text-[0.75em] font-medium leading-none text-blue-700 underline decoration-blue-700/40 underline-offset-2 hover:decoration-blue-700 focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          {...triggerProps}
        >
          {`[${citation.number}]`}
        </button>
      </PopoverTrigger>
      <PopoverContent
        className="w-96"
        aria-label={`Source ${citation.number}: ${citation.name}`}
        {...contentProps}
      >
        <CitationEvidence citation={citation} quotes={quotes} />
      </PopoverContent>
    </Popover>
  );
}
