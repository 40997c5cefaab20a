import { invalidParameter } from './drive-errors';

/**
 * Drive's search query language (files.list `q`): `field op 'value'`, `'value' in field`,
 * combined with and / or / not and parentheses. Strings are single-quoted with `\'` and `\\`
 * escapes. Anything else is rejected the way Drive rejects it: 400 "Invalid Value" on `q`.
 */
export type Query =
  | { kind: 'and' | 'or'; left: Query; right: Query }
  | { kind: 'not'; query: Query }
  | { kind: 'term'; field: Field; op: Operator; value: string | boolean }
  /** `appProperties has { key='k' and value='v' }`: the requesting app's own property on the file. */
  | { kind: 'appProperty'; key: string; value: string };

export type Operator = 'contains' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'in';

const TEXT_OPS: Operator[] = ['contains', '=', '!='];
const DATE_OPS: Operator[] = ['<', '<=', '=', '!=', '>', '>='];
const BOOL_OPS: Operator[] = ['=', '!='];

/** Each field Drive accepts, with its operators and the kind of value it takes. */
const FIELDS = {
  name: { ops: TEXT_OPS, value: 'string' },
  fullText: { ops: ['contains'], value: 'string' },
  mimeType: { ops: TEXT_OPS, value: 'string' },
  modifiedTime: { ops: DATE_OPS, value: 'date' },
  viewedByMeTime: { ops: DATE_OPS, value: 'date' },
  createdTime: { ops: DATE_OPS, value: 'date' },
  trashed: { ops: BOOL_OPS, value: 'boolean' },
  starred: { ops: BOOL_OPS, value: 'boolean' },
  sharedWithMe: { ops: BOOL_OPS, value: 'boolean' },
  visibility: { ops: BOOL_OPS, value: 'string' },
  'shortcutDetails.targetId': { ops: BOOL_OPS, value: 'string' },
  parents: { ops: ['in'], value: 'string' },
  owners: { ops: ['in'], value: 'string' },
  writers: { ops: ['in'], value: 'string' },
  readers: { ops: ['in'], value: 'string' },
} as const satisfies Record<string, { ops: readonly Operator[]; value: 'string' | 'date' | 'boolean' }>;

export type Field = keyof typeof FIELDS;

type Token =
  | { type: 'string'; text: string }
  | { type: 'word'; text: string }
  | { type: 'op'; text: string }
  | { type: '(' | ')' | '{' | '}' };

const invalid = () => invalidParameter('q');

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')' || ch === '{' || ch === '}') {
      tokens.push({ type: ch });
      i += 1;
    } else if (ch === "'") {
      let text = '';
      i += 1;
      for (;;) {
        if (i >= source.length) throw invalid();
        const c = source[i]!;
        if (c === "'") break;
        if (c === '\\') {
          const next = source[i + 1];
          if (next === undefined) throw invalid();
          text += next;
          i += 2;
        } else {
          text += c;
          i += 1;
        }
      }
      tokens.push({ type: 'string', text });
      i += 1;
    } else if ('=!<>'.includes(ch)) {
      const two = source.slice(i, i + 2);
      const op = ['!=', '<=', '>='].includes(two) ? two : ch;
      if (op === '!') throw invalid();
      tokens.push({ type: 'op', text: op });
      i += op.length;
    } else {
      const word = /^[A-Za-z0-9_.:+-]+/.exec(source.slice(i))?.[0];
      if (!word) throw invalid();
      tokens.push({ type: 'word', text: word });
      i += word.length;
    }
  }
  return tokens;
}

