import { zodResolver } from '@hookform/resolvers/zod';
import { isBlankText } from '@quarry/contracts/blank-text';
import type { GridColumn } from '@quarry/contracts/grid';
import { UpdateSavedReportQueryRequest } from '@quarry/contracts/reports';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { AddColumns } from '@/modules/evidence-grid/components/add-columns';

/** What Save sends: the trimmed query, and the grid columns when they were changed (an empty list: none). */
export type QueryEdit = { query: string; columns?: GridColumn[] };

type EditQueryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reportName: string;
  query: string;
  /** The evidence grid's columns the report asks too (docs/decisions/evidence-grid.md), changed here with the 'Add columns' editor. */
  columns?: GridColumn[];
  pending: boolean;
  onSave: (edit: QueryEdit) => void;
};

/**
 * Edits a saved report's question, and its grid columns with the editor of 'Add columns' (removing
 * them all is allowed); Save needs some text once trimmed (spec part 2 section 5).
 */
export function EditQueryDialog({
  open,
  onOpenChange,
  reportName,
  query,
  columns = [],
  pending,
  onSave,
}: EditQueryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Query</DialogTitle>
          <DialogDescription>Change the question '{reportName}' asks each time it runs.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved query and columns. */}
        {open && <QueryForm query={query} columns={columns} pending={pending} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

const sameColumns = (a: GridColumn[], b: GridColumn[]) => JSON.stringify(a) === JSON.stringify(b);

function QueryForm({
  query,
  columns: saved,
  pending,
  onSave,
}: Pick<EditQueryDialogProps, 'query' | 'pending' | 'onSave'> & { columns: GridColumn[] }) {
  const form = useForm({
    resolver: zodResolver(UpdateSavedReportQueryRequest),
    defaultValues: { query },
  });
  const [columns, setColumns] = useState(saved);
  const blank = isBlankText(useWatch({ control: form.control, name: 'query' }));
  // The contract's output is the trimmed query, which is what is sent; columns only when changed.
  const onSubmit = form.handleSubmit(({ query: trimmed }) =>
    onSave(sameColumns(columns, saved) ? { query: trimmed } : { query: trimmed, columns }),
  );

  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField
          control={form.control}
          name="query"
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">Query</FormLabel>
              <FormControl>
                <Textarea {...field} rows={5} maxLength={10_000} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <AddColumns columns={columns} onChange={setColumns} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending || blank}>
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Save
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
