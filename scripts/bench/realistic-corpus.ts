import fs from 'node:fs';
import path from 'node:path';
import Excel from 'exceljs';
import { pdfDocument } from '../../emulators/scripts/generate/pdf-document';
import { normalizeZip } from '../../emulators/scripts/generate/zip-normalize';
import { docxFromBlocks } from '../../emulators/src/drive/docx-from-blocks';
import type { Block } from '../../emulators/src/drive/markdown-blocks';

/**
 * A corpus of documents the size people's Drives hold, made deterministically: document i is the same
 * bytes in every run and at every size (its own seeded generator), so a larger size holds the smaller
 * ones and one generation serves every size. Types in turn: PDF (10-50 pages of text and tables),
 * Word (5-30 pages), xlsx (1,000-20,000 rows over 2-4 sheets), Google Doc (20-80 KB, stored by the
 * Drive emulator as `*.gdoc.md`) and CSV (most under 1 MB, a few up to 10 MB).
 */
/** Raised whenever a document's bytes change, so a corpus kept from an earlier bench run is not reused. */
export const CORPUS_VERSION = 2;
export const REALISTIC_TYPES = ['PDF', 'Word', 'Excel', 'Google Docs', 'CSV'] as const;
export type RealisticType = (typeof REALISTIC_TYPES)[number];
const SUFFIX: Record<RealisticType, string> = {
  PDF: '.pdf',
  Word: '.docx',
  Excel: '.xlsx',
  'Google Docs': '.gdoc.md',
  CSV: '.csv',
};
const TOPICS = ['Ridgeline', 'Kestrel', 'Europe', 'hiring', 'sustainability'];
const WORDS = (
  'the programme team reported revenue margin quarter plan supplier warehouse shipment forecast ' +
  'budget audit region customer retail order return inventory freight contract review risk ' +
  'delivery schedule partner market growth cost saving target staff training safety quality'
).split(' ');
/** Every document's date; Office files' zip entries carry it too, so their bytes do not depend on when they were made. */
const DATED = new Date('2026-10-01T12:00:00Z');
const REGIONS = ['North America', 'Europe', 'Asia-Pacific', 'Latin America'];

/** mulberry32: a small seeded generator, enough for varied but repeatable documents. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rand: () => number, low: number, high: number) =>
  low + Math.floor(rand() * (high - low + 1));

function sentence(rand: () => number): string {
  const words = Array.from({ length: between(rand, 8, 18) }, () => WORDS[between(rand, 0, WORDS.length - 1)]);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The lines every document carries, so the bench question and its keyword find something in each. */
function markers(i: number): string[] {
  const topic = TOPICS[i % TOPICS.length];
  return [
    `The ${topic} programme reported revenue of $${(i * 1.37).toFixed(2)}M in Q3 2026, ${i % 3 === 0 ? 'above' : 'below'} plan.`,
    `Bench marker ${topic} ${i}: the team recorded ${i * 7} units and ${i % 11} open issues for ${topic}.`,
  ];
}

function tableRows(rand: () => number, rows: number): string[][] {
  const body = Array.from({ length: rows }, (_, r) => [
    `NW-${between(rand, 10000, 99999)}`,
    REGIONS[r % REGIONS.length] as string,
    `${between(rand, 1, 12)}/2026`,
    String(between(rand, 50, 20000)),
    String(between(rand, 1, 90)),
  ]);
  return [['Order', 'Region', 'Month', 'Amount', 'Units'], ...body];
}

/** `pages` pages of about 450 words each, a table on every other page, the markers on the first. */
function pagesOfBlocks(rand: () => number, i: number, pages: number): Block[] {
  const blocks: Block[] = [{ type: 'heading', level: 1, text: `Field report ${i} about ${TOPICS[i % 5]}` }];
  blocks.push(...markers(i).map((text): Block => ({ type: 'paragraph', text })));
  for (let page = 0; page < pages; page++) {
    if (page > 0) blocks.push({ type: 'break' });
    blocks.push({ type: 'heading', level: 2, text: `Section ${page + 1}` });
    const paragraphs = page % 2 === 0 ? 3 : 5;
    for (let p = 0; p < paragraphs; p++) {
      blocks.push({ type: 'paragraph', text: Array.from({ length: 5 }, () => sentence(rand)).join(' ') });
    }
    if (page % 2 === 0) blocks.push({ type: 'table', rows: tableRows(rand, 8) });
  }
  return blocks;
}

