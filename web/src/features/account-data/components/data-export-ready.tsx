import { type DataExportStatus, dataExportDownloadPath } from '@quarry/contracts/account-data';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { formatSize } from '../utils/format-size';

/**
 * A built download: a plain link to the same-origin API (the session cookie goes with it, and the
 * browser saves the zip as it arrives, however large), its size and until when it can be fetched.
 */
export function DataExportReady({ dataExport }: { dataExport: DataExportStatus }) {
  const details = [
    dataExport.sizeBytes === null ? null : formatSize(dataExport.sizeBytes),
    dataExport.expiresAt === null ? null : `available until ${formatDateTime(dataExport.expiresAt)}`,
  ].filter((part) => part !== null);
  return (
    <div className="flex flex-col gap-2">
      <Button
        asChild
        className="h-auto min-h-10 w-full whitespace-normal py-2 [overflow-wrap:anywhere] sm:w-fit"
      >
        <a href={dataExportDownloadPath(dataExport.id)} download={dataExport.fileName}>
          <Download aria-hidden="true" />
          Download {dataExport.fileName}
        </a>
      </Button>
      {details.length > 0 && (
        <p className="text-sm text-muted-foreground">{capitalize(details.join(', '))}.</p>
      )}
    </div>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
