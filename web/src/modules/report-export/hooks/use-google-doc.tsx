import { DRIVE_FILE_AUTH_REQUIRED, DRIVE_FOLDER_NOT_FOUND } from '@quarry/contracts/exports';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { googleDocKey, saveGoogleDoc, useStoredGoogleDoc } from '../api/google-doc';
import { startDriveFileAuthorization } from '../api/start-drive-file-authorization';
import { GoogleDocSavedToast } from '../components/google-doc-link';
import { type PendingGoogleDoc, takePendingGoogleDocAction } from '../utils/pending-google-doc';

export function failureText(error: unknown, fallback = 'Could not save to Google Docs'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function isDriveFileAuthRequired(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === DRIVE_FILE_AUTH_REQUIRED;
}

/** How a save ended: saved, refused because the chosen folder is gone, or stopped (failed, or left for Google). */
export type SaveOutcome = 'saved' | 'folder-gone' | 'stopped';

type Options = {
  /** Back from the authorization that choosing a folder needed: show the save dialog again. */
  onChooseAgain?: () => void;
};

/**
 * 'Google Docs' for one run: the doc saved before (shown in the view), the save itself (into a
 * chosen folder, else "Quarry reports"), and the `drive.file` authorization when the person has not
 * granted it yet; back from Google, what was waiting for it (the save, or choosing a folder) once.
 */
export function useGoogleDoc(executionId: string, shared: boolean, options: Options = {}) {
  const stored = useStoredGoogleDoc(executionId, shared);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  /** Leaves for Google's consent page; what is pending is done on the way back. Resolves only on failure. */
  const authorize = useCallback(
    async (next: Pick<PendingGoogleDoc, 'next' | 'folderId'>) => {
      const returnTo = `${window.location.pathname}${window.location.search}`;
      try {
        await startDriveFileAuthorization({ returnTo, executionId, shared, ...next });
        return true;
      } catch (startError) {
        if (!(startError instanceof SessionExpiredError)) {
          toast({ title: 'Error', description: failureText(startError), variant: 'destructive' });
        }
        return false;
      }
    },
    [executionId, shared],
  );

  const save = useCallback(
    async (folderId?: string): Promise<SaveOutcome> => {
      setSaving(true);
      try {
        const doc = await saveGoogleDoc(executionId, shared, folderId);
        // A look-up still under way (404 before this save) must not hide the new doc.
        await queryClient.cancelQueries({ queryKey: googleDocKey(executionId, shared) });
        queryClient.setQueryData(googleDocKey(executionId, shared), doc);
        toast({
          title: 'Saved to Google Docs',
          description: <GoogleDocSavedToast doc={doc} />,
          outcome: true,
        });
        setSaving(false);
        return 'saved';
      } catch (error) {
        // The browser leaves for Google; saving stays shown until it has gone.
        if (isDriveFileAuthRequired(error) && (await authorize({ next: 'save', folderId }))) return 'stopped';
        setSaving(false);
        if (error instanceof SessionExpiredError || isDriveFileAuthRequired(error)) return 'stopped';
        toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
        const gone = error instanceof ApiError && error.errorCode === DRIVE_FOLDER_NOT_FOUND;
        return gone ? 'folder-gone' : 'stopped';
      }
    },
    [executionId, shared, queryClient, authorize],
  );

  // Back from the authorization: what it was for, once (StrictMode runs effects twice).
  const resumed = useRef(false);
  const { onChooseAgain } = options;
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const pending = takePendingGoogleDocAction(executionId, shared);
    if (pending?.next === 'choose-folder') onChooseAgain?.();
    else if (pending) void save(pending.folderId);
  }, [executionId, shared, save, onChooseAgain]);

  return { doc: stored.data ?? null, saving, save, authorize };
}

export type GoogleDocState = ReturnType<typeof useGoogleDoc>;
