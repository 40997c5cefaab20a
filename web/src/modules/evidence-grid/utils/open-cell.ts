/** The grid's one open cell (its quote's popover), by document and column; null: none. */
export type OpenCell = { documentId: string; columnId: string } | null;

export function isOpen(open: OpenCell, documentId: string, columnId: string): boolean {
  return open?.documentId === documentId && open.columnId === columnId;
}

/** A cell opening takes over; one closing clears only itself (another may have opened meanwhile). */
export function nextOpenCell(
  current: OpenCell,
  documentId: string,
  columnId: string,
  open: boolean,
): OpenCell {
  if (open) return { documentId, columnId };
  return isOpen(current, documentId, columnId) ? null : current;
}
