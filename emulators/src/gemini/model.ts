import type { CorpusStats } from './corpus-stats';
import { disagreementsTask } from './disagreements-task';
import { extractionTask } from './extraction-task';
import { keywordTask } from './keywords-task';
import { packedExtractionTask } from './packed-extraction';
import { type PromptBlocks, readPromptBlocks } from './prompt-blocks';
import { reportTask } from './report-task';
import { sanityTask } from './sanity-task';
import { sectionTask } from './section-task';
import {
  isPackedExtraction,
  placeholderFor,
  type RequestedOutput,
  recogniseTask,
  type TaskKind,
} from './task';

export interface ReadRequest {
  kind: TaskKind;
  blocks: PromptBlocks;
}

/** Short enough for a chat-session title. */
const TITLE_CHARS = 30;

/** Which task a prompt is, and its blocks (docs/prompt-protocol.md). */
export function readRequest(prompt: string, output: RequestedOutput): ReadRequest {
  const blocks = readPromptBlocks(prompt);
  return { kind: recogniseTask(output, blocks), blocks };
}

/** Whether the task weighs words by their rarity, so it wants the corpus's document frequencies. */
export function usesCorpus(kind: TaskKind): boolean {
  return kind === 'extraction' || kind === 'report';
}

/**
 * The emulator's deterministic "model": the same request (and corpus) always gives the same text,
 * and that text comes only from the prompt's own blocks. The corpus only says how rare words are.
 */
export function answerText(
  { kind, blocks }: ReadRequest,
  output: RequestedOutput,
  corpus?: CorpusStats,
): string {
  switch (kind) {
    case 'keywords':
      return JSON.stringify(keywordTask(blocks));
    case 'extraction':
      return JSON.stringify(
        isPackedExtraction(output) ? packedExtractionTask(blocks, corpus) : extractionTask(blocks, corpus),
      );
    case 'sanityCheck':
      return JSON.stringify(sanityTask(blocks));
    case 'disagreements':
      return JSON.stringify(disagreementsTask(blocks));
    case 'otherJson':
      return JSON.stringify(placeholderFor(output.schema, shortTitle(blocks)));
    case 'introduction':
    case 'conclusion':
      return sectionTask(blocks, kind);
    case 'report':
      return reportTask(blocks, corpus);
    case 'otherText':
      return shortTitle(blocks);
  }
}

export function titleOf(question: string | undefined): string {
  const text = (question ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!]+$/, '');
  if (text === '') return 'Research report';
  const clipped = text.length > 100 ? `${text.slice(0, text.lastIndexOf(' ', 100))}…` : text;
  return clipped.charAt(0).toUpperCase() + clipped.slice(1);
}

function shortTitle(blocks: PromptBlocks): string {
  const title = titleOf(blocks.question);
  if (title.length <= TITLE_CHARS) return title;
  const cut = title.lastIndexOf(' ', TITLE_CHARS);
  return title.slice(0, cut > 0 ? cut : TITLE_CHARS);
}
