import { MALFORMED_IDS } from './malformed-ids';

/**
 * Malformed requests for one route, built from a body the route accepts: the body broken as a whole
 * (not JSON, not an object, wrong content type, too big, too deep), then one field at a time
 * (wrong type, missing, huge, hostile characters), then the path parameter.
 */

export interface RouteInput {
  /** A body the route accepts; each field variant breaks exactly one field of it. */
  body?: Record<string, unknown>;
  /** Field paths ('a', 'list.0.name') holding a person's own words: emoji or RTL marks are text there. */
  text?: readonly string[];
  /** Field paths naming something in words (a folder id may be an older path): only broken text is bad there. */
  names?: readonly string[];
  /** Field paths where 100 KB is still valid (a report's text). */
  large?: readonly string[];
  /** Field paths the route lets a caller leave out. */
  optional?: readonly string[];
  /** Field paths of lists the spec also sends as JSON text: each gets broken JSON text variants too. */
  jsonText?: readonly string[];
  /** The schema refuses unknown keys, so an extra key alone is malformed. */
  strict?: boolean;
  /** Per field path, the wrong-type variants that are valid there after all ('null' where null turns a setting off). */
  valid?: Record<string, readonly string[]>;
  /** The id put in the path for body variants (a real record, so an accepted variant would show). */
  id?: string;
}

export interface Variant {
  name: string;
  /** Replaces `:id` in the route's path; already URL-encoded. */
  id?: string;
  /** A Blob carries bytes that are not valid UTF-8, and sends no content type of its own. */
  body?: string | Blob;
  contentType?: string | null;
}

const HUGE = 'a'.repeat(100_000);
const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { nested: value };
  return value;
};
const DEEP_TEXT = `${'{"nested":'.repeat(100_000)}1${'}'.repeat(100_000)}`;

/** Strings that are broken as text: no field that names something (an id, a folder) may hold them. */
const BROKEN: Record<string, string> = {
  empty: '',
  blank: '   ',
  nul: 'ab\u0000cd',
  bidi: 'abc\u202Eexe.txt',
  'lone surrogate': 'ab\ud800cd',
  'other control': 'ab\u0007\u001bcd',
};
/** Strings that are fine words but no id, code, address or enum value. */
const NOT_AN_ID: Record<string, string> = {
  emoji: '😀🔥',
  'path traversal': '../../etc/passwd',
  'encoded slash': 'a%2Fb',
};

/** Values of the wrong type (or size) for a field whose valid sample is `sample`. */
function wrongTypes(sample: unknown): Record<string, unknown> {
  const common = { null: null, 'deep object': nested(200), 'huge string': HUGE };
  const scalars = { true: true, zero: 0, number: 42, float: 1.5, text: 'x' };
  if (Array.isArray(sample)) {
    const element = sample[0] ?? 'x';
    return {
      ...common,
      true: true,
      number: 42,
      text: 'x',
      object: {},
      'list of null': [null],
      'list of lists': [[element]],
      'huge list': new Array(20_000).fill(element),
    };
  }
  const containers = { array: [], 'array of it': [sample], object: {} };
  if (typeof sample === 'string') {
    const { text: _same, ...others } = scalars;
    return { ...common, ...others, ...containers };
  }
  if (typeof sample === 'number') {
    return {
      ...common,
      ...containers,
      true: true,
      float: 1.5,
      negative: -1,
      zero: 0,
      'too big': 1_000_000,
      'digits then letters': '30abc',
      'empty string': '',
      'float string': '1.5',
    };
  }
  if (typeof sample === 'boolean') {
    return { ...common, ...containers, zero: 0, one: 1, 'true as text': 'true', 'false as text': 'false' };
  }
  return { ...common, ...scalars, array: [], 'array of it': [sample] };
}

/** A list field's value sent as JSON text, broken: not JSON, JSON of the wrong shape, or too much. */
function brokenJsonTexts(sample: unknown): Record<string, string> {
  const element = (Array.isArray(sample) ? sample[0] : undefined) ?? 'x';
  const list = JSON.stringify([element]);
  return {
    'JSON text cut short': list.slice(0, -1),
    'JSON text with single quotes': list.replaceAll('"', "'"),
    'JSON text of an object': JSON.stringify({ 0: element }),
    'JSON text of null': 'null',
    'JSON text of the JSON text': JSON.stringify(list),
    'JSON text of a list of null': '[null]',
    'JSON text of a list of lists': JSON.stringify([[element]]),
    'JSON text of a huge list': JSON.stringify(new Array(20_000).fill(element)),
    'JSON text over 2 MB': `[${'1,'.repeat(1_000_001)}1]`,
  };
}

function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  const here = path.length > 0 ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...(value.length > 0 ? leaves(value[0], [...path, '0']) : [])];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]))];
  }
  return here;
}

