import { unescapeContent } from './block-text';
import { readTableBlocks, type TableBlock } from './table-blocks';

/**
 * Reads the tagged blocks of a Quarry prompt (docs/prompt-protocol.md). The instruction wording around
 * the blocks is ignored, so prompts work whatever an administrator writes. Block content is escaped by
 * Quarry, so a literal opening tag can only be markup: an element's content never contains its own
 * opening tag, which keeps a stray tag name in the instruction text from swallowing real content.
 */

export interface PageBlock {
  /** Page number when the document's pages are known. */
  number: number | undefined;
  text: string;
}

export interface DocumentBlock {
  id: string;
  name: string;
  mime: string;
  /** "2/5" when the document was chunked. */
  part: string | undefined;
  /** The `<page>` children, or one unnumbered page holding the whole text. */
  pages: PageBlock[];
}

export interface FindingBlock {
  source: number | undefined;
  document: string;
  page: number | undefined;
  text: string;
}

/** A column question of the evidence grid (docs/decisions/evidence-grid.md). */
export interface ColumnBlock {
  id: string;
  type: string;
  question: string;
}

export interface PromptBlocks {
  question: string | undefined;
  systemQuery: string | undefined;
  maxKeywords: number | undefined;
  /** Undefined when the block is absent; empty when it is present but empty. */
  keywords: string[] | undefined;
  negativeKeywords: string[];
  documents: DocumentBlock[];
  findings: FindingBlock[] | undefined;
  report: string | undefined;
  section: string | undefined;
  /** The grid's column questions; undefined when the prompt asks none. */
  columns: ColumnBlock[] | undefined;
  /** The documents' tables (their shape and first rows); empty when the prompt shows none. */
  tables: TableBlock[];
}

interface Element {
  attributes: Record<string, string>;
  /** Raw (still escaped) inner markup. */
  inner: string;
}

function elements(markup: string, tag: string): Element[] {
  const pattern = new RegExp(
    `<${tag}((?:\\s+[\\w-]+\\s*=\\s*"[^"]*")*)\\s*>((?:(?!<${tag}[\\s>])[\\s\\S])*?)</${tag}\\s*>`,
    'g',
  );
  return [...markup.matchAll(pattern)].map((match) => ({
    attributes: parseAttributes(match[1] ?? ''),
    inner: match[2] ?? '',
  }));
}

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)) {
    attributes[match[1]!.toLowerCase()] = unescapeContent(match[2]!);
  }
  return attributes;
}

/** Text of the last element with this tag (the pipeline appends blocks after the instructions). */
function lastText(markup: string, tag: string): string | undefined {
  const found = elements(markup, tag).at(-1);
  return found === undefined ? undefined : unescapeContent(found.inner).trim();
}

function lines(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function optionalNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function readDocument(element: Element): DocumentBlock {
  const pages = elements(element.inner, 'page').map((page) => ({
    number: optionalNumber(page.attributes.number),
    text: unescapeContent(page.inner).trim(),
  }));
  return {
    id: element.attributes.id ?? '',
    name: element.attributes.name ?? '',
    mime: element.attributes.mime ?? '',
    part: element.attributes.part,
    pages: pages.length > 0 ? pages : [{ number: undefined, text: unescapeContent(element.inner).trim() }],
  };
}

function readFindings(markup: string): FindingBlock[] | undefined {
  const block = elements(markup, 'findings').at(-1);
  if (block === undefined) return undefined;
  return elements(block.inner, 'finding').map((finding) => ({
    source: optionalNumber(finding.attributes.source),
    document: finding.attributes.document ?? '',
    page: optionalNumber(finding.attributes.page),
    text: unescapeContent(finding.inner).trim(),
  }));
}

function readColumns(markup: string): ColumnBlock[] | undefined {
  const block = elements(markup, 'columns').at(-1);
  if (block === undefined) return undefined;
  return elements(block.inner, 'column').map((column) => ({
    id: column.attributes.id ?? '',
    type: column.attributes.type ?? 'text',
    question: unescapeContent(column.inner).trim(),
  }));
}

export function readPromptBlocks(prompt: string): PromptBlocks {
  const maxKeywords = optionalNumber(lastText(prompt, 'max_keywords'));
  return {
    question: lastText(prompt, 'question'),
    systemQuery: lastText(prompt, 'system_query'),
    maxKeywords: maxKeywords !== undefined && maxKeywords > 0 ? Math.floor(maxKeywords) : undefined,
    keywords: lines(lastText(prompt, 'keywords')),
    negativeKeywords: lines(lastText(prompt, 'negative_keywords')) ?? [],
    documents: elements(prompt, 'document').map(readDocument),
    findings: readFindings(prompt),
    report: lastText(prompt, 'report'),
    section: lastText(prompt, 'section')?.toLowerCase(),
    columns: readColumns(prompt),
    tables: readTableBlocks(prompt),
  };
}
