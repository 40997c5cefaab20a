import { type ExportFormat, exportPath } from '@quarry/contracts/exports';
import { downloadFile } from '@/lib/download-file';

/** Downloads one format of a finished run: the owner's own (`shared` false) or a team member's view. */
export function downloadExport(executionId: string, format: ExportFormat, shared: boolean): Promise<string> {
  return downloadFile(exportPath(executionId, format, shared), `report.${format}`);
}
