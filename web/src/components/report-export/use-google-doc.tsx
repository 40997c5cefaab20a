import { DRIVE_FILE_AUTH_REQUIRED } from '@quarry/contracts/exports';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { googleDocKey, saveGoogleDoc, useStoredGoogleDoc } from '@/lib/report-export/google-doc';
import { takePendingGoogleDoc } from '@/lib/report-export/pending-google-doc';
import { startDriveFileAuthorization } from '@/lib/report-export/start-drive-file-authorization';
import { GoogleDocSavedToast } from './google-doc-link';

function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Could not save to Google Docs';
}

/**
 * 'Google Docs' for one run: the doc saved before (shown in the view), the save itself, and the
 * `drive.file` authorization when the person has not granted it yet; back from Google, the save
 * that was waiting for it is made once.
 */
export function useGoogleDoc(executionId: string, shared: boolean) {
  const stored = useStoredGoogleDoc(executionId, shared);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const save = useCallback(async () => {
    setSaving(true);
    try {
      const doc = await saveGoogleDoc(executionId, shared);
      // A look-up still under way (404 before this save) must not hide the new doc.
      await queryClient.cancelQueries({ queryKey: googleDocKey(executionId, shared) });
      queryClient.setQueryData(googleDocKey(executionId, shared), doc);
      toast({ title: 'Saved to Google Docs', description: <GoogleDocSavedToast doc={doc} />, outcome: true });
      setSaving(false);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === DRIVE_FILE_AUTH_REQUIRED) {
        const returnTo = `${window.location.pathname}${window.location.search}`;
        try {
          // The browser leaves for Google; saving stays shown until it has gone.
          return await startDriveFileAuthorization({ returnTo, executionId, shared });
        } catch (startError) {
          if (!(startError instanceof SessionExpiredError)) {
            toast({ title: 'Error', description: failureText(startError), variant: 'destructive' });
          }
          return setSaving(false);
        }
      }
      setSaving(false);
      if (error instanceof SessionExpiredError) return;
      toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
    }
  }, [executionId, shared, queryClient]);

  // Back from the authorization: the save it was for, once (StrictMode runs effects twice).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    if (takePendingGoogleDoc(executionId, shared)) void save();
  }, [executionId, shared, save]);

  return { doc: stored.data ?? null, saving, save };
}
