import type { ClosedSources } from '@quarry/contracts/sharing';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { startAuthorization } from '@/lib/authorization';

const sources = (count: number) => (count === 1 ? '1 source' : `${count} sources`);

/** Starts Google Drive's authorization (the drive purpose, as onboarding and the folder picker do). */
async function connectDrive(): Promise<void> {
  try {
    await startAuthorization('drive');
  } catch {
    toast({
      title: 'Authorization Failed',
      description: 'Could not start Google Drive authorization. Please try again.',
    });
  }
}

/**
 * A shared report shows a source's name, link and quotes only where the viewer's own Google Drive
 * lets them open the file (docs/architecture/drive.md, per-viewer access). This says why some show
 * as "A document you cannot open", and offers to connect Drive to a member who has not.
 */
export function ClosedSourcesNotice({ closed }: { closed: ClosedSources }) {
  if (closed.count === 0 && !closed.connectDrive) return null;
  return (
    <div
      role="note"
      className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <p className="text-sm text-amber-900">
        {closed.connectDrive
          ? `This report names its sources only for files your own Google Drive lets you open. Connect Google Drive to see which of its ${sources(closed.count)} you can open.`
          : `${sources(closed.count)} of this report ${closed.count === 1 ? 'is a file' : 'are files'} you cannot open in Google Drive, so ${closed.count === 1 ? 'it shows' : 'they show'} without name, link or quotes. Ask the report's owner to share ${closed.count === 1 ? 'it' : 'them'} with you.`}
      </p>
      {closed.connectDrive && <Button onClick={() => void connectDrive()}>Connect Google Drive</Button>}
    </div>
  );
}