/** A copy of `body` with the field at `path` set to `value` (undefined: left out of the JSON). */
function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[path[path.length - 1] as string] = value;
  return copy;
}

function fieldVariants(input: RouteInput): Variant[] {
  const body = input.body ?? {};
  const variants: Variant[] = [];
  const json = (name: string, value: unknown) => variants.push({ name, body: JSON.stringify(value) });
  for (const { path, value } of leaves(body)) {
    const field = path.join('.');
    for (const [kind, wrong] of Object.entries(wrongTypes(value))) {
      if (kind === 'huge string' && input.large?.includes(field)) continue;
      if (input.valid?.[field]?.includes(kind)) continue;
      json(`${field}: ${kind}`, withField(body, path, wrong));
    }
    const hostile =
      typeof value !== 'string' || input.text?.includes(field)
        ? {}
        : input.names?.includes(field)
          ? BROKEN
          : { ...BROKEN, ...NOT_AN_ID };
    for (const [kind, text] of Object.entries(hostile))
      json(`${field}: ${kind}`, withField(body, path, text));
    if (!input.optional?.includes(field)) {
      json(`${field}: missing`, withField(body, path, undefined));
    }
  }
  for (const field of input.jsonText ?? []) {
    const path = field.split('.');
    const sample = path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body);
    for (const [kind, text] of Object.entries(brokenJsonTexts(sample))) {
      json(`${field}: ${kind}`, withField(body, path, text));
    }
  }
  const firstField = Object.keys(body)[0];
  if (firstField) {
    const broken = { ...body, [firstField]: null };
    json('extra field beside a broken one', { ...broken, unexpected: 'x' });
    variants.push({
      name: '__proto__ key',
      body: `{"__proto__":{"polluted":true},${JSON.stringify(broken).slice(1)}`,
    });
    json('constructor key', { constructor: { prototype: { polluted: true } }, ...broken });
    variants.push({
      name: 'duplicate key, last one broken',
      body: `${JSON.stringify(body).slice(0, -1)},"${firstField}":null}`,
    });
  }
  if (input.strict) json('unknown field', { ...body, unexpected: 'x' });
  return variants;
}

function wholeBodyVariants(input: RouteInput): Variant[] {
  const sample = JSON.stringify(input.body ?? {});
  const bytes = (parts: BlobPart[]) => new Blob(parts);
  const notJson = [
    '{',
    '{"a":',
    "{'a':1}",
    '{a:1}',
    '[1,2',
    'undefined',
    'NaN',
    '{"a":1}}',
    '{"a":1,}',
    '\u0000',
    '{"a"}',
    '{"a":tru}',
    '{"a":"\\x41"}',
    '{"a":01}',
    '/* comment */ {}',
  ];
  const notObjects = ['null', 'true', '42', '"text"', '[]', '[{}]', `[${sample}]`];
  const hasRequired = Object.keys(input.body ?? {}).some((key) => !input.optional?.includes(key));
  const firstField = Object.keys(input.body ?? {})[0];
  return [
    ...notJson.map((text) => ({ name: `not JSON: ${JSON.stringify(text)}`, body: text })),
    ...notObjects.map((text) => ({ name: `not an object: ${text.slice(0, 20)}`, body: text })),
    ...(hasRequired ? [{ name: 'empty object', body: '{}' }] : []),
    { name: 'empty body', body: '' },
    { name: 'no body, no content type', contentType: null },
    { name: 'sample as text/plain', body: sample, contentType: 'text/plain' },
    { name: 'form encoded', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { name: 'multipart', body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { name: 'xml', body: '<a>1</a>', contentType: 'application/xml' },
    { name: 'sample without content type', body: bytes([sample]), contentType: null },
    { name: 'unsupported charset', body: sample, contentType: 'application/json; charset=latin1' },
    {
      name: 'invalid UTF-8',
      body: bytes([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])]),
    },
    { name: 'deeply nested JSON', body: DEEP_TEXT },
    { name: 'huge array', body: `[${new Array(200_000).fill(0).join(',')}]` },
    { name: 'over the size limit', body: `{"pad":"${'a'.repeat(1_200_000)}"}` },
    ...(firstField
      ? [{ name: 'number past double range', body: `${sample.slice(0, -1)},"${firstField}":1e999}` }]
      : []),
  ];
}

/** Every malformed request for a route: body variants when it has a body, id variants when it has `:id`. */
export function variantsFor(path: string, input: RouteInput | undefined): Variant[] {
  const variants: Variant[] = [];
  if (input?.body) variants.push(...wholeBodyVariants(input), ...fieldVariants(input));
  if (path.includes(':id')) {
    const body = input?.body ? JSON.stringify(input.body) : undefined;
    for (const [name, id] of Object.entries(MALFORMED_IDS)) variants.push({ name: `id: ${name}`, id, body });
  }
  return variants;
}
