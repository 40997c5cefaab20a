import type { drive_v3 } from '@googleapis/drive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DriveHarness, failure, listAll, MAYA, SAM, startDrive } from './drive-test-setup';
import { FOLDER, GOOGLE_DOC } from './mime-types';

let harness: DriveHarness;
let drive: drive_v3.Drive;

beforeAll(async () => {
  harness = await startDrive();
  drive = harness.driveFor(MAYA).drive;
});
afterAll(() => harness.stop());

async function names(q: string, client = drive): Promise<string[]> {
  const { files } = await listAll(client, { q, fields: 'nextPageToken, files(name)' });
  return files.map((f) => f.name!).sort();
}

describe('files.list full-text search', () => {
  it('when a word occurs only inside a PDF body, then fullText finds exactly that PDF', async () => {
    expect(await names("fullText contains 'fractography'")).toEqual([
      'Ridgeline 2 Recall - Incident Report.pdf',
    ]);
  });

  it('when a word occurs only inside a Word document, then fullText finds exactly that docx', async () => {
    expect(await names("fullText contains 'metallographic'")).toEqual([
      'Root Cause Analysis - Pole Hub Failure.docx',
    ]);
  });

  it('when a word occurs only in an Excel cell, then fullText finds exactly that workbook', async () => {
    expect(await names("fullText contains 'Fjellheim'")).toEqual(['Product Line 2027.xlsx']);
  });

  it('when the query differs in case, then it still matches, but never a part of a word', async () => {
    expect(await names("fullText contains 'FRACTOGRAPHY'")).toEqual([
      'Ridgeline 2 Recall - Incident Report.pdf',
    ]);
    expect(await names("fullText contains 'fractograph'")).toEqual([]);
  });

  it('when the value is in double quotes, then the words must appear as that phrase', async () => {
    expect(await names(`fullText contains '"Alpenwelt Sport insolvency"'`)).toContain(
      'Europe Revenue Decline - Analysis',
    );
    expect(await names(`fullText contains '"insolvency Sport Alpenwelt"'`)).toEqual([]);
  });

  it('when a file cannot be read (corrupt docx), then it is still listed and found by its name', async () => {
    expect(await names("fullText contains 'onboarding'")).toEqual(['Vendor onboarding checklist.docx']);
  });
});

describe('files.list filters', () => {
  it('when name contains a word prefix, then names with a word starting so match, case-insensitively', async () => {
    expect(await names("name contains 'recall'")).toEqual([
      'Recall Cost Tracker.xlsx',
      'Recall FAQ for Retailers.md',
      'Ridgeline 2 Recall',
      'Ridgeline 2 Recall - Incident Report.pdf',
    ]);
    expect(await names("name contains 'ecall'")).toEqual([]);
  });

  it('when name = is used, then only the exact name matches', async () => {
    expect(await names("name = 'Materials Policy.md'")).toEqual(['Materials Policy.md']);
    expect(await names("name = 'Materials Policy'")).toEqual([]);
  });

  it('when mimeType selects Google Docs, then they are listed under their names without extension', async () => {
    expect(await names(`mimeType = '${GOOGLE_DOC}' and trashed = false`)).toEqual([
      '2027 Hiring Plan',
      'Apex Alloy Works - Term Sheet',
      'Board Minutes - 2026-07-16',
      'Europe Revenue Decline - Analysis',
    ]);
  });

  it("when 'id' in parents is given, then only that folder's children are listed", async () => {
    const { files } = await listAll(drive, { q: "name = 'Finance'", fields: 'files(id)' });
    const financeId = files[0]!.id!;
    const children = await listAll(drive, {
      q: `'${financeId}' in parents and mimeType != '${FOLDER}'`,
      fields: 'files(name,parents)',
    });
    expect(children.files.map((f) => f.name).sort()).toEqual([
      '2026 Budget vs Actuals.xlsx',
      'Europe Revenue Decline - Analysis',
      'Facilities Budget 2026.md',
      'Q3 2026 Financial Results.pdf',
      'Q3 2026 Revenue by Region',
      'Regional sales Q3 2026.csv',
    ]);
    expect(children.files.every((f) => f.parents?.[0] === financeId)).toBe(true);
  });

  it("when 'root' in parents is given, then the top level of My Drive is listed", async () => {
    const top = await names("'root' in parents and trashed = false");
    expect(top).toEqual([
      'Board',
      'Customers',
      'Finance',
      'Operations',
      'People',
      'Product',
      'Sustainability',
    ]);
  });

  it('when trashed is filtered, then items under .trash are exactly the trashed ones', async () => {
    expect(await names('trashed = true')).toEqual(['Offsite agenda.txt', 'Q3 Revenue by Region (draft)']);
    const all = await names('');
    const live = await names('trashed = false');
    expect(all.length).toBe(live.length + 2);
    expect(live).not.toContain('Offsite agenda.txt');
  });

  it('when not, or and parentheses combine terms, then they follow boolean logic', async () => {
    const q = "(name contains 'Board' or name contains 'Materials') and not mimeType = 'application/pdf'";
    expect(await names(q)).toEqual(['Board', 'Board Minutes - 2026-07-16', 'Materials Policy.md']);
  });

  it('when a name holds an escaped quote, then it matches the apostrophe', async () => {
    expect(await names("name contains 'Sam\\'s'", harness.driveFor(SAM).drive)).toEqual([
      "Sam's sales team notes.md",
    ]);
  });

  it('when modifiedTime is compared with a date, then files are filtered by their modification time', async () => {
    expect((await names("modifiedTime > '2000-01-01T00:00:00'")).length).toBe((await names('')).length);
    expect(await names("modifiedTime < '2000-01-01'")).toEqual([]);
  });

  it.each(["name contains 'open", "title contains 'x'", "name contains 'a' and"])(
    'when the query %s is malformed, then Drive answers 400 Invalid Value on q',
    async (q) => {
      const error = await failure(drive.files.list({ q }));
      expect(error.response?.status).toBe(400);
      expect(error.response?.data).toMatchObject({
        error: { code: 400, message: 'Invalid Value', errors: [{ reason: 'invalid', location: 'q' }] },
      });
    },
  );
});

