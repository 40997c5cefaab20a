import { type GridCell as Cell, GRID_NOT_FOUND, type GridColumn } from '@quarry/contracts/grid';
import { cleanCellValue } from '@quarry/contracts/grid-amount';
import { useId, useRef } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { QuoteFound } from '@/modules/report/components/quote-found';
import { QuoteNotFound } from '@/modules/report/components/quote-not-found';

function pageLabel(cell: Cell): string | null {
  if (cell.page === undefined) return null;
  if (cell.pageCorrectedFrom === undefined) return `Page ${cell.page}`;
  return `Page ${cell.page} (the model said page ${cell.pageCorrectedFrom})`;
}

/**
 * One cell: its value, a button that opens the quote it rests on and that quote's page, marked as the
 * report's evidence is when the check could not find the quote; GRID_NOT_FOUND muted when the
 * document had no answer. Whether it is open is the grid's (open-cell.ts), so it outlives the row.
 */
export function GridCellView({
  cell,
  column,
  documentName,
  tapTarget = false,
  open,
  onOpenChange,
}: {
  cell: Cell | undefined;
  column: GridColumn;
  documentName: string;
  /** On a phone's card: the value is a full-width target a thumb finds (44 px high). */
  tapTarget?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Open already when this row mounted: it scrolled back into the rendered rows; the focus stays
  // where the person is instead of jumping into the popover (and scrolling the page to it).
  const reopened = useRef(open);
  const questionId = useId();
  const documentId = useId();
  if (!cell || cell.value === GRID_NOT_FOUND) {
    return <span className="text-muted-foreground italic">{GRID_NOT_FOUND}</span>;
  }
  const page = pageLabel(cell);
  // Runs stored before values were cleaned (docs/decisions/evidence-grid.md) may end in a sentence's comma.
  const value = cleanCellValue(cell.value);
  const target = tapTarget ? ' block min-h-11 w-full py-2' : '';
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        reopened.current = false;
        onOpenChange(next);
      }}
    >
      <PopoverTrigger
        className={`${
          cell.unverified
            ? 'text-left text-muted-foreground underline decoration-dashed underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-700'
            : 'text-left underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-700'
        }${target}`}
        aria-label={`${value}: show the quote for "${column.question}" in ${documentName}`}
      >
        {value}
        {cell.unverified && <span className="sr-only"> (quote not found in the document)</span>}
      </PopoverTrigger>
      <PopoverContent
        align="start"
        // Named by what it shows: the column's question and the document the quote comes from.
        aria-labelledby={`${questionId} ${documentId}`}
        className="flex flex-col gap-2 [overflow-wrap:anywhere]"
        onOpenAutoFocus={(event) => {
          if (reopened.current) event.preventDefault();
        }}
      >
        <p id={questionId} className="text-xs font-medium text-muted-foreground">
          {column.question}
        </p>
        <p id={documentId} className="font-semibold">
          {documentName}
        </p>
        <CellQuote cell={cell} page={page} />
      </PopoverContent>
    </Popover>
  );
}

/** The quote a value rests on (or that none was kept), its page, and whether the check found it. */
function CellQuote({ cell, page }: { cell: Cell; page: string | null }) {
  return (
    <>
      {cell.quote ? (
        <blockquote
          className={
            cell.unverified
              ? 'border-l-2 border-dashed border-muted-foreground pl-3 leading-relaxed text-muted-foreground'
              : 'border-l-2 border-blue-700 pl-3 leading-relaxed'
          }
        >{`“${cell.quote}”`}</blockquote>
      ) : (
        <p className="text-muted-foreground">No quoted passage was kept for this value.</p>
      )}
      {(page || cell.quote || cell.unverified) && (
        <p className="flex flex-wrap items-center gap-2 pl-3 text-xs text-muted-foreground">
          {page}
          {cell.unverified && <QuoteNotFound />}
          {/* Every cell's quote is checked (grid-cells.ts): one not marked not found was found. */}
          {cell.quote && !cell.unverified && <QuoteFound />}
        </p>
      )}
    </>
  );
}
