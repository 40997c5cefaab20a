import type { DriveNode } from '@quarry/contracts/drive';
import type { FoundDocument } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDriveGrant } from '../../domain/accounts/setup';
import { BrowserSession } from '../../testing/browser-session';
import { signInAtGoogle } from '../../testing/google-sign-in';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';

/**
 * Live Drive search and the folder tree through the real googleapis client against the emulated
 * Google Drive holding the sample drives (emulators/drive/), as the SPA calls them.
 */
let stack: LocalStack;
let maya: BrowserSession;
beforeAll(async () => {
  stack = await startLocalStack();
  maya = await creatorWithDrive('maya.chen@northwind.test');
}, 60_000);
afterAll(() => stack?.stop());

async function authorize(session: BrowserSession, email: string, purpose: 'signin' | 'drive') {
  const start = await session.call('POST', '/api/auth/authorization-url', { purpose });
  const back = await signInAtGoogle(String(start.json.url), email);
  const result = await session.call(
    'POST',
    `/api/auth/${purpose === 'signin' ? 'unified-oauth' : 'unified-drive-oauth'}`,
    {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      redirectUri: String(start.json.redirectUri),
    },
  );
  expect(result.status).toBe(200);
}

async function creatorWithDrive(email: string): Promise<BrowserSession> {
  const session = new BrowserSession(stack.app.url);
  await authorize(session, email, 'signin');
  await authorize(session, email, 'drive');
  return session;
}

async function search(
  session: BrowserSession,
  keywords: string[],
  negativeKeywords: string[] = [],
): Promise<FoundDocument[]> {
  const result = await session.call('POST', '/api/query/search-documents', { keywords, negativeKeywords });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.documents as FoundDocument[];
}

const names = (documents: FoundDocument[]) => documents.map((d) => d.name);

async function structure(session: BrowserSession): Promise<DriveNode> {
  const result = await session.call('GET', '/api/google-drive/structure');
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.structure as DriveNode;
}

function findFolder(node: DriveNode, name: string): DriveNode | undefined {
  if (node.name === name) return node;
  for (const child of node.children) {
    const found = findFolder(child, name);
    if (found) return found;
  }
  return undefined;
}

async function selectDirectories(session: BrowserSession, directories: { id: string; name: string }[]) {
  const result = await session.call('PUT', '/api/user/preferences', {
    selectedDriveDirectories: directories,
  });
  expect(result.status).toBe(200);
}