describe('files.list paging, order and fields', () => {
  it('when paging with pageSize 5 to the end, then every file comes exactly once', async () => {
    const everything = await drive.files.list({ pageSize: 1000, fields: 'nextPageToken, files(id)' });
    const paged = await listAll(drive, { pageSize: 5, fields: 'nextPageToken, files(id)' });
    const ids = paged.files.map((f) => f.id);
    expect(everything.data.nextPageToken).toBeUndefined();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(everything.data.files!.map((f) => f.id).sort());
    expect(paged.pages).toBe(Math.ceil(ids.length / 5));
  });

  it('when a page token comes from another query or is made up, then it is refused', async () => {
    const first = await drive.files.list({ pageSize: 2, q: 'trashed = false' });
    const error = await failure(
      drive.files.list({ pageSize: 2, q: 'trashed = true', pageToken: first.data.nextPageToken! }),
    );
    expect(error.response?.status).toBe(400);
    expect((await failure(drive.files.list({ pageToken: 'bogus' }))).response?.status).toBe(400);
  });

  it('when pageSize is above 1000, then it is refused', async () => {
    expect((await failure(drive.files.list({ pageSize: 1001 }))).response?.status).toBe(400);
  });

  it('when no fields are asked for, then each file carries kind, id, name and mimeType only', async () => {
    const { data } = await drive.files.list({ pageSize: 3 });
    expect(data.kind).toBe('drive#fileList');
    expect(data.nextPageToken).toBeTruthy();
    expect(data.files!.map((f) => Object.keys(f).sort())).toEqual(
      Array(3).fill(['id', 'kind', 'mimeType', 'name']),
    );
  });

  it('when fields lists file fields, then exactly those come back', async () => {
    const { data } = await drive.files.list({
      q: "name = 'Q3 2026 Financial Results.pdf'",
      fields: 'nextPageToken, files(id, name, mimeType, parents, modifiedTime, size, webViewLink)',
    });
    expect(Object.keys(data)).toEqual(['files']);
    expect(Object.keys(data.files![0]!).sort()).toEqual(
      ['id', 'mimeType', 'modifiedTime', 'name', 'parents', 'size', 'webViewLink'].sort(),
    );
  });

  it('when orderBy is name desc or folder, then the order follows it', async () => {
    const asc = (await drive.files.list({ orderBy: 'name', q: 'trashed = false' })).data.files!.map(
      (f) => f.name,
    );
    const desc = (await drive.files.list({ orderBy: 'name desc', q: 'trashed = false' })).data.files!.map(
      (f) => f.name,
    );
    expect(desc).toEqual([...asc].reverse());
    const folderFirst = (await drive.files.list({ orderBy: 'folder,name' })).data.files!;
    const firstFile = folderFirst.findIndex((f) => f.mimeType !== FOLDER);
    expect(folderFirst.slice(firstFile).some((f) => f.mimeType === FOLDER)).toBe(false);
    expect((await failure(drive.files.list({ orderBy: 'size' }))).response?.status).toBe(400);
  });

  it('when shared-drive parameters are passed, then they are accepted and change nothing', async () => {
    const plain = await names("name contains 'Board'");
    const { data } = await drive.files.list({
      q: "name contains 'Board'",
      corpora: 'user',
      spaces: 'drive',
      includeItemsFromAllDrives: true,
      supportsAllDrives: true,
    });
    expect(data.files!.map((f) => f.name).sort()).toEqual(plain);
  });
});
