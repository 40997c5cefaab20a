import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulators } from '../../emulators/src/server';
import { percentiles } from './percentiles';

const EMAIL = 'bench.drive@northwind.test';
const SIZES = [10, 2000];
const ASKS = 30;

/**
 * The Drive emulator's answer time against the drive's size (docs/architecture/testing.md): the same search
 * and the same file's metadata, asked 30 times each, over drives of 10 and 2,000 files.
 */
export async function driveListing(): Promise<string> {
  const rows: string[] = [];
  for (const size of SIZES) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-listing-'));
    const dir = path.join(root, EMAIL, 'Reports');
    fs.mkdirSync(dir, { recursive: true });
    for (let i = 0; i < size; i++) {
      fs.writeFileSync(
        path.join(dir, `Report ${String(i).padStart(4, '0')}.md`),
        `# Report ${i}\n\nKestrel ${i}\n`,
      );
    }
    const emulators = await startEmulators({ port: 0, driveDir: root });
    try {
      const { token } = emulators.context.tokens.issueAccessToken({
        email: EMAIL,
        clientId: 'bench',
        scopes: ['https://www.googleapis.com/auth/drive.readonly'],
      });
      const ask = async (url: string) => {
        const times: number[] = [];
        for (let i = 0; i < ASKS; i++) {
          const started = performance.now();
          const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          await response.arrayBuffer();
          times.push(performance.now() - started);
        }
        return percentiles(times);
      };
      const q = encodeURIComponent("name contains 'Report 0007' and trashed = false");
      const search = await ask(`${emulators.url}/drive/v3/files?q=${q}&fields=files(id,name)`);
      const listed = (await (
        await fetch(`${emulators.url}/drive/v3/files?q=${q}&fields=files(id)`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { files: { id: string }[] };
      const fileId = listed.files[0]?.id;
      const get = await ask(`${emulators.url}/drive/v3/files/${fileId}?fields=id,name,version`);
      console.log(
        `drive ${size} files: search median ${search.median.toFixed(1)} ms, get median ${get.median.toFixed(1)} ms`,
      );
      rows.push(
        `| ${size.toLocaleString('en')} | ${search.median.toFixed(1)} ms | ${search.p95.toFixed(1)} ms | ${get.median.toFixed(1)} ms | ${get.p95.toFixed(1)} ms |`,
      );
    } finally {
      await emulators.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }
  return [
    '## Drive emulator',
    '',
    `One search (name contains, one match) and one file's metadata, each asked ${ASKS} times over HTTP, in drives of`,
    `${SIZES.map((s) => s.toLocaleString('en')).join(' and ')} files: the tree is read once and kept, so the answer time should not grow with the drive.`,
    '',
    '| files | search median | search p95 | get median | get p95 |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
