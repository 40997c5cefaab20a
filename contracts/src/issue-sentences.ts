import type { z } from 'zod';

/**
 * zod's issues as sentences a person can act on (issue 24, item 9): "The question is too long:
 * 10,001 characters, and the most is 10,000." instead of "Too big: expected string to have <=10000
 * characters". The API's 400s and the SPA's forms both say their problems through here, so no screen
 * words them on its own. A message a schema wrote itself (a sentence already) is kept as it is.
 */
type Issue = z.core.$ZodIssue;

/** Fields whose names would read badly spelled out ("userQuery"). */
const LABELS: Record<string, string> = {
  query: 'question',
  userQuery: 'question',
  reportName: 'report name',
  selectedDocuments: 'list of documents',
  memberEmails: 'list of member e-mails',
  email: 'e-mail address',
  after: 'event number (Last-Event-ID or ?after=)',
};

/** zod's own wording starts so; anything else was written by a schema of ours, as a sentence. */
const ZOD_DEFAULT =
  /^(Too (big|small)|Invalid( input| option| string| email| url| key| element|:)|Unrecognized key|Expected )/;

const numberText = (n: number | bigint) => Number(n).toLocaleString('en-US');

function fieldName(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof last !== 'string') return 'The request';
  const words = LABELS[last] ?? last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const item = typeof path.at(-1) === 'number' ? ` (item ${Number(path.at(-1)) + 1})` : '';
  return `The ${words}${item}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** The value the issue is about: from the root `input`, or the issue's own (an error map's raw issue). */
function leafOf(issue: Issue, input: unknown): unknown {
  if (input === undefined && 'input' in issue) return issue.input;
  return valueAt(input, issue.path);
}

function sizeOf(value: unknown): number | undefined {
  // As zod counts (UTF-16 code units), so the number said is the number checked.
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

function unitOf(origin: string, n: number | bigint): string {
  if (origin === 'string') return Number(n) === 1 ? ' character' : ' characters';
  if (origin === 'array' || origin === 'set') return Number(n) === 1 ? ' item' : ' items';
  return '';
}

/** One issue as a sentence; `input` (what was checked) lets it say how far off the value is. */
export function issueSentence(issue: Issue, input?: unknown): string {
  const field = fieldName(issue.path);
  // A schema's own words: a sentence is kept; a predicate ("must be ...") gets its field's name.
  if (issue.message && !ZOD_DEFAULT.test(issue.message)) {
    const sentence = issue.message.replace(/([^.!?])$/, '$1.');
    return /^[a-z]/.test(sentence) ? `${field} ${sentence}` : sentence;
  }
  if (issue.code === 'too_big') {
    if (issue.inclusive === false) return `${field} must be less than ${numberText(issue.maximum)}.`;
    const size = sizeOf(leafOf(issue, input));
    const most = `${numberText(issue.maximum)}${unitOf(issue.origin, issue.maximum)}`;
    if (size === undefined)
      return `${field} is too ${issue.origin === 'string' ? 'long' : 'large'}: the most is ${most}.`;
    const what = issue.origin === 'string' ? 'long' : 'large';
    return `${field} is too ${what}: ${numberText(size)}${unitOf(issue.origin, size)}, and the most is ${numberText(issue.maximum)}.`;
  }
  if (issue.code === 'too_small') {
    if (issue.inclusive === false) return `${field} must be more than ${numberText(issue.minimum)}.`;
    if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `${field} is required.`;
    if (issue.origin === 'array' && Number(issue.minimum) <= 1) return `${field} needs at least one item.`;
    return `${field} is too ${issue.origin === 'string' ? 'short' : 'small'}: the least is ${numberText(issue.minimum)}${unitOf(issue.origin, issue.minimum)}.`;
  }
  if (issue.code === 'invalid_type') {
    return valueAt(input, issue.path) === undefined
      ? `${field} is required.`
      : `${field} should be ${article(issue.expected)}.`;
  }
  if (issue.code === 'invalid_format')
    return `${field} is not a valid ${issue.format === 'email' ? 'e-mail address' : issue.format}.`;
  if (issue.code === 'invalid_value')
    return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
  if (issue.code === 'unrecognized_keys')
    return `${field} has fields Quarry does not know: ${issue.keys.join(', ')}.`;
  return `${field} is not valid.`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/**
 * As a zod error map, for parsing in the SPA's forms (react-hook-form's resolver takes it): a schema's
 * own message still comes first, as zod gives it precedence.
 */
export const sentenceErrorMap = (issue: z.core.$ZodRawIssue): string => issueSentence(issue as Issue);

/** Every issue, one sentence each. */
export function issueSentences(issues: readonly Issue[], input?: unknown): string {
  return [...new Set(issues.map((issue) => issueSentence(issue, input)))].join(' ');
}
