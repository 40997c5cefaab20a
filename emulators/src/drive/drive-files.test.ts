import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { drive_v3 } from '@googleapis/drive';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DRIVE_DIR } from '../server';
import { type DriveHarness, failure, MAYA, SAM, startDrive } from './drive-test-setup';
import { DOCX, GOOGLE_DOC, GOOGLE_SHEET, XLSX } from './mime-types';

let harness: DriveHarness;
let drive: drive_v3.Drive;
const onDisk = (relative: string) => path.join(DEFAULT_DRIVE_DIR, MAYA, relative);

beforeAll(async () => {
  harness = await startDrive();
  drive = harness.driveFor(MAYA).drive;
});
afterAll(() => harness.stop());

async function idOf(name: string, client = drive): Promise<string> {
  const { data } = await client.files.list({
    q: `name = '${name.replace(/'/g, "\\'")}'`,
    fields: 'files(id)',
  });
  expect(data.files).toHaveLength(1);
  return data.files![0]!.id!;
}

async function bytes(promise: Promise<{ data: unknown }>): Promise<Buffer> {
  return Buffer.from((await promise).data as ArrayBuffer);
}

describe('files.get', () => {
  it('when metadata is asked for, then it describes the file on disk', async () => {
    const file = 'Finance/Q3 2026 Financial Results.pdf';
    const [content, stats] = await Promise.all([fs.readFile(onDisk(file)), fs.stat(onDisk(file))]);
    const id = await idOf('Q3 2026 Financial Results.pdf');
    const financeId = await idOf('Finance');
    const { data } = await drive.files.get({
      fileId: id,
      fields:
        'id,name,mimeType,parents,modifiedTime,size,md5Checksum,version,trashed,webViewLink,iconLink,owners',
    });
    expect(data).toMatchObject({
      id,
      name: 'Q3 2026 Financial Results.pdf',
      mimeType: 'application/pdf',
      parents: [financeId],
      modifiedTime: stats.mtime.toISOString(),
      size: String(content.length),
      md5Checksum: crypto.createHash('md5').update(content).digest('hex'),
      trashed: false,
      webViewLink: `${harness.emulators.url}/drive/view/${id}`,
      owners: [{ emailAddress: MAYA, displayName: 'Maya Chen' }],
    });
    expect(id).toMatch(/^[A-Za-z0-9_-]{33}$/);
    expect(data.version).toMatch(/^\d+$/);
  });

  it('when a Google Doc is described, then it has its Google type and no checksum', async () => {
    const { data } = await drive.files.get({ fileId: await idOf('2027 Hiring Plan'), fields: '*' });
    expect(data.mimeType).toBe(GOOGLE_DOC);
    expect(data.md5Checksum).toBeUndefined();
    expect(Object.keys(data.exportLinks ?? {})).toContain('text/plain');
  });

  it('when no fields are given, then the default kind, id, name and mimeType come back', async () => {
    const { data } = await drive.files.get({ fileId: await idOf('Materials Policy.md') });
    expect(Object.keys(data).sort()).toEqual(['id', 'kind', 'mimeType', 'name']);
  });

  it("when the id is 'root', then My Drive is described and is the parent of the top folders", async () => {
    const { data } = await drive.files.get({ fileId: 'root', fields: 'id,name,mimeType' });
    expect(data.name).toBe('My Drive');
    const finance = await drive.files.get({ fileId: await idOf('Finance'), fields: 'parents' });
    expect(finance.data.parents).toEqual([data.id]);
  });

  it('when alt=media is asked for a binary file, then the bytes are those of the file', async () => {
    const id = await idOf('Q3 2026 Financial Results.pdf');
    const body = await bytes(drive.files.get({ fileId: id, alt: 'media' }, { responseType: 'arraybuffer' }));
    expect(body.equals(await fs.readFile(onDisk('Finance/Q3 2026 Financial Results.pdf')))).toBe(true);
  });

  it('when alt=media is asked for a Google Doc, then Drive refuses with fileNotDownloadable', async () => {
    const error = await failure(drive.files.get({ fileId: await idOf('2027 Hiring Plan'), alt: 'media' }));
    expect(error.response?.status).toBe(403);
    expect(error.response?.data).toMatchObject({
      error: {
        message: 'Only files with binary content can be downloaded. Use Export with Docs Editors files.',
        errors: [{ reason: 'fileNotDownloadable' }],
      },
    });
  });

  it("when the id is unknown or another account's, then it is 404 File not found", async () => {
    const error = await failure(drive.files.get({ fileId: 'nope' }));
    expect(error.response?.status).toBe(404);
    expect(error.response?.data).toMatchObject({
      error: { message: 'File not found: nope.', errors: [{ reason: 'notFound' }] },
    });
    const samsFile = await idOf('Pipeline Q4 2026.csv', harness.driveFor(SAM).drive);
    expect((await failure(drive.files.get({ fileId: samsFile }))).response?.status).toBe(404);
  });
});

