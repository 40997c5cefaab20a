import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
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

type EditQueryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reportName: string;
  query: string;
  pending: boolean;
  onSave: (query: string) => void;
};

/** Edits a saved report's question; Save needs some text once trimmed (spec part 2 section 5). */
export function EditQueryDialog({
  open,
  onOpenChange,
  reportName,
  query,
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
        {open && <QueryForm query={query} pending={pending} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function QueryForm({ query, pending, onSave }: Pick<EditQueryDialogProps, 'query' | 'pending' | 'onSave'>) {
  const [text, setText] = useState(query);
  const fieldId = useId();
  const trimmed = text.trim();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trimmed !== '') onSave(trimmed);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <label htmlFor={fieldId} className="sr-only">
        Query
      </label>
      <textarea
        id={fieldId}
        rows={5}
        maxLength={10_000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending || trimmed === ''}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
