/**
 * Which task a request is, read from the output it asks for (docs/prompt-protocol.md): JSON tasks by
 * the property names of their response schema, text tasks by the blocks they carry.
 */
import type { PromptBlocks } from './prompt-blocks';

export type TaskKind =
  | 'keywords'
  | 'extraction'
  | 'sanityCheck'
  | 'disagreements'
  | 'introduction'
  | 'conclusion'
  | 'report'
  | 'otherJson'
  | 'otherText';

export interface RequestedOutput {
  json: boolean;
  /** responseSchema (OpenAPI subset) or responseJsonSchema (JSON Schema); both name their properties. */
  schema: unknown;
}

export function recogniseTask(output: RequestedOutput, blocks: PromptBlocks): TaskKind {
  if (output.json) {
    const properties = new Set(Object.keys(schemaProperties(output.schema)));
    if (properties.has('keywords')) return 'keywords';
    if (properties.has('hasData') && properties.has('findings')) return 'extraction';
    if (isPackedExtraction(output)) return 'extraction';
    if (properties.has('unsupportedClaims')) return 'sanityCheck';
    if (properties.has('disagreements')) return 'disagreements';
    return 'otherJson';
  }
  if (blocks.report !== undefined && blocks.section === 'introduction') return 'introduction';
  if (blocks.report !== undefined && blocks.section === 'conclusion') return 'conclusion';
  if (blocks.findings !== undefined) return 'report';
  return 'otherText';
}

/**
 * A packed extraction (several documents in one call): the schema's `documents` is an array whose
 * items have `id`, `hasData` and `findings`, one entry per `<document>` block.
 */
export function isPackedExtraction(output: RequestedOutput): boolean {
  if (!output.json) return false;
  const documents = schemaProperties(output.schema).documents;
  const items = isRecord(documents) ? documents.items : undefined;
  const properties = new Set(Object.keys(schemaProperties(items)));
  return properties.has('id') && properties.has('hasData') && properties.has('findings');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema's top-level properties, following one local `$ref` as JSON Schema generators emit. */
export function schemaProperties(schema: unknown): Record<string, unknown> {
  if (!isRecord(schema)) return {};
  if (isRecord(schema.properties)) return schema.properties;
  const ref = typeof schema.$ref === 'string' ? /^#\/(\$defs|definitions)\/(.+)$/.exec(schema.$ref) : null;
  if (ref) {
    const definitions = schema[ref[1]!];
    if (isRecord(definitions)) return schemaProperties(definitions[ref[2]!]);
  }
  return {};
}

/** A minimal value of a schema's shape, for JSON tasks the emulator has no model of. */
export function placeholderFor(schema: unknown, text: string): unknown {
  if (!isRecord(schema)) return {};
  const type = typeof schema.type === 'string' ? schema.type.toLowerCase() : 'object';
  if (type === 'array') return [];
  if (type === 'string') return Array.isArray(schema.enum) ? (schema.enum[0] ?? text) : text;
  if (type === 'number' || type === 'integer') return 0;
  if (type === 'boolean') return false;
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schemaProperties(schema))) {
    value[name] = placeholderFor(property, text);
  }
  return value;
}
