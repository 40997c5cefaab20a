import type { ChatSessionSummary } from '@quarry/contracts/chat';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeleteSessionDialogProps = {
  session: ChatSessionSummary | undefined;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Delete Session': asked before a saved session and its messages are deleted for good. */
export function DeleteSessionDialog({ session, deleting, onConfirm, onCancel }: DeleteSessionDialogProps) {
  return (
    <ConfirmDialog
      open={session !== undefined}
      onOpenChange={(open) => !open && onCancel()}
      title="Delete Session"
      description={`Delete "${session?.title ?? ''}" and all its messages? This cannot be undone.`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      destructive
      pending={deleting}
      onConfirm={onConfirm}
    />
  );
}
