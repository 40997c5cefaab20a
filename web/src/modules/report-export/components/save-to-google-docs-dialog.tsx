import { Folder, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { GoogleDocState } from '../hooks/use-google-doc';
import { useSaveFolder } from '../hooks/use-save-folder';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  googleDoc: GoogleDocState;
};

/**
 * 'Save to Google Docs' (docs/decisions/exports.md): the folder the report goes to ("Quarry reports", or the
 * one chosen last time), 'Choose a folder…' through the Picker, then Save. Choosing needs the
 * drive.file grant: without it Quarry asks Google, then shows this dialog again. A chosen folder
 * Drive no longer lets Quarry use is forgotten, and the dialog stays, set back to "Quarry reports".
 */
export function SaveToGoogleDocsDialog({ open, onOpenChange, googleDoc }: Props) {
  const { folder, choosing, choose, save, pickerElement } = useSaveFolder(open, onOpenChange, googleDoc);
  const busy = choosing || googleDoc.saving;
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Save to Google Docs</DialogTitle>
            <DialogDescription>
              The report will be saved as a Google Doc in this folder of your Google Drive.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
            <dl className="min-w-0">
              <dt className="text-xs text-muted-foreground">Folder</dt>
              <dd className="flex items-center gap-2 text-sm font-medium">
                <Folder aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{folder.name}</span>
              </dd>
            </dl>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              aria-busy={choosing || undefined}
              onClick={() => void choose()}
            >
              {choosing && <Loader2 aria-hidden="true" className="animate-spin" />}
              Choose a folder…
            </Button>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={busy}
              aria-busy={googleDoc.saving || undefined}
              onClick={() => void save()}
            >
              {googleDoc.saving && <Loader2 aria-hidden="true" className="animate-spin" />}
              Save
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {pickerElement}
    </>
  );
}
