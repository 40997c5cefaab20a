import { GRID_COLUMNS_MAX, type GridColumn } from '@quarry/contracts/grid';
import { Plus } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { sentenceResolver } from '@/lib/sentence-resolver';
import { nextColumnId } from '../utils/column-ids';
import { ColumnsForm, type ColumnsFormInput } from '../utils/columns-form';
import { ColumnRow } from './column-row';

/**
 * The 'Add columns' editor: up to GRID_COLUMNS_MAX short questions, each with a type, asked of every
 * chosen document beside the question; checked with the contract's schema before it closes.
 */
export function ColumnsEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: GridColumn[];
  onSave: (columns: GridColumn[]) => void;
  onCancel: () => void;
}) {
  const form = useForm<ColumnsFormInput, unknown, z.output<typeof ColumnsForm>>({
    resolver: sentenceResolver(ColumnsForm),
    defaultValues: { columns: initial.length > 0 ? initial : [{ id: 'c1', question: '', type: 'text' }] },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'columns' });
  const onSubmit = form.handleSubmit(({ columns }) => onSave(columns));
  const nextId = nextColumnId(form.watch('columns'));
  const listError = form.formState.errors.columns?.root?.message ?? form.formState.errors.columns?.message;

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-xl">
        <Form {...form}>
          <form
            onSubmit={(event) => {
              // Rendered in a portal but inside another form's tree (Edit Query): React would bubble
              // this submit up to that form and save it too.
              event.stopPropagation();
              void onSubmit(event);
            }}
            noValidate
            className="flex flex-col gap-4"
          >
            <DialogHeader>
              <DialogTitle>Add columns</DialogTitle>
              <DialogDescription>
                {`Each column is a short question asked of every document, answered in a table with the quote behind each answer. Up to ${GRID_COLUMNS_MAX}.`}
              </DialogDescription>
            </DialogHeader>
            <ol aria-label="Columns" className="flex max-h-[50vh] flex-col gap-3 overflow-y-auto">
              {fields.map((field, index) => (
                <ColumnRow key={field.id} index={index} onRemove={() => remove(index)} />
              ))}
            </ol>
            {listError && (
              <p role="alert" className="text-sm text-destructive">
                {listError}
              </p>
            )}
            <Button
              type="button"
              variant="outline"
              className="self-start"
              disabled={!nextId}
              onClick={() => nextId && append({ id: nextId, question: '', type: 'text' })}
            >
              <Plus aria-hidden="true" />
              Add column
            </Button>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit">Save columns</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
