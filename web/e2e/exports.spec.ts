import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  askAndSearch,
  emulatorsUrl,
  preAcceptCookies,
  signInAtGoogle,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

/** Words alone: a PDF's text breaks lines where its layout wrapped them. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Chooses a file format in the report's Export menu and answers the file Quarry saved. */
async function exportAs(page: Page, scope: Locator, label: string): Promise<Buffer> {
  await scope.getByRole('button', { name: 'Export' }).first().click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('menuitem', { name: label, exact: true }).click(),
  ]);
  const file = await download.path();
  // The menu closes by itself once the file is saved: the next export opens it with one click.
  await expect(page.getByRole('menu')).toBeHidden();
  return fs.readFileSync(file);
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('when a creator exports the chat answer as PDF and Word and saves its run to Google Docs, then each opens with the first citation’s quote', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the files and the Drive they land in are the same on every screen.
  test.setTimeout(180_000);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  const documents = await askAndSearch(page, 'What did the Ridgeline 2 recall cost, to export?');
  await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 60_000 });
  const conversation = page.getByRole('list', { name: 'Conversation' });

  // The first citation's quoted passage, as the evidence shows it.
  await conversation
    .getByRole('button', { name: /^Source 1: / })
    .first()
    .click();
  const quote = words(
    (await page.getByRole('dialog').locator('blockquote').first().innerText()).replace(/^[“"]|[”"]$/g, ''),
  );
  expect(quote.length).toBeGreaterThan(10);
  await page.keyboard.press('Escape');

  // PDF and Word from the chat's Export menu: both open and hold the quote.
  const pdf = await exportAs(page, conversation, 'PDF');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(words(text)).toContain(quote.slice(0, 60));
  const docx = await exportAs(page, conversation, 'Word (.docx)');
  const zip = await JSZip.loadAsync(docx);
  const footnotes = (await zip.file('word/footnotes.xml')?.async('string')) ?? '';
  expect(words(footnotes.replace(/<[^>]+>/g, ''))).toContain(quote.slice(0, 60));
  // One footnote per cited source, marked [n] as the app numbers it, however often the prose cites it.
  const body = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const notes = footnotes.match(/<w:footnote w:id="\d+">/g) ?? [];
  const marks = [
    ...body.matchAll(/<w:footnoteReference w:customMarkFollows="true" w:id="(\d+)"\/><w:t>\[(\d+)\]<\/w:t>/g),
  ];
  const cited = await conversation.getByRole('button', { name: /^Source \d+: / }).allTextContents();
  expect(notes).toHaveLength(new Set(cited).size);
  expect(marks.map(([, id, n]) => [id, `[${n}]`]).sort()).toEqual(
    [...new Set(cited)].map((mark) => [mark.slice(1, -1), mark]).sort(),
  );
  await expectNoSeriousA11yViolations(page, 'the chat with its Export menu');

  // The same run from /report-execution, saved to Google Docs into a folder chosen in the (emulated)
  // Google Picker: choosing asks once for the right to create files, then the dialog comes back.
  const runs = (await page.evaluate(async () => (await fetch('/api/my-report-executions')).json())) as {
    executions: { id: string }[];
  };
  await page.goto(`/report-execution/${runs.executions[0]!.id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Google Docs', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Save to Google Docs' });
  await expect(dialog.getByText('Quarry reports')).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose a folder…' }).click();
  await signInAtGoogle(page, 'maya.chen@northwind.test');
  dialog = page.getByRole('dialog', { name: 'Save to Google Docs' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, 'the Save to Google Docs dialog');
  await dialog.getByRole('button', { name: 'Choose a folder…' }).click();
  const pickerDialog = page.getByRole('dialog', { name: 'Choose a folder' });
  const picker = pickerDialog.frameLocator('iframe[title="Google Drive folders"]');
  await picker.getByRole('link', { name: 'Open Operations' }).click();
  await picker.getByLabel('Suppliers', { exact: true }).check();
  await expectNoSeriousA11yViolations(page, 'the emulated Google Picker');
  await picker.getByRole('button', { name: 'Select' }).click();
  await expect(dialog.getByText('Suppliers', { exact: true })).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to Google Docs').first()).toBeVisible({ timeout: 30_000 });
  const open = page.getByRole('link', { name: 'Open in Google Docs' }).first();
  await expect(open).toHaveAttribute('target', '_blank');
  const address = await open.getAttribute('href');
  expect(address).toMatch(/^http/);
  const doc = await page.context().newPage();
  await doc.goto(address!);
  await expect(doc.locator('body')).toContainText(quote.slice(0, 40), { timeout: 20_000 });
  await expect(doc.getByText('My Drive / Operations / Suppliers /')).toBeVisible();
  await doc.close();
  // Its parent in Drive is the folder chosen, as Quarry's own drive.file token reads it.
  const chosen = await page.evaluate(() => JSON.parse(localStorage.getItem('google_docs_folder') ?? '{}'));
  const { accessToken } = (await page.evaluate(async () =>
    (await fetch('/api/auth/picker-token', { method: 'POST' })).json(),
  )) as { accessToken: string };
  const fileId = new URL(address!).pathname.split('/').pop();
  const metadata = await fetch(`${emulatorsUrl()}/drive/v3/files/${fileId}?fields=name,parents`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect((await metadata.json()).parents).toEqual([chosen.id]);

  // Google's refusal on the return page says so, on a page axe finds nothing serious on.
  await page.goto('/drive-file-callback?error=access_denied');
  await expect(page.getByRole('heading', { name: 'Google Docs Authorization Failed' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoSeriousA11yViolations(page, '/drive-file-callback when Google refused');

  // Asked again, it is the same doc, without asking for permission.
  await page.goto(`/report-execution/${runs.executions[0]!.id}`);
  await expect(page.getByRole('link', { name: 'Open in Google Docs' }).first()).toHaveAttribute(
    'href',
    address!,
    {
      timeout: 20_000,
    },
  );
});

test('when a creator saves one run to Google Docs from two tabs at once, then both tabs open the same doc, her Drive holds one, and searching again does not offer it', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the Drive the doc lands in is the same on every screen (docs/decisions/exports.md).
  test.setTimeout(180_000);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  const documents = await askAndSearch(page, 'What did the Ridgeline 2 recall cost, saved from two tabs?');
  await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 60_000 });
  const runs = (await page.evaluate(async () => (await fetch('/api/my-report-executions')).json())) as {
    executions: { id: string }[];
  };
  const runPage = `/report-execution/${runs.executions[0]!.id}`;

  // The right to create files is asked once (through "Choose a folder…"); the dialog comes back.
  const openDialog = async (tab: Page) => {
    await tab.goto(runPage);
    await tab.getByRole('button', { name: 'Export' }).click();
    await tab.getByRole('menuitem', { name: 'Google Docs', exact: true }).click();
    return tab.getByRole('dialog', { name: 'Save to Google Docs' });
  };
  // When an earlier journey has given that right already, the folder picker opens at once instead
  // of Google's page: it is closed, and both saves go to the folder the dialog names.
  await (await openDialog(page)).getByRole('button', { name: 'Choose a folder…' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a folder' });
  await expect
    .poll(async () => page.url().startsWith(emulatorsUrl()) || (await picker.isVisible()), {
      timeout: 20_000,
    })
    .toBe(true);
  if (page.url().startsWith(emulatorsUrl())) await signInAtGoogle(page, 'maya.chen@northwind.test');
  else await picker.getByRole('button', { name: 'Dismiss' }).click();
  const first = page.getByRole('dialog', { name: 'Save to Google Docs' });
  await expect(first).toBeVisible({ timeout: 20_000 });
  const other = await page.context().newPage();
  const second = await openDialog(other);
  await expect(second.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  await Promise.all([
    first.getByRole('button', { name: 'Save', exact: true }).click(),
    second.getByRole('button', { name: 'Save', exact: true }).click(),
  ]);

  const links = await Promise.all(
    [page, other].map(async (tab) => {
      await expect(tab.getByText('Saved to Google Docs').first()).toBeVisible({ timeout: 30_000 });
      return tab.getByRole('link', { name: 'Open in Google Docs' }).first().getAttribute('href');
    }),
  );
  expect(links[0]).toMatch(/^http/);
  expect(links[1]).toBe(links[0]);
  await expectNoSeriousA11yViolations(other, 'the second tab once its save answered');
  // Quarry's own drive.file token finds one doc marked as this run's.
  const { accessToken } = (await page.evaluate(async () =>
    (await fetch('/api/auth/picker-token', { method: 'POST' })).json(),
  )) as { accessToken: string };
  const q = `appProperties has { key='quarryRun' and value='${runs.executions[0]!.id}' } and trashed = false`;
  const found = await fetch(`${emulatorsUrl()}/drive/v3/files?q=${encodeURIComponent(q)}&fields=files(id)`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const docId = new URL(links[0]!).pathname.split('/').pop();
  expect(((await found.json()) as { files: { id: string }[] }).files.map((f) => f.id)).toEqual([docId]);
  await other.close();

  // Quarry never reads what it wrote (docs/decisions/research-pipeline.md): the doc answers Drive's search for the
  // question's words, yet asking the same question again does not offer it among the documents.
  const named = `name contains 'Ridgeline' and trashed = false`;
  const matching = await fetch(
    `${emulatorsUrl()}/drive/v3/files?q=${encodeURIComponent(named)}&fields=files(id,name)`,
    {
      headers: { authorization: `Bearer ${accessToken}` },
    },
  );
  const saved = ((await matching.json()) as { files: { id: string; name: string }[] }).files.find(
    (f) => f.id === docId,
  );
  expect(saved?.name).toContain('Ridgeline');
  await page.goto('/chat-interface');
  const again = await askAndSearch(page, 'What did the Ridgeline 2 recall cost, saved from two tabs?');
  await expect(again.getByText(/Ridgeline/).first()).toBeVisible();
  await expect(again.getByText(saved!.name, { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the documents found again after a save to Google Docs');
});
