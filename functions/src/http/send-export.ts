import type { Response } from 'express';
import type { ExportFile } from '../domain/reports/export/export-document';

/**
 * A written export as a download: its type, its name (ASCII for old clients, UTF-8 for the rest,
 * RFC 6266), never cached (a report may be deleted or its sharing changed).
 */
export function sendExport(res: Response, file: ExportFile): void {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'no-store',
    })
    .send(file.bytes);
}
