import type { EvidenceQuote } from '@quarry/contracts/report';
import { cellPlace } from '@quarry/contracts/tables';
import { Calculator } from 'lucide-react';

/** The cells shown at most; the rest are counted. */
const CELLS_SHOWN = 8;

/**
 * The table cells a passage rests on: for a value Quarry computed, the plan in
 * words and the rows used; for a figure copied from a table, the cell that holds it.
 */
export function QuoteCells({ quote }: { quote: EvidenceQuote }) {
  const cells = quote.cells ?? [];
  if (cells.length === 0) return null;
  const more = cells.length - CELLS_SHOWN;
  return (
    <div className="flex flex-col gap-1 pl-3 text-xs" data-testid="quote-cells">
      {quote.plan && (
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <Calculator className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{`Computed by Quarry: ${quote.plan}`}</span>
        </p>
      )}
      <table className="w-full border-collapse">
        <caption className="sr-only">{quote.plan ? 'Cells used' : 'Cell holding this figure'}</caption>
        <tbody>
          {cells.slice(0, CELLS_SHOWN).map((cell) => (
            <tr key={`${cellPlace(cell)}:${cell.value}`} className="border-t">
              <th scope="row" className="py-0.5 pr-2 text-left font-normal text-muted-foreground">
                {cellPlace(cell)}
              </th>
              <td className="py-0.5 text-right tabular-nums">{cell.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 && <p className="text-muted-foreground">{`and ${more} more cells`}</p>}
    </div>
  );
}
