import type { RunEstimate } from '@quarry/contracts/estimate';
import type { GridColumns } from '@quarry/contracts/grid';
import type { StreamEvent } from '@quarry/contracts/research';
import type { RunUsage } from '@quarry/contracts/usage';
import type { BrowserSession } from './browser-session';
import type { LocalStack } from './local-stack';
import { followRunThroughCuts } from './run-follower';

/**
 * A sample question asked as the chat asks it, with the estimate its Continue step shows first:
 * keywords, the search, POST /api/research/estimate for every readable document found (with the
 * size Drive gave, the question and the keywords), then the run over them. The extraction cache is emptied first, so the run reads
 * every document as a first run does (the estimate does not know what is cached).
 */
export interface EstimatedRun {
  documents: number;
  estimate: RunEstimate;
  /** How long the estimate took to answer (it reads the documents ahead). */
  estimateMs: number;
  usage: RunUsage;
}

export interface EstimatedRunOptions {
  deepResearch: boolean;
  columns?: GridColumns;
  /** The keywords to search with; by default those the app suggests for the question. */
  keywords?: string[];
}

interface Found {
  id: string;
  name: string;
  mimeType: string;
  size?: number;
  supported: boolean;
}

async function keywordsFor(session: BrowserSession, question: string): Promise<string[]> {
  const result = await session.call('POST', '/api/query/generate-keywords', { query: question });
  if (result.status !== 200) throw new Error(`Keywords failed: ${JSON.stringify(result.json)}`);
  return result.json.keywords as string[];
}

export async function estimateThenRun(
  stack: LocalStack,
  session: BrowserSession,
  question: string,
  options: EstimatedRunOptions,
): Promise<EstimatedRun> {
  const keywords = options.keywords ?? (await keywordsFor(session, question));
  const found = await session.call('POST', '/api/query/search-documents', { keywords });
  const documents = (found.json.documents as Found[]).filter((d) => d.supported);
  const columns = options.columns ? { columns: options.columns } : {};
  const started = performance.now();
  const estimated = await session.call('POST', '/api/research/estimate', {
    documents: documents.map(({ id, name, mimeType, size }) => ({ id, name, mimeType, size })),
    // The question and keywords, as the Continue step sends them: the estimate reads ahead with them.
    question,
    keywords,
    deepResearch: options.deepResearch,
    ...columns,
  });
  const estimateMs = performance.now() - started;
  if (estimated.status !== 200) throw new Error(`The estimate failed: ${JSON.stringify(estimated.json)}`);
  const store = stack.app.deps.store;
  for (const { id } of await store.query('extractions')) await store.delete('extractions', id);
  const { events } = await followRunThroughCuts(
    stack.app.url,
    { origin: stack.app.url, cookie: String(session.cookie) },
    {
      userQuery: question,
      selectedDocuments: documents.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
      keywords,
      deepResearch: options.deepResearch,
      ...columns,
    },
  );
  const complete = events
    .map((numbered) => numbered.event)
    .find((e): e is Extract<StreamEvent, { type: 'complete' }> => e.type === 'complete');
  if (!complete?.usage) throw new Error(`The run did not complete: ${JSON.stringify(events.at(-1))}`);
  return {
    documents: documents.length,
    estimate: estimated.json as unknown as RunEstimate,
    estimateMs,
    usage: complete.usage,
  };
}

/** The estimate's cost over the run's recorded cost, less one: +0.10 is 10% over. */
export const costError = ({ estimate, usage }: EstimatedRun) => estimate.costUsd / usage.estimatedCostUsd - 1;
