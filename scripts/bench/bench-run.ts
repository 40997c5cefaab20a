import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StreamEvent } from '@quarry/contracts/research';
import type { BrowserSession } from '../../functions/src/testing/browser-session';
import { type LocalStack, startLocalStack } from '../../functions/src/testing/local-stack';
import { followRunThroughCuts } from '../../functions/src/testing/run-follower';
import { readyCreator } from '../../functions/src/testing/sign-in-flow';

/** Shared by the pipeline bench and the quota bench: a drive of N documents and a run over all of them. */

export const EMAIL = 'bench@northwind.test';
const TOPICS = ['Ridgeline', 'Kestrel', 'Europe', 'hiring', 'sustainability'];
export const BENCH_QUESTION = 'What revenue did each programme report in Q3 2026?';

/**
 * `count` Markdown documents of about 1.7 KB each (the filler repeated `filler` times; 20 by default,
 * about 360 for documents of 30 KB, too large to share an extraction call). Returns the characters
 * of document text written, all documents together.
 */
export function writeDrive(root: string, count: number, filler = 20): number {
  const dir = path.join(root, EMAIL, `Bench ${count}`);
  fs.mkdirSync(dir, { recursive: true });
  let chars = 0;
  for (let i = 0; i < count; i++) {
    const topic = TOPICS[i % TOPICS.length];
    const body = [
      `# Field report ${i} about ${topic}`,
      `The ${topic} programme reported revenue of $${(i * 1.37).toFixed(2)}M in Q3 2026, ${i % 3 === 0 ? 'above' : 'below'} plan.`,
      `Bench marker ${topic} ${i}: the team recorded ${i * 7} units and ${i % 11} open issues for ${topic}.`,
      'Unrelated filler about office plants, parking rules and the cafeteria menu. '.repeat(filler),
    ].join('\n\n');
    fs.writeFileSync(path.join(dir, `Field report ${String(i).padStart(3, '0')}.md`), body);
    chars += body.length;
  }
  return chars;
}

type Picked = { id: string; name: string; mimeType: string };

export interface BenchRun {
  stack: LocalStack;
  /** Characters of document text in the drive, all documents together. */
  driveChars: number;
  session: BrowserSession;
  docs: Picked[];
  /** POST to the Gemini emulator's controls (`reset`, `settings`, ...). */
  control: (route: string, body?: unknown) => Promise<Response>;
  /** GET from the Gemini emulator's controls (`stats`, `calls`, ...). */
  read: <T>(route: string) => Promise<T>;
  /** Asks the bench question (or `question`) over every document, as the chat does, to the end of its stream. */
  ask: (question?: string, extra?: Record<string, unknown>) => Promise<{ events: StreamEvent[]; ms: number }>;
  stop: () => Promise<void>;
}

/** The local app and emulators over a fresh drive of `count` documents, signed in and with them found. */
export async function startBenchRun(
  count: number,
  app: Record<string, string>,
  filler?: number,
): Promise<BenchRun> {
  const drive = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-drive-'));
  const driveChars = writeDrive(drive, count, filler);
  return startBenchOver(drive, count, app, driveChars);
}

/**
 * The local app and emulators over a drive already written (`count` documents whose names or text
 * hold 'Bench'), signed in and with them found; the drive folder is removed when it stops.
 */
export async function startBenchOver(
  drive: string,
  count: number,
  app: Record<string, string>,
  driveChars: number,
): Promise<BenchRun> {
  const stack = await startLocalStack({ app, emulators: { QUARRY_DRIVE_DIR: drive } });
  const stop = async () => {
    await stack.stop();
    fs.rmSync(drive, { recursive: true, force: true });
  };
  try {
    const session = await readyCreator(stack, EMAIL);
    const gemini = `${stack.emulators.url}/__control/gemini`;
    const control = (route: string, body?: unknown) =>
      fetch(`${gemini}/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    const read = async <T>(route: string) => (await (await fetch(`${gemini}/${route}`)).json()) as T;
    const docs = await foundDocuments(session, count);
    const ask = async (question = BENCH_QUESTION, extra: Record<string, unknown> = {}) => {
      const started = performance.now();
      // A run longer than a response (RESPONSE_SECONDS) is read on as the SPA reads it.
      const { events } = await followRunThroughCuts(
        stack.app.url,
        { origin: stack.app.url, cookie: String(session.cookie) },
        {
          userQuery: question,
          selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
          keywords: ['Bench'],
          deepResearch: true,
          ...extra,
        },
      );
      return { events: events.map((numbered) => numbered.event), ms: performance.now() - started };
    };
    return { stack, driveChars, session, docs, control, read, ask, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The `count` documents a search for 'Bench' finds. Over large documents the Drive emulator's first
 * full-text search outlasts a request; it keeps indexing, so the search is asked again, as the app's
 * answer invites. It reads about 5 realistic documents a second on a loaded machine
 * (docs/benchmarks.md, set-up), so the retries grow with the drive: a minute's request each, one
 * per 100 documents.
 */
export async function foundDocuments(session: BrowserSession, count: number): Promise<Picked[]> {
  const retries = Math.max(5, Math.ceil(count / 100));
  let found = await session.call('POST', '/api/query/search-documents', { keywords: ['Bench'] });
  for (let retry = 0; retry < retries && found.json.errorCode === 'REQUEST_TIMEOUT'; retry++) {
    found = await session.call('POST', '/api/query/search-documents', { keywords: ['Bench'] });
  }
  if (!Array.isArray(found.json.documents))
    throw new Error(`The search answered ${found.status}: ${JSON.stringify(found.json).slice(0, 500)}`);
  const docs = (found.json.documents as Picked[]).slice(0, count);
  if (docs.length !== count) throw new Error(`Expected ${count} documents, search found ${docs.length}`);
  return docs;
}

/**
 * The model waits writing the report takes, from the emulator's calls by task: every call but the
 * extractions, with the introduction and conclusion counting once (the app asks for them at once).
 */
export function compositionWaits(byTask: Record<string, number>): number {
  const calls = Object.entries(byTask)
    .filter(([task]) => task !== 'extraction')
    .reduce((sum, [, n]) => sum + n, 0);
  return calls - Math.min(byTask.introduction ?? 0, byTask.conclusion ?? 0);
}
