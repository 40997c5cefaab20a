import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The budget for what the browser must load before the first screen (gzip). */
export const INITIAL_BUDGET_KB = 200;

/**
 * The SPA as built (web/dist): what index.html loads at once (its scripts, module preloads and
 * styles) gzip-compressed, and the largest chunk loaded later (a route or a library only one
 * screen needs).
 */
export function bundleSizes(): { section: string; initialKb: number } {
  const dist = path.resolve('web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string),
  );
  const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
  const assets = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`);
  const initialJs = [...initial].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
  const initialCss = [...initial].filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipKb(f), 0);
  const later = assets
    .filter((file) => !initial.has(file) && file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipKb(file) }))
    .sort((a, b) => b.kb - a.kb);
  const largest = later[0];
  const initialKb = initialJs + initialCss;
  console.log(
    `SPA: initial ${initialJs.toFixed(1)} KB JS + ${initialCss.toFixed(1)} KB CSS gzip; largest later chunk ${largest?.file} ${largest?.kb.toFixed(1)} KB`,
  );
  return {
    initialKb,
    section: [
      '## The web app',
      '',
      `Built SPA (web/dist), gzip. Initial: what index.html loads before the first screen; the budget is ${INITIAL_BUDGET_KB} KB.`,
      '',
      '| what | gzip |',
      '|---|---|',
      `| initial JavaScript (${[...initial].filter((f) => f.endsWith('.js')).length} files) | ${initialJs.toFixed(1)} KB |`,
      `| initial CSS | ${initialCss.toFixed(1)} KB |`,
      `| initial total | ${initialKb.toFixed(1)} KB (${initialKb <= INITIAL_BUDGET_KB ? 'within' : 'over'} the budget) |`,
      ...later
        .slice(0, 3)
        .map(
          (chunk, index) =>
            `| ${index === 0 ? 'largest' : 'next'} later chunk: ${path.basename(chunk.file)} | ${chunk.kb.toFixed(1)} KB |`,
        ),
      '',
    ].join('\n'),
  };
}
