import type { GridResponse } from '@quarry/contracts/grid';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { isOpen, nextOpenCell, type OpenCell } from '../utils/open-cell';
import { GridCellView } from './grid-cell';

/** A card's height before it is measured: a name and four questions with their values. */
export const GRID_CARD_ESTIMATE_PX = 260;

/**
 * The grid on a phone (docs/decisions/evidence-grid.md): a card per document, its name and then each column's
 * question with the value the document gives it; a tap on a value opens the quote it rests on, as a
 * cell of the table does. Only the cards in view are rendered (the grid may hold thousands).
 */
export function GridCards({ grid }: { grid: GridResponse }) {
  // As in the table: the open quote outlives a card scrolled out of the rendered ones.
  const [openCell, setOpenCell] = useState<OpenCell>(null);
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: grid.rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => GRID_CARD_ESTIMATE_PX,
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{`${grid.rows.length} documents`}</p>
      <div ref={box} className="max-h-[75vh] overflow-y-auto" data-testid="evidence-grid-cards">
        <ul aria-label="Documents in the evidence grid" style={{ paddingTop: top, paddingBottom: bottom }}>
          {items.map((item) => {
            const row = grid.rows[item.index];
            if (!row) return null;
            const heading = `grid-card-${item.index}`;
            return (
              <li
                key={row.documentId}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="pb-3"
              >
                <article aria-labelledby={heading} className="rounded-md border p-3">
                  <h3 id={heading} className="font-medium [overflow-wrap:break-word]">
                    {row.name}
                  </h3>
                  {row.outcome === 'failed' && (
                    <p className="text-xs text-muted-foreground">Could not be read</p>
                  )}
                  <dl className="mt-2 flex flex-col gap-2 text-sm">
                    {grid.columns.map((column) => (
                      <div key={column.id} className="[overflow-wrap:break-word]">
                        <dt className="text-xs text-muted-foreground">{column.question}</dt>
                        <dd>
                          <GridCellView
                            cell={row.cells[column.id]}
                            column={column}
                            documentName={row.name}
                            tapTarget
                            open={isOpen(openCell, row.documentId, column.id)}
                            onOpenChange={(open) =>
                              setOpenCell((current) => nextOpenCell(current, row.documentId, column.id, open))
                            }
                          />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
