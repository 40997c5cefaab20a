import { invalid } from './errors';

const EXPANDABLE_ID = /^(cus|prod|price|pm|seti|sub|in|evt)_/;

/**
 * Every name an expand path may walk through on the emulated objects: expandable fields and the
 * objects and lists that hold them. Checked before a call runs, so a bad path changes nothing.
 */
const PATH_SEGMENTS = new Set([
  'data',
  'customer',
  'default_payment_method',
  'payment_method',
  'latest_invoice',
  'invoice_settings',
  'items',
  'price',
  'product',
  'default_price',
  'lines',
  'parent',
  'subscription_details',
  'subscription',
  'pricing',
  'price_details',
]);

export function checkExpandPaths(paths: string[]): void {
  for (const path of paths) {
    const unknown = path.split('.').find((segment) => !PATH_SEGMENTS.has(segment));
    if (unknown !== undefined) throw invalid(`This property cannot be expanded (${unknown}).`, 'expand');
  }
}

/**
 * Stripe's `expand[]`: replaces ids at the given dotted paths with the objects they name, walking
 * through lists (`data.customer`) and already-expanded objects (`latest_invoice.customer`).
 */
export function expand(value: object, paths: string[], find: (id: string) => object | undefined): object {
  if (paths.length === 0) return value;
  const copy = structuredClone(value);
  for (const path of paths) walk(copy, path.split('.'), find);
  return copy;
}

function walk(node: unknown, segments: string[], find: (id: string) => object | undefined): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, segments, find);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const [head, ...rest] = segments;
  if (!head) return;
  const record = node as Record<string, unknown>;
  const value = record[head];
  if (typeof value === 'string') {
    if (!EXPANDABLE_ID.test(value)) throw invalid(`This property cannot be expanded (${head}).`, 'expand');
    const found = find(value);
    if (found) record[head] = structuredClone(found);
  } else if (value === undefined || (rest.length === 0 && typeof value !== 'object')) {
    throw invalid(`This property cannot be expanded (${head}).`, 'expand');
  }
  if (rest.length > 0) walk(record[head], rest, find);
}
