import type { DataExportStatus } from '@quarry/contracts/account-data';
import { useEffect, useRef } from 'react';
import { toast } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format-date';

/**
 * Tells the person how a build they watched ended: once, when the download this page saw being
 * built turns ready or failed. One found already finished on opening the page is only shown.
 */
export function useDataExportOutcome(dataExport: DataExportStatus | null | undefined): void {
  const watching = useRef<string | null>(null);
  useEffect(() => {
    if (!dataExport) return;
    if (dataExport.status === 'building') {
      watching.current = dataExport.id;
      return;
    }
    if (watching.current !== dataExport.id) return;
    watching.current = null;
    if (dataExport.status === 'ready') {
      toast({
        title: 'Download Ready',
        description: dataExport.expiresAt
          ? `Your data is ready to download until ${formatDateTime(dataExport.expiresAt)}.`
          : 'Your data is ready to download.',
        outcome: true,
      });
    } else {
      toast({
        title: 'Download Failed',
        description: dataExport.error ?? 'Your download could not be built. Please try again.',
        variant: 'destructive',
      });
    }
  }, [dataExport]);
}
