import { type SaveReportRequest, SaveReportResponse } from '@quarry/contracts/reports';
import { api } from '@/lib/api-client';

/** Keeps the last completed query as a saved report definition. */
export async function saveReport(
  request: SaveReportRequest,
  idempotencyKey?: string,
): Promise<{ id: string; message: string }> {
  return api.request('POST', '/api/saved-reports', {
    body: request,
    schema: SaveReportResponse,
    idempotencyKey,
  });
}
