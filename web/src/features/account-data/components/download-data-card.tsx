import { DATA_EXPORT_HOURS, type DataExportStatus } from '@quarry/contracts/account-data';
import { Download, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useDataExport } from '../api/get-data-export';
import { useStartDataExport } from '../api/start-data-export';
import { useDataExportOutcome } from '../hooks/use-data-export-outcome';
import { DataExportProgress } from './data-export-progress';
import { DataExportReady } from './data-export-ready';

/** 'Download my data' on /settings: start a build, follow it, fetch the zip (docs/architecture/accounts-and-data.md). */
export function DownloadDataCard() {
  const dataExport = useDataExport();
  useDataExportOutcome(dataExport.data);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Download className="size-5 text-muted-foreground" aria-hidden="true" />
          Download my data
        </CardTitle>
        <CardDescription>
          A zip of everything you have in Quarry: your profile and settings, your chats, saved reports and
          report runs with their results, the teams you administer, what was shared with you, and your usage,
          as JSON, with each report also as a Markdown file. Once built, it can be downloaded for{' '}
          {DATA_EXPORT_HOURS} hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {dataExport.isPending ? (
          <Spinner label="Looking for your last download" />
        ) : (
          <ExportState dataExport={dataExport.data ?? null} loadFailed={dataExport.isError} />
        )}
      </CardContent>
    </Card>
  );
}

function ExportState({
  dataExport,
  loadFailed,
}: {
  dataExport: DataExportStatus | null;
  loadFailed: boolean;
}) {
  if (dataExport?.status === 'building') return <DataExportProgress progress={dataExport.progress} />;
  const expired = dataExport?.expiresAt ? new Date(dataExport.expiresAt).getTime() <= Date.now() : false;
  return (
    <>
      {loadFailed && (
        <p role="alert" className="text-sm text-destructive">
          Could not check for your last download. You can still build a new one.
        </p>
      )}
      {dataExport?.status === 'ready' && !expired && <DataExportReady dataExport={dataExport} />}
      {dataExport?.status === 'ready' && expired && dataExport.expiresAt && (
        <p className="text-sm text-muted-foreground">
          Your last download expired on {formatDateTime(dataExport.expiresAt)}.
        </p>
      )}
      {dataExport?.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          Your last download could not be built. {dataExport.error ?? 'Please try again.'}
        </p>
      )}
      <StartButton label={startLabel(dataExport, expired)} />
    </>
  );
}

function startLabel(dataExport: DataExportStatus | null, expired: boolean): string {
  if (dataExport?.status === 'failed') return 'Try again';
  if (dataExport?.status === 'ready' && !expired) return 'Build a fresh download';
  return 'Download my data';
}

function StartButton({ label }: { label: string }) {
  const start = useStartDataExport();
  const fresh = label === 'Build a fresh download';
  return (
    <Button
      variant={fresh ? 'outline' : 'default'}
      className="w-full sm:w-fit"
      disabled={start.isPending}
      onClick={() => start.start(undefined)}
    >
      {start.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {label}
    </Button>
  );
}
