import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Metafile } from 'esbuild';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFunctions,
  EXPORT_WORKER_ENTRY,
  FUNCTION_ENTRIES,
  type FunctionName,
  PARSE_WORKER_ENTRY,
} from '../../build';
import { bundleDir } from '../testing/bundle-dir';
import {
  allExternalImports,
  outputFor,
  packageOf,
  sourcesOf,
  staticOutputs,
  staticPackages,
} from '../testing/bundle-graph';
import { SAMPLE_EXPORT } from '../testing/sample-export';

/**
 * The bundle `firebase deploy` ships (functions/build.ts), built here into a scratch directory and
 * read through esbuild's metafile: what each function loads when its instance starts, what it
 * loads only when needed, and which packages and secrets it asks the platform for.
 */
const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(functionsDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const out = bundleDir('quarry-bundle-');
let meta: Metafile;

beforeAll(async () => {
  meta = await buildFunctions(out.dir);
}, 60_000);
afterAll(() => out.remove());

/** What an instance of `name` loads before it handles anything: index.js, then its own entry. */
const startsWith = (name: FunctionName) => [
  outputFor(meta, 'src/index.ts'),
  outputFor(meta, FUNCTION_ENTRIES[name]),
];

const PARSERS = ['exceljs', 'mammoth', 'unpdf', 'pdfjs-dist', 'arquero'];
const DOM = ['jsdom', 'dompurify'];

describe('what the cloud bundle holds', () => {
  it('when the functions are bundled, then nothing local-only is in it: no SQLite, local keys, local clock, in-process queue, SSE feed, emulator code', () => {
    const sources = Object.keys(meta.inputs);
    const localOnly = [
      /^src\/adapters\/(sqlite|local-keys|local-clock|in-process-queue)\//,
      /^src\/adapters\/live\/memory-change-feed\.ts$/,
      /^src\/(composition\/local|server|emulator-registration|http\/local-controls)\.ts$/,
      /^src\/testing\//,
      /^\.\.\/emulators\//,
    ];

    expect(sources.filter((source) => localOnly.some((pattern) => pattern.test(source)))).toEqual([]);
    expect(
      allExternalImports(meta).filter((specifier) => /^(better-sqlite3|(node:)?sqlite)$/.test(specifier)),
    ).toEqual([]);
    // The graph is the real one: the cloud's own adapters are there.
    expect(sources).toContain('src/adapters/firestore/firestore-document-store.ts');
  });

  it('when the bundle writes an export, then the thread file is where its starter looks, and it writes the file', async () => {
    const [starter] =
      Object.entries(meta.outputs).find(([, output]) =>
        Object.keys(output.inputs).includes('src/adapters/exports/export-thread.ts'),
      ) ?? [];
    const worker = outputFor(meta, EXPORT_WORKER_ENTRY);
    // export-thread.ts looks for '../adapters/exports/export-worker.js' from the file it is built into.
    expect(
      path.resolve(
        path.dirname(path.resolve(functionsDir, String(starter))),
        '../adapters/exports/export-worker.js',
      ),
    ).toBe(path.resolve(functionsDir, worker));
    const thread = new Worker(pathToFileURL(path.resolve(functionsDir, worker)));
    const answers: { id: number; bytes?: Uint8Array; error?: string }[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        thread.on('error', reject);
        thread.on('message', (answer: (typeof answers)[number]) => {
          answers.push(answer);
          if (answers.length === 2) resolve();
        });
        // A draft as exportDraftOf makes it: the thread reads its HTML into blocks (jsdom included).
        const { blocks: _blocks, usageLine: _usage, ...rest } = SAMPLE_EXPORT;
        const draft = { ...rest, html: '<p>The recall cost €1.2M [1].</p>', withoutListing: true };
        thread.postMessage({ id: 1, format: 'md', draft });
        thread.postMessage({ id: 2, format: 'xlsx', draft });
      });
    } finally {
      await thread.terminate();
    }
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    const markdown = Buffer.from(byId.get(1)?.bytes ?? []).toString('utf8');
    expect(markdown).toContain('The recall cost €1.2M [^1]');
    expect(markdown).toContain('[^1]: Q3 2026 Financial Results.pdf');
    expect(
      Buffer.from(byId.get(2)?.bytes ?? [])
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  }, 60_000);

  it('when the bundle parses a document, then the parsing thread is where its starter looks, and it reads the file', async () => {
    const [starter] =
      Object.entries(meta.outputs).find(([, output]) =>
        Object.keys(output.inputs).includes('src/adapters/parsers/parse-thread.ts'),
      ) ?? [];
    const worker = outputFor(meta, PARSE_WORKER_ENTRY);
    // parse-thread.ts looks for '../adapters/parsers/parse-worker.js' from the file it is built into.
    expect(
      path.resolve(
        path.dirname(path.resolve(functionsDir, String(starter))),
        '../adapters/parsers/parse-worker.js',
      ),
    ).toBe(path.resolve(functionsDir, worker));
    const thread = new Worker(pathToFileURL(path.resolve(functionsDir, worker)));
    try {
      type Answer = { ready?: true; result?: { text: string; tables?: unknown[] } };
      const answer = await new Promise<Answer>((resolve, reject) => {
        thread.on('error', reject);
        // The thread says it is ready, then answers the document.
        thread.on('message', (answer: Answer) => {
          if (!answer.ready) resolve(answer);
        });
        const limits = { maxFileBytes: 1e6, maxUnpackedBytes: 1e6, maxTextChars: 1e6 };
        const bytes = new TextEncoder().encode('Region,Revenue\nEurope,1200\nAsia,900\n');
        thread.postMessage({ format: 'text', bytes, mimeType: 'text/csv', name: 'sales.csv', limits });
      });
      expect(answer.result?.text).toContain('Europe,1200');
      expect(answer.result?.tables).toHaveLength(1);
    } finally {
      await thread.terminate();
    }
  }, 60_000);

  it('when tick starts, then it loads no parser, no table engine and no DOM: those come only through import(), when a document, plan or report needs them', () => {
    const tickPackages = staticPackages(meta, startsWith('tick'));
    const apiPackages = staticPackages(meta, startsWith('api'));
    const reachable = allExternalImports(meta).map(packageOf);

    expect(tickPackages.filter((name) => [...PARSERS, ...DOM].includes(name))).toEqual([]);
    expect(apiPackages.filter((name) => [...PARSERS, ...DOM].includes(name))).toEqual([]);
    // They are in the bundle all the same, behind import().
    expect(reachable).toEqual(
      expect.arrayContaining(['exceljs', 'mammoth', 'unpdf', 'arquero', 'jsdom', 'dompurify']),
    );
  });

  it('when tick and retentionSweep start, then they load none of the research, billing or HTTP packages', () => {
    const heavy = [
      '@google/genai',
      '@google-cloud/kms',
      'express',
      'stripe',
      'googleapis/build/src/apis/drive',
    ];
    const tickOutputs = staticOutputs(meta, startsWith('tick'));

    expect(staticPackages(meta, startsWith('retentionSweep'))).toEqual([
      'firebase-admin',
      'firebase-functions',
    ]);
    expect(staticPackages(meta, startsWith('tick')).filter((name) => heavy.includes(name))).toEqual([]);
    expect(sourcesOf(meta, tickOutputs).filter((source) => source.includes('adapters/google/'))).toEqual([]);
  });

  it('when the bundle imports a package, then functions/package.json declares it; a type-only import at least as a dev dependency', () => {
    const runtime = allExternalImports(meta)
      .map(packageOf)
      .filter((name): name is string => name !== undefined);
    // The contracts' own packages (date-fns) are inlined into the bundle, not installed.
    const inlined = new Set(
      Object.keys(meta.inputs).flatMap((input) => packageOf(input.split('node_modules/')[1] ?? '') ?? []),
    );
    // esbuild drops type-only imports, so the bundled sources are read for them.
    const typeOnly = Object.keys(meta.inputs)
      .filter((source) => source.endsWith('.ts'))
      .flatMap((source) => {
        const text = fs.readFileSync(path.join(functionsDir, source), 'utf8');
        return ts.preProcessFile(text, true, true).importedFiles.map((file) => packageOf(file.fileName));
      })
      .filter((name): name is string => !!name && name !== '@quarry/contracts' && !inlined.has(name));

    expect([...new Set(runtime)].filter((name) => !(name in pkg.dependencies)).sort()).toEqual([]);
    expect(
      [...new Set(typeOnly)]
        .filter((name) => !(name in pkg.dependencies) && !(name in pkg.devDependencies))
        .sort(),
    ).toEqual([]);
  });

  it('when every specifier the bundle imports is loaded from this install, then each loads: a package npm left out (an optional dependency whose engines refused this Node) is named', async () => {
    // npm skips an optional dependency whose `engines` refuse the installing Node (firebase-admin's
    // @google-cloud/firestore asks for Node 22+), silently: it is a direct dependency for that reason.
    const missing: string[] = [];
    for (const specifier of allExternalImports(meta)) {
      if (!packageOf(specifier)) continue;
      try {
        await import(specifier);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        missing.push(`${specifier}: ${reason}`);
      }
    }
    expect(
      missing,
      'The cloud bundle imports packages this install lacks; run `npm install` again (on any Node from 20 up) and declare a skipped optional package as a dependency of functions/package.json',
    ).toEqual([]);
  }, 60_000);
});

