import type { StreamEvent } from '@quarry/contracts/research';
import type { ExtractionOutcome } from '../domain/research/extraction/extract-document';
import type { ReadingBudget } from '../domain/research/extraction/reading-budget';
import { AdaptiveLimit } from '../domain/research/model/adaptive-limit';
import { DEFAULT_RETRY_POLICY } from '../domain/research/model/model-calls';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../domain/research/model/system-settings';
import type { CacheWrites } from '../domain/research/reading/extraction-cache';
import type { PackingRules } from '../domain/research/reading/packing';
import { ReadAhead } from '../domain/research/reading/read-ahead';
import {
  type Checkpoints,
  type Prepared,
  type ReadAll,
  readAll,
} from '../domain/research/reading/read-documents';
import type { ResearchDeps } from '../domain/research/research-deps';
import type { DriveFile } from '../ports/drive.port';
import { type GenerateRequest, type LanguageModel, ModelError } from '../ports/language-model.port';

/**
 * For the tests of packed reading (read-packs.test.ts): documents of given sizes, a model that
 * answers each `<document>` of a call (packed or alone) and can be told to leave one out, garble it
 * or break a packed answer, and the run's calls, saves and cache writes as they happen.
 */
export const RULES: PackingRules = { budgetChars: 10_000, maxDocuments: 4, shareUpToChars: 5_000 };

export function documents(sizes: number[]): DriveFile[] {
  return sizes.map((_, i) => ({ id: `doc-${i}`, name: `Doc ${i}.md`, mimeType: 'text/markdown' }));
}

export interface Misbehaviour {
  /** Ids a packed answer leaves out, or gives a broken entry for. */
  omit?: string[];
  garble?: string[];
  /** Packed answers are not JSON of the packed shape (every time). */
  breakPacks?: boolean;
  /** Every call fails with this (a refused key, an exhausted quota). */
  fail?: ModelError;
  /** The second call fails with this, and the first answers only after it has. */
  failSecondWhileFirstInFlight?: ModelError;
}

function fakeModel(calls: string[][], misbehave: Misbehaviour): LanguageModel {
  let secondFailed: () => void = () => {};
  const afterSecond = new Promise<void>((resolve) => {
    secondFailed = resolve;
  });
  return {
    checkKey: async () => {},
    listModels: async () => [],
    generateText: async () => '',
    generateJson: async (request: GenerateRequest & { schema: Record<string, unknown> }) => {
      const ids = [...request.prompt.matchAll(/<document id="([^"]+)"/g)].map((m) => m[1] as string);
      calls.push(ids);
      if (misbehave.fail) throw misbehave.fail;
      const failing = misbehave.failSecondWhileFirstInFlight;
      if (failing && calls.length === 2) {
        setTimeout(secondFailed, 10);
        throw failing;
      }
      if (failing && calls.length === 1) await afterSecond;
      const entry = (id: string) => ({ hasData: true, findings: [{ text: `Found in ${id}.` }] });
      const packed = 'documents' in (request.schema.properties as object);
      if (!packed) return entry(ids[0] as string);
      if (misbehave.breakPacks)
        throw new ModelError('malformed', 'The model answered with text that is not valid JSON');
      return {
        documents: ids
          .filter((id) => !misbehave.omit?.includes(id))
          .map((id) => (misbehave.garble?.includes(id) ? { id, hasData: 'maybe' } : { id, ...entry(id) }))
          .concat([{ id: 'not-asked', hasData: true, findings: [] }]),
      };
    },
  };
}

export interface Run {
  outcomes: ExtractionOutcome[];
  /** The document ids of each extraction call, in order. */
  calls: string[][];
  saved: string[];
  cached: string[];
  events: StreamEvent[];
}

export async function run(
  sizes: number[],
  options: {
    rules?: PackingRules;
    misbehave?: Misbehaviour;
    budget?: ReadingBudget;
    done?: ExtractionOutcome[];
    concurrency?: number;
    /** Filled as the reading goes, so a test can see what was saved when it fails. */
    into?: Run;
  } = {},
): Promise<Run> {
  const files = documents(sizes);
  const result: Run = options.into ?? { outcomes: [], calls: [], saved: [], cached: [], events: [] };
  const deps = {
    model: fakeModel(result.calls, options.misbehave ?? {}),
    retry: { ...DEFAULT_RETRY_POLICY, sleep: async () => {} },
    promptBudgetChars: 8_000,
    packing: options.rules ?? RULES,
  } as unknown as ResearchDeps;
  const checkpoints: Checkpoints = {
    done: new Map((options.done ?? []).map((outcome) => [outcome.file.id, outcome])),
    save: async (outcome) => {
      result.saved.push(outcome.file.id);
    },
  };
  const text = (i: number) => 'x'.repeat(sizes[i] ?? 0);
  const reading: ReadAll = {
    ctx: {
      deps,
      uid: 'maya',
      settings: { ...DEFAULT_SYSTEM_SETTINGS } as SystemSettings,
      apiKey: 'key',
      question: 'What?',
      keywords: [],
      fetcher: {} as ReadAll['ctx']['fetcher'],
    },
    picked: files,
    limit: new AdaptiveLimit(options.concurrency ?? 2, options.concurrency ?? 2),
    ahead: new ReadAhead<DriveFile, Prepared>(files, async (file) => ({
      file,
      text: { read: { text: text(files.indexOf(file)) } },
    })),
    cache: {
      keep: (o: ExtractionOutcome) => result.cached.push(o.file.id),
      flush: async () => {},
    } as unknown as CacheWrites,
    emit: (event) => result.events.push(event),
    checkpoints,
    ...(options.budget ? { budget: options.budget } : {}),
  };
  result.outcomes = await readAll(reading);
  return result;
}