describe('POST /api/query/search-documents', () => {
  it('when a keyword occurs only inside PDF text, then those PDFs are found as supported PDF documents with links', async () => {
    const documents = await search(maya, ['fractography', 'unaudited']);
    expect(names(documents)).toEqual([
      'Q3 2026 Financial Results.pdf',
      'Ridgeline 2 Recall - Incident Report.pdf',
    ]);
    for (const document of documents) {
      expect(document).toMatchObject({ mimeType: 'application/pdf', supported: true, badge: 'PDF' });
      expect(document.webViewLink).toMatch(new RegExp(`/drive/view/${document.id}$`));
    }
  });

  it('when presentations and forms match, then they are listed but marked unsupported, and trashed files never appear', async () => {
    const documents = await search(maya, ['roadmap', 'Feedback', 'Offsite']);
    expect(documents).toContainEqual(
      expect.objectContaining({ name: 'Product roadmap 2027.pptx', supported: false, badge: 'Presentation' }),
    );
    expect(documents).toContainEqual(
      expect.objectContaining({
        name: 'Customer Feedback Form',
        mimeType: 'application/vnd.google-apps.form',
        supported: false,
        badge: 'File',
      }),
    );
    expect(names(documents)).not.toContain('Offsite agenda.txt');
    const unsupported = documents.filter((d) => !d.supported).map((d) => d.name);
    expect(unsupported.sort()).toEqual(['Customer Feedback Form', 'Product roadmap 2027.pptx']);
  });

  it('when a negative keyword is part of some names, then exactly the documents so named are removed', async () => {
    const all = names(await search(maya, ['Kestrel']));
    expect(all.filter((n) => n.includes('Kestrel')).length).toBeGreaterThan(0);
    // 'kestr' is no whole word, so Drive's full-text exclusion removes nothing; the name rule does.
    const filtered = names(await search(maya, ['Kestrel'], ['kestr']));
    expect(filtered).toEqual(all.filter((n) => !n.toLowerCase().includes('kestr')));
    expect(filtered.length).toBeGreaterThan(0);
  });

  it('when a negative keyword occurs in a document body, then Drive leaves that document out', async () => {
    const all = names(await search(maya, ['Ridgeline']));
    expect(all).toContain('Ridgeline 2 Recall - Incident Report.pdf');
    const filtered = names(await search(maya, ['Ridgeline'], ['fractography']));
    expect(filtered).toEqual(all.filter((n) => n !== 'Ridgeline 2 Recall - Incident Report.pdf'));
  });

  it('when results are listed, then they are sorted by name ignoring case', async () => {
    const documents = await search(maya, ['sustainability', 'survey']);
    expect(names(documents)).toEqual([
      '2026 Customer Survey - Summary.docx',
      '2026 Sustainability Report.pdf',
      'Board Minutes - 2026-07-16',
      'Board Minutes - 2026-10-15.pdf',
      'customer-survey-2026-responses.csv',
      'Europe Revenue Decline - Analysis',
      'Materials Policy.md',
      'Ops weekly notes.txt',
      'Pacific Textile Mills - Supply Agreement.docx',
      'Product Line 2027.xlsx',
      'sustainability-metrics-2026.json',
    ]);
  });

  it('when directories are selected, then only documents in them and their subfolders are found', async () => {
    const everywhere = names(await search(maya, ['Kestrel']));
    expect(everywhere).toContain('Board Minutes - 2026-10-15.pdf');
    const operations = findFolder(await structure(maya), 'Operations');
    expect(operations).toBeDefined();
    await selectDirectories(maya, [{ id: operations!.id, name: 'Operations' }]);
    try {
      const inOperations = names(await search(maya, ['Kestrel']));
      expect(inOperations).toEqual(everywhere.filter((n) => OPERATIONS_FILES.includes(n)));
      expect(inOperations).toContain('Ops weekly notes.txt');
      expect(inOperations).toContain('Kestrel Components - Supply Agreement.pdf');
      expect(inOperations).toContain('Root Cause Analysis - Pole Hub Failure.docx');

      const recall = findFolder(operations!, 'Ridgeline 2 Recall');
      await selectDirectories(maya, [{ id: recall!.id, name: 'Ridgeline 2 Recall' }]);
      expect(names(await search(maya, ['Kestrel'])).every((n) => RECALL_FILES.includes(n))).toBe(true);

      await selectDirectories(maya, [{ id: 'root', name: 'Root Directory' }]);
      expect(names(await search(maya, ['Kestrel']))).toEqual(everywhere);
    } finally {
      await selectDirectories(maya, []);
    }
  });

  it('when a member of the Shared Drive searches, then its documents come saying the drive; scoping to the drive finds them and only them; someone who is no member never sees them', async () => {
    const lease = (await search(maya, ['lease'])).find((d) => d.name === 'Warehouse Lease Renewal.md');
    expect(lease).toMatchObject({ driveName: 'Northwind Operations', driveId: expect.stringMatching(/^0A/) });
    const shared = findFolder(await structure(maya), 'Northwind Operations');
    await selectDirectories(maya, [{ id: shared!.id, name: 'Northwind Operations' }]);
    try {
      expect(names(await search(maya, ['warehouse'])).sort()).toEqual([
        'Warehouse Costs by Month 2026.xlsx',
        'Warehouse Lease Renewal.md',
      ]);
    } finally {
      await selectDirectories(maya, []);
    }
    // admin@ is no member (leo.okafor@, who is none either, must stay without Drive for a later test).
    const admin = await creatorWithDrive('admin@northwind.test');
    expect(names(await search(admin, ['lease', 'warehouse']))).toEqual([]);
  });

  it('when the body is not a keyword list, then the answer is 400 with the reason', async () => {
    const empty = await maya.call('POST', '/api/query/search-documents', { keywords: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain('Add at least one keyword');
    const wrong = await maya.call('POST', '/api/query/search-documents', { keywords: 'Kestrel' });
    expect(wrong.status).toBe(400);
  });

  it('when nobody is signed in, then the answer is 401 Login required', async () => {
    const result = await new BrowserSession(stack.app.url).call('POST', '/api/query/search-documents', {
      keywords: ['Kestrel'],
    });
    expect(result.status).toBe(401);
    expect(result.json.errorCode).toBe('LOGIN_REQUIRED');
  });

  it('when the person never authorized Drive, then the answer asks them to re-authorize', async () => {
    const session = new BrowserSession(stack.app.url);
    await authorize(session, 'leo.okafor@northwind.test', 'signin');
    const result = await session.call('POST', '/api/query/search-documents', { keywords: ['plan'] });
    expect(result.status).toBe(401);
    expect(result.json).toEqual({
      message: 'Google Drive access has expired. Please re-authorize Google Drive in your drive settings.',
      errorCode: 'DRIVE_REAUTH_REQUIRED',
      needsReauth: true,
    });
  });
});

describe('GET /api/google-drive/structure', () => {
  it('when the folder tree is asked for, then it is the sample drive under Root Directory, folders only, sorted by name', async () => {
    const shape = (node: DriveNode): unknown => ({ [node.name]: node.children.map(shape) });
    const tree = await structure(maya);
    expect(tree).toMatchObject({
      id: 'root',
      name: 'Root Directory',
      mimeType: 'application/vnd.google-apps.folder',
    });
    expect(shape(tree)).toEqual({
      'Root Directory': [
        { Board: [] },
        { Customers: [] },
        { Finance: [] },
        // The Shared Drive Maya belongs to, beside My Drive's folders, with its own folders.
        { 'Northwind Operations': [{ Facilities: [] }] },
        { Operations: [{ 'Ridgeline 2 Recall': [] }, { Suppliers: [] }] },
        { People: [] },
        { Product: [] },
        { Sustainability: [] },
      ],
    });
  });
});

describe('Drive authorization over time', () => {
  it('when the access token expires, then the next call refreshes it; when the grant is revoked, then search and the tree ask to re-authorize', async () => {
    const email = 'sam.rivera@northwind.test';
    const sam = await creatorWithDrive(email);
    const before = names(await search(sam, ['Europe']));
    expect(before.length).toBeGreaterThan(0);

    await fetch(`${stack.emulators.url}/__control/oauth/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(names(await search(sam, ['Europe']))).toEqual(before);

    const { accounts } = stack.app.deps;
    const found = await accounts.users.findByEmail(email);
    const grant = await readDriveGrant(accounts, found!.uid);
    const revoked = await fetch(`${stack.emulators.url}/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: grant!.refreshToken }),
    });
    expect(revoked.status).toBe(200);

    const refused = await sam.call('POST', '/api/query/search-documents', { keywords: ['Europe'] });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ needsReauth: true, errorCode: 'DRIVE_REAUTH_REQUIRED' });
    const tree = await sam.call('GET', '/api/google-drive/structure');
    expect(tree.status).toBe(401);
    expect(String(tree.json.message)).toContain('expired');
  });
});

/** Every file name under Operations/ in Maya's sample drive, and under Operations/Ridgeline 2 Recall/. */
const RECALL_FILES = [
  'Customer complaint log.csv',
  'Recall Cost Tracker.xlsx',
  'Recall FAQ for Retailers.md',
  'Ridgeline 2 Recall - Incident Report.pdf',
  'Root Cause Analysis - Pole Hub Failure.docx',
];
const OPERATIONS_FILES = [
  ...RECALL_FILES,
  'Ops weekly notes.txt',
  'Warehouse inventory snapshot.xml',
  'scratch notes.txt',
  'Apex Alloy Works - Term Sheet',
  'Baltic Down - Supply Agreement.docx',
  'Kestrel Amendment 2 (signed scan).pdf',
  'Kestrel Components - Supply Agreement.pdf',
  'Pacific Textile Mills - Supply Agreement.docx',
  'Supplier scorecard Q3 2026.csv',
  'Vendor onboarding checklist.docx',
];
