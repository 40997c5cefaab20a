import { zodResolver } from '@hookform/resolvers/zod';
import { GRID_COLUMN_TYPE_LABELS, type GridColumn } from '@quarry/contracts/grid';
import { UpdateSavedReportQueryRequest } from '@quarry/contracts/reports';
import { Loader2 } from 'lucide-react';
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

type EditQueryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reportName: string;
  query: string;
  /** The evidence grid's columns the report asks too (issue 30), shown beside the question. */
  columns?: GridColumn[];
  pending: boolean;
  onSave: (query: string) => void;
};

/** Edits a saved report's question; Save needs some text once trimmed (spec part 2 section 5). */
export function EditQueryDialog({
  open,
  onOpenChange,
  reportName,
  query,
  columns,
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
        {/* Mounted only while open, so each opening starts from the saved query. */}
        {columns && columns.length > 0 && (
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">Evidence grid columns</p>
            <ul
              aria-label="Evidence grid columns"
              className="list-disc pl-5 text-muted-foreground [overflow-wrap:anywhere]"
            >
              {columns.map((column) => (
                <li key={column.id}>{`${column.question} (${GRID_COLUMN_TYPE_LABELS[column.type]})`}</li>
              ))}
            </ul>
          </div>
        )}
        {open && <QueryForm query={query} pending={pending} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function QueryForm({ query, pending, onSave }: Pick<EditQueryDialogProps, 'query' | 'pending' | 'onSave'>) {
  const form = useForm({
    resolver: zodResolver(UpdateSavedReportQueryRequest),
    defaultValues: { query },
  });
  const blank = useWatch({ control: form.control, name: 'query' }).trim() === '';
  // The contract's output is the trimmed query, which is what is sent.
  const onSubmit = form.handleSubmit(({ query: trimmed }) => onSave(trimmed));

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
