import fs from 'node:fs';
import path from 'node:path';
import { ParsingDocumentReader } from '../../functions/src/adapters/parsers/document-reader';

/**
 * Parse throughput per file type: each sample file of the emulators' drives read by the real
 * reader (the one the pipeline uses) over and over for about a second; MB of source per second.
 * Google Docs are read as their text export and Google Sheets as their xlsx export, as Drive sends them.
 */
const TYPES: { label: string; suffix: RegExp; mimeType: string }[] = [
  { label: 'PDF', suffix: /(?<!\.g\w+)\.pdf$/, mimeType: 'application/pdf' },
  {
    label: 'Word',
    suffix: /\.docx$/,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { label: 'Google Docs (text export)', suffix: /\.gdoc\.md$/, mimeType: 'text/plain' },
  {
    label: 'Excel',
    suffix: /(?<!\.gsheet)\.xlsx$/,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    label: 'Google Sheets (xlsx export)',
    suffix: /\.gsheet\.xlsx$/,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { label: 'CSV', suffix: /\.csv$/, mimeType: 'text/csv' },
  { label: 'Markdown', suffix: /(?<!\.gdoc)\.md$/, mimeType: 'text/markdown' },
  { label: 'Text', suffix: /\.txt$/, mimeType: 'text/plain' },
  { label: 'JSON', suffix: /\.json$/, mimeType: 'application/json' },
  { label: 'XML', suffix: /\.xml$/, mimeType: 'application/xml' },
];

const fetcherOf = (sample: Buffer) => ({ download: async () => sample, export: async () => sample });

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(full);
    return [full];
  });
}

export async function parsingThroughput(): Promise<string> {
  const reader = new ParsingDocumentReader();
  const all = filesUnder(path.resolve('emulators/drive')).filter((f) => !/\.g(form|slides)\./.test(f));
  const rows: string[] = [];
  for (const type of TYPES) {
    const files = all.filter((file) => type.suffix.test(path.basename(file)));
    if (files.length === 0) continue;
    // The sample drives hold deliberately unreadable files (a scanned PDF, a broken one): left out.
    const samples: Buffer[] = [];
    for (const [index, file] of files.entries()) {
      const sample = fs.readFileSync(file);
      const read = await reader
        .read({ id: String(index), name: 'sample', mimeType: type.mimeType }, fetcherOf(sample))
        .then(
          () => true,
          () => false,
        );
      if (read) samples.push(sample);
    }
    if (samples.length === 0) continue;
    const bytes = samples.reduce((sum, sample) => sum + sample.length, 0);
    let rounds = 0;
    const started = performance.now();
    while (performance.now() - started < 1000 || rounds < 3) {
      for (const [index, sample] of samples.entries()) {
        await reader.read({ id: String(index), name: 'sample', mimeType: type.mimeType }, fetcherOf(sample));
      }
      rounds++;
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = (rounds * samples.length) / seconds;
    const mbPerSecond = (rounds * bytes) / seconds / 1024 / 1024;
    console.log(`parse ${type.label}: ${perSecond.toFixed(0)} files/s, ${mbPerSecond.toFixed(2)} MB/s`);
    rows.push(
      `| ${type.label} | ${samples.length} | ${(bytes / samples.length / 1024).toFixed(1)} KB | ${perSecond.toFixed(0)} | ${mbPerSecond.toFixed(2)} MB/s |`,
    );
  }
  return [
    '## Parsing',
    '',
    "The sample drives' files read by the pipeline's own reader, each type over and over for a second.",
    '',
    '| type | readable sample files | mean size | files per second | throughput |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
