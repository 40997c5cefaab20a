import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useClearReportExecutions } from '../api/clear-report-executions';

/** 'Clear All', behind a confirmation: it deletes the finished runs, results included. */
export function ClearAllButton({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const clearing = useClearReportExecutions();
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Clear All
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Clear all report executions?"
        description="Every finished report execution in your history will be deleted, with its results. Reports still being written are kept, and so are your saved reports. This cannot be undone."
        confirmLabel="Clear All"
        cancelLabel="Cancel"
        destructive
        pending={clearing.isPending}
        onConfirm={() => clearing.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