describe('files.export', () => {
  it('when a Google Doc is exported as text, then the text has no Markdown markup', async () => {
    const { data } = await drive.files.export({
      fileId: await idOf('2027 Hiring Plan'),
      mimeType: 'text/plain',
    });
    const text = String(data);
    expect(text).toContain('We plan 34 new roles in 2027');
    expect(text).toContain('Quality\t9\t4\t13\t$0.52M');
    expect(text).not.toMatch(/^#|\|/m);
  });

  it('when a Google Doc is exported as Markdown or Word, then each carries the content', async () => {
    const id = await idOf('2027 Hiring Plan');
    const markdown = await bytes(
      drive.files.export({ fileId: id, mimeType: 'text/markdown' }, { responseType: 'arraybuffer' }),
    );
    expect(markdown.equals(await fs.readFile(onDisk('People/2027 Hiring Plan.gdoc.md')))).toBe(true);
    const word = await bytes(
      drive.files.export({ fileId: id, mimeType: DOCX }, { responseType: 'arraybuffer' }),
    );
    expect((await mammoth.extractRawText({ buffer: word })).value).toContain('Director of Supplier Quality');
  });

  it('when a Google Sheet is exported as xlsx, then every sheet is in the workbook', async () => {
    const id = await idOf('Q3 2026 Revenue by Region');
    expect((await drive.files.get({ fileId: id, fields: 'mimeType' })).data.mimeType).toBe(GOOGLE_SHEET);
    const body = await bytes(
      drive.files.export({ fileId: id, mimeType: XLSX }, { responseType: 'arraybuffer' }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Monthly',
      'By category',
      'Europe bridge',
    ]);
    expect(workbook.getWorksheet('Europe bridge')!.getCell('A4').value).toBe('Alpenwelt Sport insolvency');
  });

  it('when a Google Sheet is exported as CSV, then the first sheet comes back as rows', async () => {
    const { data } = await drive.files.export({
      fileId: await idOf('Q3 2026 Revenue by Region'),
      mimeType: 'text/csv',
    });
    const rows = String(data).split('\r\n');
    expect(rows[0]).toBe('Region,Q3 2025,Q3 2026,Change,Change %');
    expect(rows[2]).toBe('Europe,8300000,7100000,-1200000,-0.1446');
    expect(rows).toHaveLength(6);
  });

  it('when a PDF is exported, then Drive refuses: export is for Docs Editors files only', async () => {
    const error = await failure(
      drive.files.export({ fileId: await idOf('Q3 2026 Financial Results.pdf'), mimeType: 'text/plain' }),
    );
    expect(error.response?.status).toBe(403);
    expect(error.response?.data).toMatchObject({
      error: { message: 'Export only supports Docs Editors files.' },
    });
  });

  it('when the target type is not offered for the Google type, then it is 400 badRequest', async () => {
    const error = await failure(
      drive.files.export({ fileId: await idOf('2027 Hiring Plan'), mimeType: 'image/png' }),
    );
    expect(error.response?.status).toBe(400);
    expect(error.response?.data).toMatchObject({ error: { errors: [{ reason: 'badRequest' }] } });
  });
});

describe('webViewLink', () => {
  it('when a text document is opened, then the page shows its text', async () => {
    const { data } = await drive.files.get({
      fileId: await idOf('Materials Policy.md'),
      fields: 'webViewLink',
    });
    const page = await (await fetch(data.webViewLink!)).text();
    expect(page).toContain('Materials Policy.md');
    expect(page).toContain('Certified down only.');
  });

  it('when a binary document is opened, then the page offers its download with the same bytes', async () => {
    const { data } = await drive.files.get({
      fileId: await idOf('Recall Cost Tracker.xlsx'),
      fields: 'webViewLink',
    });
    const page = await (await fetch(data.webViewLink!)).text();
    const href = /id="download" href="([^"]+)"/.exec(page)?.[1];
    expect(href).toBeDefined();
    const download = Buffer.from(await (await fetch(new URL(href!, data.webViewLink!))).arrayBuffer());
    expect(
      download.equals(await fs.readFile(onDisk('Operations/Ridgeline 2 Recall/Recall Cost Tracker.xlsx'))),
    ).toBe(true);
  });
});