function markdownOf(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'heading') return `${'#'.repeat(block.level)} ${block.text}`;
      if (block.type === 'paragraph') return block.text;
      if (block.type === 'table') {
        const [head = [], ...rest] = block.rows;
        const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
        return [line(head), line(head.map(() => '---')), ...rest.map(line)].join('\n');
      }
      return block.type === 'break' ? '---' : block.items.map((item) => `- ${item}`).join('\n');
    })
    .join('\n\n');
}

/** A Google Doc of 20-80 KB of Markdown: pages of blocks until the size is reached. */
function googleDoc(rand: () => number, i: number): Buffer {
  const target = between(rand, 20, 80) * 1024;
  let pages = 4;
  let text = markdownOf(pagesOfBlocks(seeded(i), i, pages));
  while (text.length < target) {
    pages += 2;
    text = markdownOf(pagesOfBlocks(seeded(i), i, pages));
  }
  return Buffer.from(text.slice(0, target));
}

function sheetRow(rand: () => number, r: number): (string | number)[] {
  return [
    `NW-${100000 + r}`,
    REGIONS[r % REGIONS.length] as string,
    `2026-${String(between(rand, 1, 12)).padStart(2, '0')}-${String(between(rand, 1, 28)).padStart(2, '0')}`,
    `SKU-${between(rand, 1, 300)}`,
    between(rand, 50, 2000),
    between(rand, 1, 9),
  ];
}

/** An xlsx of 1,000-20,000 rows spread over 2-4 sheets, the markers in a notes sheet first. */
async function workbook(rand: () => number, i: number): Promise<Buffer> {
  const book = new Excel.Workbook();
  book.created = DATED;
  book.modified = book.created;
  const notes = book.addWorksheet('Notes');
  for (const line of markers(i)) notes.addRow([line]);
  const rows = between(rand, 1000, 20000);
  const sheets = between(rand, 2, 4);
  for (let s = 0; s < sheets; s++) {
    const sheet = book.addWorksheet(`Orders ${s + 1}`);
    sheet.addRow(['Order', 'Region', 'Date', 'Product', 'Amount', 'Units']);
    for (let r = s; r < rows; r += sheets) sheet.addRow(sheetRow(rand, r));
  }
  return normalizeZip(await book.xlsx.writeBuffer(), DATED);
}

/** A CSV of orders: 20 KB to 10 MB, most of them small (the size is 10 MB x r^5). */
function csv(rand: () => number, i: number): Buffer {
  const target = 20 * 1024 + Math.floor(10 * 1024 * 1024 * rand() ** 5);
  const lines = ['Order,Region,Date,Product,Amount,Units,Note'];
  let size = lines[0]?.length ?? 0;
  const [first, second] = markers(i);
  for (let r = 0; size < target; r++) {
    const note = r === 0 ? first : r === 1 ? second : sentence(rand);
    const line = `${sheetRow(rand, r).join(',')},"${String(note).replaceAll('"', '""')}"`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

export const realisticTypeOf = (i: number): RealisticType => REALISTIC_TYPES[i % REALISTIC_TYPES.length]!;

export const realisticName = (i: number) =>
  `Bench realistic ${String(i).padStart(5, '0')}${SUFFIX[realisticTypeOf(i)]}`;

/** Document i's name and bytes. */
export async function realisticDocument(i: number): Promise<{ name: string; bytes: Buffer }> {
  const type = realisticTypeOf(i);
  const rand = seeded(0x5eed + i);
  const name = realisticName(i);
  const meta = { date: DATED, author: 'Northwind Outfitters' };
  if (type === 'PDF')
    return { name, bytes: await pdfDocument(pagesOfBlocks(rand, i, between(rand, 10, 50)), meta) };
  if (type === 'Word') {
    const blocks = pagesOfBlocks(rand, i, between(rand, 5, 30));
    return {
      name,
      bytes: await normalizeZip(
        await docxFromBlocks(blocks, { title: `Field report ${i}`, creator: meta.author }),
        DATED,
      ),
    };
  }
  if (type === 'Excel') return { name, bytes: await workbook(rand, i) };
  if (type === 'Google Docs') return { name, bytes: googleDoc(rand, i) };
  return { name, bytes: csv(rand, i) };
}

/** Documents from..to-1 written into `dir` (those already there are kept: the cache across sizes). */
export async function writeRealisticCorpus(dir: string, from: number, to: number): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const have = new Set(fs.readdirSync(dir));
  for (let i = from; i < to; i++) {
    if (have.has(realisticName(i))) continue;
    const { name, bytes } = await realisticDocument(i);
    fs.writeFileSync(path.join(dir, name), bytes);
  }
}
