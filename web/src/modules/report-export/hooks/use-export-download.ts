import type { ExportFormat } from '@quarry/contracts/exports';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { downloadExport } from '../api/download-export';

/**
 * Downloads a run's export in one file format, saying which format is being written while it is, and
 * why it failed if it did (a lapsed session says so itself). `onDone` runs either way.
 */
export function useExportDownload(executionId: string, shared: boolean, onDone: () => void) {
  const [busy, setBusy] = useState<ExportFormat | undefined>();

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      await downloadExport(executionId, format, shared);
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) {
        const description =
          error instanceof Error && error.message ? error.message : 'Failed to export report';
        toast({ title: 'Error', description, variant: 'destructive' });
      }
    } finally {
      setBusy(undefined);
      onDone();
    }
  }

  return { busy, download };
}
