import { unescapeContent } from './block-text';

/** A table as Quarry shows it beside a document (docs/prompt-protocol.md): its shape and first rows. */
export interface TableBlock {
  /** The `<document>` id the table belongs to. */
  document: string;
  id: string;
  name: string;
  rows: number;
  columns: { name: string; type: string; unit?: string }[];
  sample: (string | number | null)[][];
}

const TABLES = /<tables((?:\s+[\w-]+\s*=\s*"[^"]*")*)\s*>([\s\S]*?)<\/tables\s*>/g;
const TABLE = /<table((?:\s+[\w-]+\s*=\s*"[^"]*")*)\s*>([\s\S]*?)<\/table\s*>/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)) {
    attributes[(match[1] as string).toLowerCase()] = unescapeContent(match[2] as string);
  }
  return attributes;
}

/** Every `<table>` of every `<tables document=...>` block; a table whose JSON does not read is skipped. */
export function readTableBlocks(prompt: string): TableBlock[] {
  const tables: TableBlock[] = [];
  for (const [, wrapperAttributes, inner] of prompt.matchAll(TABLES)) {
    const document = attributesOf(wrapperAttributes ?? '').document ?? '';
    for (const [, attributes, content] of (inner ?? '').matchAll(TABLE)) {
      const own = attributesOf(attributes ?? '');
      try {
        const shape = JSON.parse(unescapeContent((content ?? '').trim())) as Pick<TableBlock, 'columns'> & {
          rows: TableBlock['sample'];
        };
        tables.push({
          document,
          id: own.id ?? '',
          name: own.name ?? '',
          rows: Number(own.rows ?? 0),
          columns: shape.columns,
          sample: shape.rows,
        });
      } catch {
        // A table block the emulator cannot read gets no plan, as a model would write none.
      }
    }
  }
  return tables;
}
