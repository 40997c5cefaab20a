import type { GridColumn, GridResponse } from '@quarry/contracts/grid';
import { isOpen, nextOpenCell, type OpenCell } from '../utils/open-cell';
import { GridCellView } from './grid-cell';
import { STICKY } from './grid-table-head';

type RowProps = {
  row: GridResponse['rows'][number];
  columns: GridColumn[];
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
  openCell: OpenCell;
  onOpenCell: (change: (current: OpenCell) => OpenCell) => void;
};

/** A document's row: its name (and whether it could be read), then its answer to each question. */
export function GridTableRow({ row, columns, index, measure, openCell, onOpenCell }: RowProps) {
  return (
    <tr data-index={index} ref={measure} aria-rowindex={index + 2}>
      <th
        scope="row"
        className={`${STICKY} max-w-56 border-b p-2 text-left align-top font-medium break-words`}
      >
        {row.name}
        {row.outcome === 'failed' && (
          <span className="block text-xs font-normal text-muted-foreground">Could not be read</span>
        )}
      </th>
      {columns.map((column) => (
        <td key={column.id} className="max-w-72 border-b p-2 align-top break-words">
          <GridCellView
            cell={row.cells[column.id]}
            column={column}
            documentName={row.name}
            open={isOpen(openCell, row.documentId, column.id)}
            onOpenChange={(open) =>
              onOpenCell((current) => nextOpenCell(current, row.documentId, column.id, open))
            }
          />
        </td>
      ))}
    </tr>
  );
}
