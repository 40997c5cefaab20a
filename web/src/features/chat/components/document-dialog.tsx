import type { EstimatedDocument } from '@quarry/contracts/estimate';
import type { GridColumn } from '@quarry/contracts/grid';
import type { FoundDocument, SelectedDocument } from '@quarry/contracts/research';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AddColumns } from '@/modules/evidence-grid/components/add-columns';
import {
  allSupportedSelected,
  cleanSelection,
  continueLabel,
  estimatedDocuments,
  initialSelection,
  selectedDocuments,
  supportedCount,
  toggleAll,
  toggleDocument,
  unsupportedCount,
} from '../utils/document-selection';
import { DocumentRow } from './document-row';
import { NoDocumentsFound } from './no-documents-found';

type DocumentDialogProps = {
  documents: FoundDocument[];
  /** The ids to start with (a saved report's choice); without it every supported document starts selected. */
  initialIds?: string[];
  /** The evidence grid's columns to start with (a saved report's); without them none. */
  initialColumns?: GridColumn[];
  onBack: () => void;
  /** The chosen documents and the evidence grid's columns (none: no grid). */
  onContinue: (documents: SelectedDocument[], columns: GridColumn[]) => void;
  onCancel: () => void;
  /** What the chosen documents and columns would take to read (the run's estimate), shown above Continue. */
  renderEstimate?: (chosen: EstimatedDocument[], columns: GridColumn[]) => ReactNode;
};

/** The Select Files/Documents dialog. */
export function DocumentDialog({
  documents,
  initialIds,
  initialColumns = [],
  onBack,
  onContinue,
  onCancel,
  renderEstimate,
}: DocumentDialogProps) {
  const [selection, setSelection] = useState(() =>
    initialIds ? cleanSelection(documents, initialIds) : initialSelection(documents),
  );
  const [columns, setColumns] = useState<GridColumn[]>(initialColumns);
  const unsupported = unsupportedCount(documents);
  const chosen = selectedDocuments(documents, selection);

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Select Files/Documents</DialogTitle>
          <DialogDescription>Found {documents.length} documents matching your keywords</DialogDescription>
        </DialogHeader>
        {unsupported > 0 && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            {unsupported} file(s) not supported - convert to PDF for compatibility
          </p>
        )}
        {documents.length === 0 ? (
          <NoDocumentsFound />
        ) : (
          <>
            <div className="flex items-center justify-between gap-2 text-sm">
              <label className="flex items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={allSupportedSelected(documents, selection)}
                  disabled={supportedCount(documents) === 0}
                  onChange={() => setSelection((current) => toggleAll(documents, current))}
                />
                Select All ({supportedCount(documents)} supported)
              </label>
              <span className="text-muted-foreground">{chosen.length} selected</span>
            </div>
            <ul aria-label="Documents" className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
              {documents.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  selected={selection.has(document.id)}
                  onToggle={() => setSelection((current) => toggleDocument(documents, current, document.id))}
                />
              ))}
            </ul>
          </>
        )}
        {documents.length > 0 && <AddColumns columns={columns} onChange={setColumns} />}
        {chosen.length > 0 && renderEstimate?.(estimatedDocuments(documents, selection), columns)}
        <DialogFooter>
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => onContinue(chosen, columns)}>
            {continueLabel(chosen.length)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
