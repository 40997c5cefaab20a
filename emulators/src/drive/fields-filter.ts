import { invalidParameter } from './drive-errors';

/**
 * Google's partial-response `fields` parameter: `a,b(c,d),e/f`, with `*` for everything at a
 * level. Fields a resource lacks are left out rather than rejected, so a client asking for a field
 * the emulator does not model still gets the rest.
 */
export type Selection = 'all' | Map<string, Selection>;

export function parseFields(source: string): Selection {
  const text = source.replace(/\s+/g, '');
  const invalid = () => invalidParameter('fields', `Invalid field selection ${source}`);
  let pos = 0;

  const parseName = (): string => {
    const name = /^(\*|[A-Za-z_][A-Za-z0-9_.]*)/.exec(text.slice(pos))?.[0];
    if (!name) throw invalid();
    pos += name.length;
    return name;
  };
  const parseList = (): Map<string, Selection> => {
    const map = new Map<string, Selection>();
    for (;;) {
      const names = [parseName()];
      while (text[pos] === '/') {
        pos += 1;
        names.push(parseName());
      }
      let leaf: Selection = 'all';
      if (text[pos] === '(') {
        pos += 1;
        leaf = parseList();
        if (text[pos] !== ')') throw invalid();
        pos += 1;
      }
      const [head, ...rest] = names as [string, ...string[]];
      const sub = rest.reduceRight<Selection>((inner, name) => new Map([[name, inner]]), leaf);
      map.set(head, merge(map.get(head), sub));
      if (text[pos] !== ',') return map;
      pos += 1;
    }
  };

  if (!text) throw invalid();
  const selection = parseList();
  if (pos !== text.length) throw invalid();
  return selection;
}

function merge(a: Selection | undefined, b: Selection): Selection {
  if (a === undefined) return b;
  if (a === 'all' || b === 'all') return 'all';
  const merged = new Map(a);
  for (const [key, value] of b) merged.set(key, merge(merged.get(key), value));
  return merged;
}

export function applyFields(value: unknown, selection: Selection): unknown {
  if (selection === 'all' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((element) => applyFields(element, selection));
  const source = value as Record<string, unknown>;
  const star = selection.get('*');
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(source)) {
    const sub = selection.get(key) ?? star;
    if (sub !== undefined && field !== undefined) out[key] = applyFields(field, sub);
  }
  return out;
}
