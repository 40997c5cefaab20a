import { invalid, missingParam } from './errors';
import type { Metadata } from './objects';

/**
 * Stripe's request encoding: form fields (or a query string) with bracket notation,
 * `items[0][price]=price_x&expand[]=latest_invoice&metadata[plan]=teams`.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

const KEY = /^([^[\]]+)((?:\[[^\]]*\])*)$/;

export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = KEY.exec(key);
    if (!match) continue;
    const segments = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let node = root;
    segments.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

/** Objects keyed 0..n (from `a[0]` or `a[]`) become arrays, as Stripe reads them. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(value[k]!)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]!);
  }
  return converted;
}

/** Typed reads of request parameters, failing the way Stripe does and naming the full param. */
export class Params {
  constructor(
    readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalid(`Invalid string: ${JSON.stringify(value)}`, this.name(key));
    return value;
  }

  required(key: string): string {
    const value = this.string(key);
    if (!value) throw missingParam(this.name(key));
    return value;
  }

  /** Stripe clears a field sent as an empty string. */
  nullable(key: string): string | null | undefined {
    const value = this.string(key);
    return value === '' ? null : value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalid(`Invalid boolean: ${value}`, this.name(key));
    return value === 'true';
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, this.name(key));
    return Number(value);
  }

  object(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string' || Array.isArray(value)) {
      throw invalid(`Invalid object`, this.name(key));
    }
    return new Params(value, this.name(key));
  }

  objects(key: string): Params[] {
    const value = this.values[key];
    if (value === undefined || value === '') return [];
    if (!Array.isArray(value)) throw invalid(`Invalid array`, this.name(key));
    return value.map((item, index) => {
      if (typeof item !== 'object' || Array.isArray(item)) {
        throw invalid(`Invalid object`, `${this.name(key)}[${index}]`);
      }
      return new Params(item, `${this.name(key)}[${index}]`);
    });
  }

  strings(key: string): string[] {
    const value = this.values[key];
    if (value === undefined || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    return list.map((item) => {
      if (typeof item !== 'string') throw invalid(`Invalid array`, this.name(key));
      return item;
    });
  }

  /** Metadata to merge: a key sent empty deletes it; `metadata=` clears everything. */
  mergeMetadata(current: Metadata): Metadata {
    if (this.values.metadata === '') return {};
    const updates = this.object('metadata');
    if (!updates) return current;
    const merged = { ...current };
    for (const key of Object.keys(updates.values)) {
      const value = updates.string(key);
      if (value) merged[key] = value;
      else delete merged[key];
    }
    return merged;
  }
}
