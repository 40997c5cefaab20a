import { extractionTask } from './extraction-task';
import { keywordTask } from './keywords-task';
import { type PromptBlocks, readPromptBlocks } from './prompt-blocks';
import { reportTask, titleOf } from './report-task';
import { sanityTask } from './sanity-task';
import { sectionTask } from './section-task';
import { placeholderFor, type RequestedOutput, recogniseTask, type TaskKind } from './task';

export interface ModelAnswer {
  kind: TaskKind;
  text: string;
  blocks: PromptBlocks;
}

/** Short enough for a chat-session title. */
const TITLE_CHARS = 30;

/**
 * The emulator's deterministic "model": the same prompt and requested output always give the same
 * text, and that text comes only from the prompt's own blocks.
 */
export function answerPrompt(prompt: string, output: RequestedOutput): ModelAnswer {
  const blocks = readPromptBlocks(prompt);
  const kind = recogniseTask(output, blocks);
  return { kind, text: answerText(kind, blocks, output), blocks };
}

function answerText(kind: TaskKind, blocks: PromptBlocks, output: RequestedOutput): string {
  switch (kind) {
    case 'keywords':
      return JSON.stringify(keywordTask(blocks));
    case 'extraction':
      return JSON.stringify(extractionTask(blocks));
    case 'sanityCheck':
      return JSON.stringify(sanityTask(blocks));
    case 'otherJson':
      return JSON.stringify(placeholderFor(output.schema, shortTitle(blocks)));
    case 'introduction':
    case 'conclusion':
      return sectionTask(blocks, kind);
    case 'report':
      return reportTask(blocks);
    case 'otherText':
      return shortTitle(blocks);
  }
}

function shortTitle(blocks: PromptBlocks): string {
  const title = titleOf(blocks.question);
  if (title.length <= TITLE_CHARS) return title;
  const cut = title.lastIndexOf(' ', TITLE_CHARS);
  return title.slice(0, cut > 0 ? cut : TITLE_CHARS);
}
