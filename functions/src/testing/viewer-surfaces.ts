import { DATA_EXPORT_PATH, dataExportDownloadPath } from '@quarry/contracts/account-data';
import { type ExportFormat, exportPath, googleDocPath } from '@quarry/contracts/exports';
import { gridPath } from '@quarry/contracts/grid';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import JSZip from 'jszip';
import { readPdf } from '../adapters/parsers/pdf-text';
import type { BrowserSession } from './browser-session';
import { readEventStream } from './event-stream';
import type { LocalStack } from './local-stack';

/**
 * Every surface a viewer reads of a run, as text: what a test that a name never reaches them looks
 * through (docs/decisions/README.md). Each is read as the viewer's session reads it over HTTP.
 */
export interface Surface {
  surface: string;
  text: string;
}

/** Every string a JSON answer holds, one a line (escapes undone, so a line break is one again). */
export function stringsOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stringsOf).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(stringsOf).join('\n');
  return '';
}

async function textOfExport(format: ExportFormat, bytes: Buffer): Promise<string> {
  if (format === 'pdf') return (await readPdf(bytes)).text;
  if (format === 'docx') {
    const xml = (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
    return xml
      .replace(/<w:tab\/>/g, ' ')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, '');
  }
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    return workbook.worksheets.map((sheet) => stringsOf(sheet.getSheetValues())).join('\n');
  }
  return bytes.toString('utf8');
}

const FORMATS: ExportFormat[] = ['md', 'csv', 'xlsx', 'pdf', 'docx'];

/** The run's views, stream, grid and every export, from the member's own views or the team's (`shared`). */
export async function runSurfaces(
  viewer: BrowserSession,
  executionId: string,
  shared: boolean,
): Promise<Surface[]> {
  const where = shared ? 'team' : 'own';
  const view = shared
    ? `/api/shared-report-execution/${executionId}/view`
    : `/api/report-execution/${executionId}/view`;
  const surfaces: Surface[] = [
    { surface: `${where} view`, text: stringsOf((await viewer.call('GET', view)).json) },
    {
      surface: `${where} grid`,
      text: stringsOf((await viewer.call('GET', gridPath(executionId, shared))).json),
    },
  ];
  if (!shared) {
    const stream = await viewer.raw('GET', `/api/report-execution/${executionId}/stream`);
    surfaces.push({ surface: 'own stream', text: stringsOf(await readEventStream(stream)) });
  }
  for (const format of FORMATS) {
    const response = await viewer.raw('GET', exportPath(executionId, format, shared));
    if (response.status !== 200) throw new Error(`${where} ${format} export answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    surfaces.push({ surface: `${where} ${format} export`, text: await textOfExport(format, bytes) });
  }
  return surfaces;
}

/** The Google Doc the viewer saves of the run, read back with their drive.file grant. */
export async function googleDocSurface(
  stack: LocalStack,
  viewer: BrowserSession,
  uid: string,
  executionId: string,
  shared: boolean,
): Promise<Surface> {
  const saved = await viewer.call('POST', googleDocPath(executionId, shared), {});
  if (saved.status !== 200) throw new Error(`saving to Google Docs answered ${saved.status}`);
  const access = stack.app.deps.driveFile;
  const token = await access.accessToken(uid);
  const text = (await access.drive.fetcher(token).export(String(saved.json.fileId), 'text/plain')).toString();
  return { surface: `${shared ? 'team' : 'own'} Google Doc`, text };
}

/** The viewer's data download, every file in it. */
export async function dataDownloadSurfaces(stack: LocalStack, viewer: BrowserSession): Promise<Surface[]> {
  await viewer.call('POST', DATA_EXPORT_PATH);
  await stack.app.deps.localAccountQueue.idle();
  const ready = (await viewer.call('GET', DATA_EXPORT_PATH)).json as { id: string; status: string };
  if (ready.status !== 'ready') throw new Error(`the data download is ${ready.status}`);
  const response = await viewer.raw('GET', dataExportDownloadPath(ready.id));
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.entries(files).map(([name, bytes]) => {
    const text = strFromU8(bytes);
    return {
      surface: `data download ${name}`,
      text: name.endsWith('.json') ? stringsOf(JSON.parse(text)) : text,
    };
  });
}
