import type { QuerySpec, WhereClause } from '../../ports/document-store.port';

/**
 * Turns a store QuerySpec into SQL over `json_extract(data, ...)`, matching Firestore's semantics
 * where it matters to us: ranges only match values of the same type, a document missing an
 * ordered field is left out, and ties (and unordered queries) are ordered by document id.
 */
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const COLLECTION = /^[A-Za-z][A-Za-z0-9_]*$/;

export type SqlValue = string | number | null;

export function tableName(collection: string): string {
  if (!COLLECTION.test(collection)) throw new Error(`Invalid collection name: ${collection}`);
  return `"${collection}"`;
}

export function fieldExpr(field: string): string {
  if (!FIELD_PATH.test(field)) throw new Error(`Invalid field path: ${field}`);
  return `json_extract(data, '$.${field}')`;
}

function typeExpr(field: string): string {
  return `json_type(data, '$.${field}')`;
}

/** The json_type values a JS value can be stored as, for the type guard of a comparison. */
function sqliteTypesOf(value: unknown): string[] {
  if (typeof value === 'string') return ['text'];
  if (typeof value === 'number') return ['integer', 'real'];
  if (typeof value === 'boolean') return [value ? 'true' : 'false'];
  if (value === null) return ['null'];
  throw new Error(`Unsupported query value of type ${typeof value}`);
}

function bindable(value: unknown): SqlValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number' || value === null) return value;
  throw new Error(`Unsupported query value of type ${typeof value}`);
}

function typeGuard(field: string, value: unknown): string {
  const types = sqliteTypesOf(value).map((t) => `'${t}'`);
  return `${typeExpr(field)} IN (${types.join(', ')})`;
}

function whereSql(clause: WhereClause, params: SqlValue[]): string {
  const { field, op, value } = clause;
  switch (op) {
    case '==':
      if (value === null || typeof value === 'boolean') return typeGuard(field, value);
      params.push(bindable(value));
      return `(${fieldExpr(field)} = ? AND ${typeGuard(field, value)})`;
    case '<':
    case '<=':
    case '>':
    case '>=':
      params.push(bindable(value));
      return `(${fieldExpr(field)} ${op} ? AND ${typeGuard(field, value)})`;
    case 'in': {
      if (!Array.isArray(value) || value.length === 0) throw new Error(`'in' needs a non-empty array`);
      const parts = value.map((v) => {
        params.push(bindable(v));
        return `(${fieldExpr(field)} = ? AND ${typeGuard(field, v)})`;
      });
      return `(${parts.join(' OR ')})`;
    }
    case 'array-contains': {
      const types = sqliteTypesOf(value).map((t) => `'${t}'`);
      params.push(bindable(value));
      fieldExpr(field);
      return `EXISTS (SELECT 1 FROM json_each(data, '$.${field}') AS e WHERE e.value = ? AND e.type IN (${types.join(', ')}))`;
    }
  }
}

export function buildSelect(
  collection: string,
  spec: QuerySpec,
  select: string,
): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [];
  const conditions = (spec.where ?? []).map((clause) => whereSql(clause, params));
  const order = spec.orderBy ?? [];
  for (const { field } of order) conditions.push(`${typeExpr(field)} IS NOT NULL`);
  let sql = `SELECT ${select} FROM ${tableName(collection)}`;
  if (conditions.length > 0) sql += ` WHERE ${conditions.join(' AND ')}`;
  const orderTerms = order.map((o) => `${fieldExpr(o.field)} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`);
  const lastDirection = order.at(-1)?.direction === 'desc' ? 'DESC' : 'ASC';
  orderTerms.push(`id ${lastDirection}`);
  sql += ` ORDER BY ${orderTerms.join(', ')}`;
  if (spec.limit !== undefined) {
    if (!Number.isInteger(spec.limit) || spec.limit < 0) throw new Error('limit must be a whole number');
    sql += ` LIMIT ${spec.limit}`;
  }
  return { sql, params };
}
