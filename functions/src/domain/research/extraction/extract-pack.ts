import { z } from 'zod';
import type { ReadResult } from '../../../ports/document-reader.port';
import type { DriveFile } from '../../../ports/drive.port';
import { callJson } from '../model/model-calls';
import { tablesBlock, withPlans } from '../tables/table-prompt';
import type { DocumentChunk } from './chunking';
import {
  checkedOutcome,
  documentBlock,
  ExtractionAnswer,
  type ExtractionContext,
  type ExtractionOutcome,
  extractionPrompt,
  FINDINGS_SCHEMA,
  instructionOf,
  keptFindings,
  modelFailureReason,
} from './extract-document';
import { keptCells, withCells } from './grid-cells';
import { computedAnswers } from './table-answers';

/**
 * A read document small enough to share an extraction call (packing.ts `mayShare`), whole: its one
 * chunk, the block it would be asked alone with.
 */
export interface PackMember {
  file: DriveFile;
  chunk: DocumentChunk;
  /** The read document, where its tables are wanted: plans are answered in the pack too. */
  read?: ReadResult;
}

/**
 * A packed answer (docs/prompt-protocol.md): one entry per document, keyed by the id of its
 * `<document>` block. Entries are checked one by one, so one garbled entry costs only its document.
 */
const PackedAnswer = z.object({ documents: z.array(z.unknown()) });
const PackedEntry = ExtractionAnswer.extend({ id: z.string() });

export const PACKED_EXTRACTION_SCHEMA = {
  type: 'object',
  properties: {
    documents: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, hasData: { type: 'boolean' }, findings: FINDINGS_SCHEMA },
        required: ['id', 'hasData', 'findings'],
      },
    },
  },
  required: ['documents'],
};

/** What a packed call came to: documents answered, and those to ask again alone. */
export interface PackAnswer<M extends PackMember = PackMember> {
  answered: ExtractionOutcome[];
  again: M[];
}

/**
 * Asks the model about several small documents in one call (docs/architecture/reading-economy.md), all of one kind, so
 * they share the instruction (extractionPhase or nonNativeExtractionPhase) and its model. A document
 * the answer misses, names twice or garbles is to be asked again alone; so is every document of a
 * pack whose answer stayed malformed (after callJson's one re-ask) or whose call Gemini could not
 * take: a document is never dropped. Quota exhaustion, a refused key and Stop end the run, as for a
 * single document.
 */
export async function answerPack<M extends PackMember>(
  ctx: ExtractionContext,
  members: M[],
): Promise<PackAnswer<M>> {
  const first = members[0];
  if (!first) return { answered: [], again: [] };
  const instruction = instructionOf(first.file);
  let answer: z.infer<typeof PackedAnswer>;
  try {
    answer = await callJson(
      ctx.deps.model,
      {
        apiKey: ctx.apiKey,
        model: ctx.settings[`${instruction}Model`],
        prompt: extractionPrompt(
          ctx,
          instruction,
          members.flatMap((member) => [
            documentBlock(member.file, member.chunk, undefined),
            ...tablesBlock(member.file.id, member.read?.tables),
          ]),
        ),
        jsonSchema: packedSchema(
          ctx.columns,
          members.some((member) => Boolean(member.read?.tables?.length)),
        ),
        ...(ctx.signal ? { signal: ctx.signal } : {}),
      },
      PackedAnswer,
      ctx.deps.retry,
    );
  } catch (error) {
    // A stopped run asks nothing again.
    if (!ctx.signal?.aborted && modelFailureReason(error)) return { answered: [], again: members };
    throw error;
  }
  return await sortAnswer(ctx, members, answer.documents);
}

/** The packed schema, each document's entry with `cells` when columns are asked, `plans` when tables are shown. */
function packedSchema(columns: ExtractionContext['columns'], tables: boolean | undefined) {
  if (!columns?.length && !tables) return PACKED_EXTRACTION_SCHEMA;
  const documents = PACKED_EXTRACTION_SCHEMA.properties.documents;
  const withGrid = columns?.length ? withCells(documents.items, columns) : documents.items;
  const items = tables ? withPlans(withGrid, true) : withGrid;
  return { ...PACKED_EXTRACTION_SCHEMA, properties: { documents: { ...documents, items } } };
}

/** A member's one chunk is the whole document: its quotes are checked against it, its figures against its tables. */
function wholeOf({ chunk, read }: PackMember): ReadResult {
  const whole = chunk.pages ? { text: '', pages: chunk.pages } : { text: chunk.text ?? '' };
  return read?.tables ? { ...whole, tables: read.tables } : whole;
}

/** Each member's entry read on its own; unknown ids are ignored. */
async function sortAnswer<M extends PackMember>(
  ctx: ExtractionContext,
  members: M[],
  entries: unknown[],
): Promise<PackAnswer<M>> {
  const byId = new Map<string, unknown[]>();
  for (const entry of entries) {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
    if (typeof id === 'string') byId.set(id, [...(byId.get(id) ?? []), entry]);
  }
  const result: PackAnswer<M> = { answered: [], again: [] };
  for (const member of members) {
    const own = byId.get(member.file.id) ?? [];
    const parsed = own.length === 1 ? PackedEntry.safeParse(own[0]) : undefined;
    if (!parsed?.success) {
      result.again.push(member);
      continue;
    }
    const findings = keptFindings(parsed.data);
    const cells = ctx.columns?.length ? keptCells(parsed.data.cells, ctx.columns) : [];
    const whole = wholeOf(member);
    const computed = await computedAnswers(ctx, member.file, whole, parsed.data.plans ?? []);
    result.answered.push(checkedOutcome(ctx, member.file, whole, findings, cells, computed));
  }
  return result;
}
