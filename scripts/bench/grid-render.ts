import { spawnSync } from 'node:child_process';
import { percentiles } from './percentiles';

const RUNS = 5;
const LINE =
  /first rows (\d+) ms after the grid's data arrived, (\d+) ms after navigation; (\d+) rows in the DOM/;

/**
 * The evidence grid with 2,000 rows in Chromium (docs/decisions/evidence-grid.md): the journey in
 * web/e2e/evidence-grid.spec.ts that serves a 2,000-row grid by route mocks, run RUNS times; each
 * run prints when the first row appeared by the page's clock. Needs the SPA built (web/dist).
 */
export async function gridRender(): Promise<string> {
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      'web/e2e/evidence-grid.spec.ts',
      '--project=desktop',
      '-g',
      '2,000',
      `--repeat-each=${RUNS}`,
      '--reporter=list',
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const found = [...`${run.stdout}${run.stderr}`.matchAll(new RegExp(LINE, 'g'))].map((m) =>
    m.slice(1).map(Number),
  );
  if (run.status !== 0 || found.length === 0)
    throw new Error(`The grid journey failed:\n${run.stdout}\n${run.stderr}`);
  const afterData = percentiles(found.map((f) => f[0] as number)).median;
  const afterNavigation = percentiles(found.map((f) => f[1] as number)).median;
  const inDom = Math.max(...found.map((f) => f[2] as number));
  console.log(
    `Evidence grid 2,000 rows: first rows ${afterData} ms after its data, ${afterNavigation} ms after navigation`,
  );
  return [
    '## The evidence grid (2,000 rows)',
    '',
    `The report page with a grid of 2,000 documents and 4 columns, served by route mocks to Chromium (web/e2e/evidence-grid.spec.ts), ${found.length} runs, median. "After its data": from the grid's response arriving to the first row in the page; "after navigation": from the page's navigation start (signed in first, so the app's code was fetched once before). Measured, not asserted.`,
    '',
    '| rows | first rows after its data | first rows after navigation | rows in the page at once |',
    '|---|---|---|---|',
    `| 2000 | ${afterData} ms | ${afterNavigation} ms | ${inDom} |`,
  ].join('\n');
}
