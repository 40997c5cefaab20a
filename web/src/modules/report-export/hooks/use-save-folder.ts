import { useEffect, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { getPickerToken } from '../api/picker-token';
import {
  DEFAULT_FOLDER,
  forgetFolder,
  rememberedFolder,
  rememberFolder,
  type SaveFolder,
} from '../utils/chosen-folder';
import { useFolderPicker } from './use-folder-picker';
import { failureText, type GoogleDocState, isDriveFileAuthRequired } from './use-google-doc';

/**
 * The folder of the 'Save to Google Docs' dialog and what it does: choose another through the Picker
 * (asking Google for the drive.file grant first when it is missing), and save there. A chosen folder
 * Drive no longer lets Quarry use is forgotten, set back to "Quarry reports".
 */
export function useSaveFolder(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  googleDoc: GoogleDocState,
) {
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

  return { folder, choosing, choose, save, pickerElement: picker.element };
}
