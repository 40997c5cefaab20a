import {
  GRID_COLUMN_TYPE_LABELS,
  GRID_COLUMN_TYPES,
  GRID_COLUMNS_MAX,
  type GridColumn,
  GridColumns,
} from '@quarry/contracts/grid';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input, textControlClass } from '@/components/ui/input';
import { sentenceResolver } from '@/lib/sentence-resolver';
import { nextColumnId } from '../utils/column-ids';

const ColumnsForm = z.object({ columns: GridColumns });
type ColumnsFormInput = z.input<typeof ColumnsForm>;

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
                <li key={field.id} className="flex items-start gap-2">
                  <FormField
                    control={form.control}
                    name={`columns.${index}.question`}
                    render={({ field: input }) => (
                      <FormItem className="min-w-0 flex-1">
                        <FormLabel>{`Column ${index + 1} question`}</FormLabel>
                        <FormControl>
                          <Input
                            {...input}
                            placeholder="e.g. What is the contract value?"
                            autoComplete="off"
                          />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`columns.${index}.type`}
                    render={({ field: input }) => (
                      <FormItem className="w-28">
                        <FormLabel>Type</FormLabel>
                        <FormControl>
                          <select {...input} className={textControlClass}>
                            {GRID_COLUMN_TYPES.map((type) => (
                              <option key={type} value={type}>
                                {GRID_COLUMN_TYPE_LABELS[type]}
                              </option>
                            ))}
                          </select>
                        </FormControl>
                      </FormItem>
                    )}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={`Remove column ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
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
