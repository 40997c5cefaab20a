import { DRIVE_REAUTH_REQUIRED } from '@quarry/contracts/research';
import { toast } from '@/hooks/use-toast';
import { ApiError, SessionExpiredError } from '@/lib/api-error';

function needsReauth(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { data } = error;
  const flagged =
    typeof data === 'object' && data !== null && 'needsReauth' in data && data.needsReauth === true;
  return flagged || error.errorCode === DRIVE_REAUTH_REQUIRED;
}

/** The toast for a failed Drive search of the keyword dialog (spec part 2 section 8). */
export function showSearchError(error: unknown) {
  if (error instanceof SessionExpiredError) return;
  if (needsReauth(error)) {
    toast({
      title: 'Google Drive Access Expired',
      description: 'Please re-authorize Google Drive access in your drive settings.',
      variant: 'destructive',
    });
    return;
  }
  const description =
    error instanceof ApiError ? error.message : 'Could not search your Google Drive. Please try again.';
  toast({ title: 'Search Error', description, variant: 'destructive' });
}
