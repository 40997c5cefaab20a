import { Folder, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { getPickerToken } from '../api/picker-token';
import { useFolderPicker } from '../hooks/use-folder-picker';
import { failureText, type GoogleDocState, isDriveFileAuthRequired } from '../hooks/use-google-doc';
import {
  DEFAULT_FOLDER,
  forgetFolder,
  rememberedFolder,
  rememberFolder,
  type SaveFolder,
} from '../utils/chosen-folder';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  googleDoc: GoogleDocState;
};

/**
 * 'Save to Google Docs' (issue 27, item 4): the folder the report goes to ("Quarry reports", or the
 * one chosen last time), 'Choose a folder…' through the Picker, then Save. Choosing needs the
 * drive.file grant: without it Quarry asks Google, then shows this dialog again. A chosen folder
 * Drive no longer lets Quarry use is forgotten, and the dialog stays, set back to "Quarry reports".
 */
export function SaveToGoogleDocsDialog({ open, onOpenChange, googleDoc }: Props) {
  const [folder, setFolder] = useState<SaveFolder>(rememberedFolder);
  const [choosing, setChoosing] = useState(false);
  const picker = useFolderPicker();

  // Each time it opens from the menu, the folder kept in this browser (another tab may have changed it).
  useEffect(() => {
    if (open && !choosing) setFolder(rememberedFolder());
  }, [open, choosing]);

  async function choose() {
    setChoosing(true);
    try {
      const { accessToken } = await getPickerToken();
      // The Picker takes the page: this dialog steps aside until it answers.
      onOpenChange(false);
      const picked = await picker.pick(accessToken);
      if (picked) {
        rememberFolder(picked);
        setFolder(picked);
      }
      onOpenChange(true);
    } catch (error) {
      if (isDriveFileAuthRequired(error)) {
        if (await googleDoc.authorize({ next: 'choose-folder' })) return;
      } else if (!(error instanceof SessionExpiredError)) {
        toast({
          title: 'Error',
          description: failureText(error, 'Could not open the folder picker'),
          variant: 'destructive',
        });
      }
      onOpenChange(true);
    } finally {
      setChoosing(false);
    }
  }

  async function save() {
    const outcome = await googleDoc.save(folder.id);
    if (outcome === 'saved') onOpenChange(false);
    if (outcome === 'folder-gone') {
      forgetFolder();
      setFolder(DEFAULT_FOLDER);
    }
  }

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
      {picker.element}
    </>
  );
}
