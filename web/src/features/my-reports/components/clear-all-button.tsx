import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useClearReportExecutions } from '../api/clear-report-executions';

/** 'Clear All', behind a confirmation: it deletes the whole history, results included. */
export function ClearAllButton({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const clearing = useClearReportExecutions();
  return (
    <Dialog open={open} onOpenChange={(next) => !clearing.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Trash2 aria-hidden="true" />
          Clear All
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Clear all report executions?</DialogTitle>
          <DialogDescription>
            Every report execution in your history will be deleted, with its results. Your saved reports are
            kept. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={clearing.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={clearing.isPending}
            onClick={() => clearing.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            {clearing.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Clear All
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
