/**
 * Regenerates the binary sample files of the emulated drives (PDF, Word, Excel, PowerPoint and
 * Google Sheets stored as xlsx) from the text sources in scripts/drive-sources/, which mirror the
 * folder tree of emulators/drive/. A source is named after its output plus `.md` (laid out from
 * Markdown) or `.json` (workbooks); `X.pdf.scan.md` becomes an image-only PDF and
 * `X.docx.corrupt.md` a truncated Word file. Dates come from each source, so output is stable.
 *
 *   npx tsx emulators/scripts/generate-drive.ts
 *   npx tsx emulators/scripts/generate-drive.ts emulators/drive-contracts emulators/scripts/contract-sources
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxFromBlocks } from '../src/drive/docx-from-blocks';
import { type Block, parseBlocks } from '../src/drive/markdown-blocks';
import { metaFrom, readFrontMatter, type SourceMeta } from './generate/front-matter';
import { pdfDocument } from './generate/pdf-document';
import { scannedPdf } from './generate/scanned-pdf';
import { slidesFile } from './generate/slides';
import { type WorkbookSource, workbookFile } from './generate/workbook';
import { normalizeZip } from './generate/zip-normalize';

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = path.resolve(process.argv[3] ?? path.join(here, 'drive-sources'));
const OUTPUT = path.resolve(process.argv[2] ?? path.join(here, '..', 'drive'));

async function wordFile(source: string): Promise<Buffer> {
  const { meta, body } = readFrontMatter(source);
  const blocks = parseBlocks(body);
  const title = blocks.find((b) => b.type === 'heading');
  const bytes = await docxFromBlocks(blocks, {
    title: title && 'text' in title ? title.text : '',
    creator: meta.author,
  });
  return normalizeZip(bytes, meta.date);
}

const fromMarkdown =
  (layout: (blocks: Block[], meta: SourceMeta) => Promise<Buffer>) =>
  (source: string): Promise<Buffer> => {
    const { meta, body } = readFrontMatter(source);
    return layout(parseBlocks(body), meta);
  };

/** Source suffix, the part of it dropped to name the output, and how to build the output. */
const GENERATORS: { suffix: string; drop: string; build: (source: string) => Promise<Buffer> }[] = [
  {
    suffix: '.pdf.scan.md',
    drop: '.scan.md',
    build: (source) => scannedPdf(source.trimEnd(), metaFrom({ date: '2026-10-02' })),
  },
  {
    // Cut short, the zip loses its central directory: a Word file no parser can open.
    suffix: '.docx.corrupt.md',
    drop: '.corrupt.md',
    build: async (source) => {
      const bytes = await wordFile(source);
      return bytes.subarray(0, Math.floor(bytes.length * 0.6));
    },
  },
  { suffix: '.pdf.md', drop: '.md', build: fromMarkdown(pdfDocument) },
  { suffix: '.docx.md', drop: '.md', build: wordFile },
  { suffix: '.pptx.md', drop: '.md', build: fromMarkdown(slidesFile) },
  {
    suffix: '.xlsx.json',
    drop: '.json',
    build: (source) => {
      const workbook = JSON.parse(source) as WorkbookSource;
      return workbookFile(workbook, metaFrom(workbook));
    },
  },
];

async function sourcesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(SOURCES, path.join(entry.parentPath, entry.name)))
    .sort();
}

let total = 0;
for (const relative of await sourcesUnder(SOURCES)) {
  const generator = GENERATORS.find((g) => relative.endsWith(g.suffix));
  if (!generator) throw new Error(`No generator for ${relative}`);
  const bytes = await generator.build(await fs.readFile(path.join(SOURCES, relative), 'utf8'));
  const output = relative.slice(0, -generator.drop.length);
  const target = path.join(OUTPUT, output);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, bytes);
  total += bytes.length;
  console.log(`${String(bytes.length).padStart(8)}  ${output}`);
}
console.log(`${String(total).padStart(8)}  bytes in total, written under ${OUTPUT}`);
