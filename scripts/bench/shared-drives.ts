import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmulators } from '../../emulators/src/server';
import { GoogleDrive } from '../../functions/src/adapters/google/google-drive';

const EMAIL = 'bench.teams@northwind.test';
const OWN_FILES = 1000;
const DRIVE_FILES = 250;
const PAGE_SIZE = 100;
const REPEATS = 5;

interface Layout {
  name: string;
  drives: number;
}
const LAYOUTS: Layout[] = [
  { name: 'My Drive only', drives: 0 },
  { name: 'and 4 Shared Drives', drives: 4 },
];

/** A drive folder of `count` Markdown files that all hold the searched word. */
function writeFiles(dir: string, prefix: string, count: number) {
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    fs.writeFileSync(
      path.join(dir, `${prefix} ${String(i).padStart(4, '0')}.md`),
      `# ${prefix} ${i}\n\nKestrel ${i}\n`,
    );
  }
}

function layoutOn(root: string, layout: Layout) {
  writeFiles(path.join(root, EMAIL, 'Reports'), 'Report', OWN_FILES);
  for (let d = 0; d < layout.drives; d++) {
    const drive = path.join(root, '_shared-drives', `Team ${d + 1}`);
    writeFiles(path.join(drive, 'Notes'), `Team ${d + 1} note`, DRIVE_FILES);
    fs.writeFileSync(path.join(drive, '.drive.json'), JSON.stringify({ members: { [EMAIL]: 'reader' } }));
  }
}

/** A counting pass-through in front of the emulator: every request the adapter makes to Drive. */
async function countingProxy(target: string) {
  let requests = 0;
  const server = http.createServer((incoming, outgoing) => {
    requests += 1;
    const forward = http.request(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take: () => {
      const taken = requests;
      requests = 0;
      return taken;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Drive requests one search makes and its median time over REPEATS. */
async function measure(url: string, token: string) {
  const proxy = await countingProxy(url);
  const drive = new GoogleDrive(proxy.url, PAGE_SIZE);
  const times: number[] = [];
  let found = 0;
  let requests = 0;
  try {
    // One search first, untimed, so the first layout does not also pay for warming the process up.
    await drive.search(token, "fullText contains 'Kestrel' and trashed = false");
    for (let i = 0; i < REPEATS; i++) {
      proxy.take();
      const started = performance.now();
      found = (await drive.search(token, "fullText contains 'Kestrel' and trashed = false")).length;
      times.push(performance.now() - started);
      requests = proxy.take();
    }
  } finally {
    await proxy.close();
  }
  times.sort((a, b) => a - b);
  return { found, requests, median: times[Math.floor(times.length / 2)] ?? 0 };
}

/**
 * A search for a person in several Shared Drives (docs/architecture/drive.md): the same search over
 * My Drive alone and over My Drive and four Shared Drives, through Quarry's Drive adapter against the
 * emulator, pages of 100. The extra drives should cost their extra pages and nothing more.
 */
export async function sharedDrivesSearch(): Promise<string> {
  const rows: string[] = [];
  const perPage: number[] = [];
  for (const layout of LAYOUTS) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-shared-drives-'));
    layoutOn(root, layout);
    const emulators = await startEmulators({ port: 0, driveDir: root });
    try {
      const { token } = emulators.context.tokens.issueAccessToken({
        email: EMAIL,
        clientId: 'bench',
        scopes: ['https://www.googleapis.com/auth/drive.readonly'],
      });
      const { found, requests, median } = await measure(emulators.url, token);
      perPage.push(median / requests);
      console.log(
        `shared drives ${layout.name}: ${found} files, ${requests} Drive requests, median ${median.toFixed(0)} ms (${(median / requests).toFixed(1)} ms a request)`,
      );
      rows.push(
        `| ${layout.name} | ${found} | ${requests} | ${median.toFixed(0)} ms | ${(median / requests).toFixed(1)} ms |`,
      );
    } finally {
      await emulators.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }
  const ratio = (perPage[1] ?? 0) / (perPage[0] || 1);
  return [
    '## Shared Drives search',
    '',
    `One search (fullText, every file matches) for a person with ${OWN_FILES.toLocaleString('en')} files in My Drive, then the same`,
    `person in 4 Shared Drives of ${DRIVE_FILES} files each, through Quarry's Drive adapter (corpora=allDrives, pages`,
    `of ${PAGE_SIZE}) against the emulator, median of ${REPEATS}. The Shared Drives cost their extra pages: the time a request`,
    `is ${ratio.toFixed(2)} times what it is without them.`,
    '',
    '| person | files found | Drive requests | search time | time a request |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
