import { PLANS_SCHEMA } from '@quarry/contracts/table-plan';
import type { ReadTable } from '@quarry/contracts/tables';
import { block, wrapper } from '../model/prompt-blocks';

/** The rows of each table the model is shown in its `<table>` block, beside the document's text. */
export const PROMPT_SAMPLE_ROWS = 3;

/**
 * What the model knows of a document's tables to write plans (docs/prompt-protocol.md): each table's
 * id, name and row count, and as JSON its columns (name, type, unit) and its first rows. Never the
 * whole table: Quarry computes over all of it.
 */
export function tablesBlock(documentId: string, tables: ReadTable[] | undefined): string[] {
  if (!tables?.length) return [];
  return [
    wrapper(
      'tables',
      tables.map((table) =>
        block('table', JSON.stringify(tableShape(table)), {
          id: table.id,
          name: table.name,
          rows: table.rows.length,
        }),
      ),
      { document: documentId },
    ),
  ];
}

function tableShape(table: ReadTable) {
  return {
    columns: table.columns.map((column) => ({
      name: column.name,
      type: column.type,
      ...(column.unit ? { unit: column.unit } : {}),
    })),
    rows: table.rows.slice(0, PROMPT_SAMPLE_ROWS),
  };
}

/** An extraction answer's JSON schema with `plans` beside the findings, when the document has tables. */
export function withPlans<S extends { properties: Record<string, unknown> }>(
  schema: S,
  hasTables: boolean,
): S {
  if (!hasTables) return schema;
  return { ...schema, properties: { ...schema.properties, plans: PLANS_SCHEMA } };
}
