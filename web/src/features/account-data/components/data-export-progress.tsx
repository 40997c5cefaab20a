import type { DataExportStatus } from '@quarry/contracts/account-data';

const count = (n: number) => n.toLocaleString('en-US');

/** What the build has gathered so far, in words, and the same as a bar. */
export function progressWords({ done, total }: DataExportStatus['progress']): string {
  return total > 0
    ? `Gathering your data: ${count(Math.min(done, total))} of ${count(total)} records`
    : 'Gathering your data: counting your records';
}

/** A download being built: a bar with its words; the card asks for news by itself. */
export function DataExportProgress({ progress }: { progress: DataExportStatus['progress'] }) {
  const percent =
    progress.total > 0 ? Math.round((Math.min(progress.done, progress.total) / progress.total) * 100) : 0;
  const words = progressWords(progress);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Download progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm" aria-live="polite">
        {words}
      </p>
      <p className="text-sm text-muted-foreground">
        You can leave this page: your download will be waiting here when it is ready.
      </p>
    </div>
  );
}
