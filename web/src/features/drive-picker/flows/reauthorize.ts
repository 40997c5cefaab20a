import { toast } from '@/hooks/use-toast';

/** Spec part 2 section 9: the user is sent to re-authorize 2 s after being told why. */
export const REAUTHORIZE_DELAY_MS = 2000;

/** A structure failure that a fresh Drive authorization fixes (spec part 2 section 8). */
export function needsReauthorization(error: unknown): boolean {
  return error instanceof Error && /expired|401|not available/i.test(error.message);
}

export type ReauthorizeDeps = { wait: (ms: number) => Promise<void>; start: () => Promise<void> };

/** Tells the user their Drive authorization is being upgraded, then leaves for Google's consent page. */
export async function upgradeAuthorization(deps: ReauthorizeDeps): Promise<void> {
  toast({
    title: 'Upgrading Drive Authorization',
    description: 'Your Google Drive access needs to be renewed. Taking you to Google to re-authorize...',
  });
  await deps.wait(REAUTHORIZE_DELAY_MS);
  await reauthorize(deps.start);
}

/** Starts the Drive authorization; a failure to reach Google is said, not thrown. */
export async function reauthorize(start: () => Promise<void>): Promise<void> {
  try {
    await start();
  } catch {
    toast({
      title: 'Authorization Failed',
      description: 'Could not start Google Drive authorization. Please try again.',
      variant: 'destructive',
    });
  }
}
