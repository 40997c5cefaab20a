import { Button } from '@/components/ui/button';
import { startAuthorization } from '@/lib/authorization';
import { reauthorize } from '../flows/reauthorize';

/** The fallback when the folders cannot be read: authorize Google Drive again. */
export function ReauthorizeCard({ reason }: { reason: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <p className="text-sm text-amber-900">{reason}</p>
      <Button onClick={() => void reauthorize(() => startAuthorization('drive'))}>
        Re-authorize Google Drive
      </Button>
    </div>
  );
}