describe('the secrets each function is given', () => {
  type Endpoint = { secretEnvironmentVariables?: { key: string }[] };
  let bundle: Record<FunctionName, { __endpoint: Endpoint }>;
  beforeAll(async () => {
    bundle = await import(pathToFileURL(path.join(out.dir, 'index.js')).href);
  });
  const secretsOf = (name: FunctionName) =>
    (bundle[name].__endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort();

  it('when the bundle is loaded, then each function is bound to exactly the Secret Manager secrets its code uses', () => {
    expect(secretsOf('api')).toEqual([
      'GOOGLE_OAUTH_CLIENT_SECRET',
      'LINK_SIGNING_SECRET',
      'RECAPTCHA_SECRET_KEY',
      'SENDGRID_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(secretsOf('reportWorker')).toEqual([
      'GOOGLE_OAUTH_CLIENT_SECRET',
      'LINK_SIGNING_SECRET',
      'SENDGRID_API_KEY',
    ]);
    expect(secretsOf('tick')).toEqual([
      'GOOGLE_OAUTH_CLIENT_SECRET',
      'LINK_SIGNING_SECRET',
      'SENDGRID_API_KEY',
    ]);
    expect(secretsOf('accountWorker')).toEqual([
      'GOOGLE_OAUTH_CLIENT_SECRET',
      'SENDGRID_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(secretsOf('retentionSweep')).toEqual([]);
  });

  it('when the project .env files the deploy uploads are read, then none of them names a secret', () => {
    const secrets = new Set(secretsOf('api'));
    const envFiles = fs.readdirSync(functionsDir).filter((name) => /^\.env(\.|$)/.test(name));
    const named = envFiles.flatMap((name) =>
      Object.keys(parseEnv(fs.readFileSync(path.join(functionsDir, name), 'utf8'))).filter((key) =>
        secrets.has(key),
      ),
    );

    expect(envFiles.length).toBeGreaterThan(0);
    expect(named).toEqual([]);
  });
});
