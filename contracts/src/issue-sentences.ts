import type { z } from 'zod';

/**
 * zod's issues as sentences a person can act on (docs/decisions/web.md): "The question is too long:
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

/**
 * How a field is named: `words` for a form, where the sentence sits under the field's own label
 * ("The max keywords ..."); `api` for a 400, where a client needs the field as it sent it
 * ("maxKeywords ..."). A field people type into (LABELS) is named in words either way.
 */
export type FieldNaming = 'words' | 'api';

function fieldName(path: readonly PropertyKey[], naming: FieldNaming): string {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof last !== 'string') return 'The request';
  const item = typeof path.at(-1) === 'number' ? ` (item ${Number(path.at(-1)) + 1})` : '';
  const label = LABELS[last];
  if (!label && naming === 'api') return `${last}${item}`;
  return `The ${label ?? last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()}${item}`;
}

/** Whether a schema's message already starts with its field's name ("days must be one of ..."). */
function namesItsField(message: string, path: readonly PropertyKey[]): boolean {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  return typeof last === 'string' && message.startsWith(`${last} `);
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

function sizeOf(value: unknown, origin: string): number | undefined {
  // As zod counts (UTF-16 code units), so the number said is the number checked. A list sent as
  // JSON text (json-text.ts) was checked as the list it became, not the text: no size is said then.
  if (origin === 'string' && typeof value === 'string') return value.length;
  if (origin === 'array' && Array.isArray(value)) return value.length;
  return undefined;
}

function unitOf(origin: string, n: number | bigint): string {
  if (origin === 'string') return Number(n) === 1 ? ' character' : ' characters';
  if (origin === 'array' || origin === 'set') return Number(n) === 1 ? ' item' : ' items';
  return '';
}

/** One issue as a sentence; `input` (what was checked) lets it say how far off the value is. */
export function issueSentence(issue: Issue, input?: unknown, naming: FieldNaming = 'words'): string {
  const field = fieldName(issue.path, naming);
  // A schema's own words: a sentence is kept; a predicate ("must be ...") gets its field's name.
  if (issue.message && !ZOD_DEFAULT.test(issue.message)) {
    const sentence = issue.message.replace(/([^.!?])$/, '$1.');
    if (namesItsField(sentence, issue.path))
      return naming === 'api' ? sentence : `${field}${sentence.slice(sentence.indexOf(' '))}`;
    return /^[a-z]/.test(sentence) ? `${field} ${sentence}` : sentence;
  }
  if (issue.code === 'too_big') {
    if (issue.inclusive === false) return `${field} must be less than ${numberText(issue.maximum)}.`;
    const size = sizeOf(leafOf(issue, input), issue.origin);
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
export function issueSentences(
  issues: readonly Issue[],
  input?: unknown,
  naming: FieldNaming = 'words',
): string {
  return [...new Set(issues.map((issue) => issueSentence(issue, input, naming)))].join(' ');
}
