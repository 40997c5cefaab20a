export function ExecutionProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Report progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        {`${percent}% done. This report is still being generated; this page updates by itself.`}
      </p>
    </div>
  );
}