export function parseQuery(source: string): Query | undefined {
  const tokens = tokenize(source);
  if (tokens.length === 0) return undefined;
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const isKeyword = (t: Token | undefined, word: string) =>
    t?.type === 'word' && t.text.toLowerCase() === word;

  const parseOr = (): Query => {
    let left = parseAnd();
    while (isKeyword(peek(), 'or')) {
      pos += 1;
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): Query => {
    let left = parseUnary();
    while (isKeyword(peek(), 'and')) {
      pos += 1;
      left = { kind: 'and', left, right: parseUnary() };
    }
    return left;
  };
  const parseUnary = (): Query => {
    if (isKeyword(peek(), 'not')) {
      pos += 1;
      return { kind: 'not', query: parseUnary() };
    }
    if (peek()?.type === '(') {
      pos += 1;
      const inner = parseOr();
      if (peek()?.type !== ')') throw invalid();
      pos += 1;
      return inner;
    }
    return parseTerm();
  };
  const parseTerm = (): Query => {
    const head = peek();
    if (head?.type === 'word' && head.text === 'appProperties' && isKeyword(tokens[pos + 1], 'has')) {
      const end = tokens.findIndex((t, i) => i > pos && t.type === '}');
      if (end === -1) throw invalid();
      const property = appProperty(tokens.slice(pos + 2, end + 1));
      pos = end + 1;
      return property;
    }
    const first = tokens[pos];
    const second = tokens[pos + 1];
    const third = tokens[pos + 2];
    pos += 3;
    if (!first || !second || !third) throw invalid();
    if (first.type === 'string' && isKeyword(second, 'in') && third.type === 'word') {
      return term(third.text, 'in', first);
    }
    if (first.type !== 'word') throw invalid();
    const op = second.type === 'op' ? second.text : isKeyword(second, 'contains') ? 'contains' : undefined;
    if (!op) throw invalid();
    return term(first.text, op as Operator, third);
  };

  const query = parseOr();
  if (pos !== tokens.length) throw invalid();
  return query;
}

/**
 * `{ key='k' and value='v' }` (either order): Drive asks for both, each compared exactly
 * (developers.google.com/workspace/drive/api/guides/search-files, custom properties; checked
 * 2026-12-06).
 */
function appProperty(tokens: Token[]): Query {
  if (tokens.length !== 9 || tokens[0]?.type !== '{' || tokens[8]?.type !== '}') throw invalid();
  const pairs = [tokens.slice(1, 4), tokens.slice(5, 8)].map(([name, op, value]) => {
    if (name?.type !== 'word' || op?.type !== 'op' || op.text !== '=' || value?.type !== 'string') {
      throw invalid();
    }
    return [name.text.toLowerCase(), value.text] as const;
  });
  const joiner = tokens[4];
  if (joiner?.type !== 'word' || joiner.text.toLowerCase() !== 'and') throw invalid();
  const found = Object.fromEntries(pairs);
  if (found.key === undefined || found.value === undefined) throw invalid();
  return { kind: 'appProperty', key: found.key, value: found.value };
}

function term(fieldName: string, op: Operator, valueToken: Token): Query {
  if (!Object.hasOwn(FIELDS, fieldName)) throw invalid();
  const field = fieldName as Field;
  const spec = FIELDS[field];
  if (!(spec.ops as readonly Operator[]).includes(op)) throw invalid();
  if (spec.value === 'boolean') {
    const text = valueToken.type === 'word' ? valueToken.text.toLowerCase() : undefined;
    if (text !== 'true' && text !== 'false') throw invalid();
    return { kind: 'term', field, op, value: text === 'true' };
  }
  if (valueToken.type !== 'string') throw invalid();
  if (spec.value === 'date' && Number.isNaN(parseDriveDate(valueToken.text))) throw invalid();
  return { kind: 'term', field, op, value: valueToken.text };
}

/** RFC 3339 as Drive takes it: the time zone defaults to UTC; a bare date means its midnight. */
export function parseDriveDate(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?)?$/i.exec(
    text.trim(),
  );
  if (!match) return Number.NaN;
  const [, date, time = '00:00:00', zone = 'Z'] = match;
  return Date.parse(`${date}T${time}${zone.toUpperCase()}`);
}
