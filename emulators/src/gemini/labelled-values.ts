import { isStopWord, splitSentences, stem, type Token, tokenize } from './text-utils';

/**
 * What kind of value a figure is: only values of one kind can disagree ("14.5%" never meets "$1.2M",
 * "30 days" never meets "30").
 */
export type ValueKind = 'money' | 'percent' | 'date' | 'duration' | 'number';

/** A figure or date with the words that name it, as one sentence of a finding states it. */
export interface LabelledValue {
  /** The label's stems, sorted: "budget for facilities 2026" meets "facilities budget 2026". */
  key: string;
  /** The label as the sentence writes it, its words in order ("Notice period to terminate"). */
  label: string;
  /** The value as written ("$87,300", "31 December 2026"). */
  value: string;
  /** The value as compared: no currency sign, separators or spaces, lower case. */
  normalized: string;
  kind: ValueKind;
  /** The sentence that states it, verbatim. */
  sentence: string;
}

const MONTHS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const YEAR = /^(?:19|20)\d\d$/;
const UNITS = /^(?:million|billion|thousand|m|bn|k)$/i;
const DURATIONS = /^(?:days?|weeks?|months?|years?)$/i;
/** A currency written as its code before the figure ("EUR 12,000", "USD 75,250"). */
const CURRENCY_CODE = /^(?:EUR|USD|GBP|CHF|JPY|CAD|AUD)$/;
/** A label of fewer words names too little to compare ("Europe", "total"). */
const MIN_LABEL_WORDS = 2;
const MAX_LABEL_WORDS = 3;

interface Value {
  /** Index of its first and last token. */
  first: number;
  last: number;
  kind: ValueKind;
}

/** A word that names something: not a year, a quarter ("Q3") or a month, which only qualify a name. */
const isNaming = (token: Token) =>
  /^\p{L}{3,}$/u.test(token.text) && !MONTHS.test(token.text) && !/^(?:fy|h|q)\d$/i.test(token.text);

/** A figure starts with a digit; a bare year is a label word ("budget 2026"), unless in a date. */
const isFigure = (token: Token) => /^\d/.test(token.text) && !YEAR.test(token.text);

/** The values of a sentence's tokens: dates ("31 December 2026", "December 31, 2026"), then figures. */
function valuesOf(sentence: string, tokens: Token[]): Value[] {
  const values: Value[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, b, c] = [tokens[i], tokens[i + 1], tokens[i + 2]] as (Token | undefined)[];
    const day = (t?: Token) => t !== undefined && /^\d{1,2}$/.test(t.text);
    const month = (t?: Token) => t !== undefined && MONTHS.test(t.text);
    const year = (t?: Token) => t !== undefined && YEAR.test(t.text);
    if ((day(a) && month(b) && year(c)) || (month(a) && day(b) && year(c))) {
      values.push({ first: i, last: i + 2, kind: 'date' });
      i += 2;
    } else if (a && isFigure(a)) {
      const before = sentence.charAt(a.start - 1);
      const after = sentence.charAt(a.end);
      const next = b && sentence.slice(a.end, b.start).trim() === '' ? b : undefined;
      const unit = next !== undefined && UNITS.test(next.text);
      const duration = next !== undefined && DURATIONS.test(next.text);
      const coded = i > 0 && CURRENCY_CODE.test((tokens[i - 1] as Token).text);
      const kind: ValueKind = /\d{4}-\d\d-\d\d/.test(a.text)
        ? 'date'
        : after === '%'
          ? 'percent'
          : duration
            ? 'duration'
            : /[$€£]/.test(before) || coded || unit || /\d(?:m|bn|k)$/i.test(a.text)
              ? 'money'
              : 'number';
      values.push({ first: coded ? i - 1 : i, last: unit || duration ? i + 1 : i, kind });
      if (unit || duration) i += 1;
    }
  }
  return values;
}

/** The value's text as written: with its currency sign or code, percent sign and unit. */
function valueText(sentence: string, tokens: Token[], value: Value): string {
  const first = tokens[value.first] as Token;
  const last = tokens[value.last] as Token;
  const start = /[$€£]/.test(sentence.charAt(first.start - 1)) ? first.start - 1 : first.start;
  const end = sentence.charAt(last.end) === '%' ? last.end + 1 : last.end;
  return sentence.slice(start, end);
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};
const MONTH_NUMBERS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The value as compared: "$7.10M" is "$7,100,000"; "14 March 2027" is "March 14, 2027". */
function normalized(written: string, kind: ValueKind): string {
  const text = written
    .toLowerCase()
    .replace(/[$€£,]/g, '')
    .replace(/^(?:eur|usd|gbp|chf|jpy|cad|aud)\s*/, '');
  if (kind === 'date') {
    const day = /\b(\d{1,2})\b/.exec(text.replace(/\d{4}/, ''))?.[1];
    const month = MONTH_NUMBERS.findIndex((m) => text.includes(m));
    const year = /\d{4}/.exec(text)?.[0];
    return /\d{4}-\d\d-\d\d/.test(text) || month < 0
      ? text.replace(/\s+/g, '')
      : `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  const number = /^(\d+(?:\.\d+)?)\s*([a-z]*)/.exec(text);
  if (!number) return text.replace(/\s+/g, '');
  const times = MULTIPLIERS[number[2] ?? ''] ?? 1;
  return `${Number((Number(number[1]) * times).toFixed(6))}${times === 1 ? (number[2] ?? '') : ''}`;
}

/**
 * The words right before a value that name it: up to three words, stop words passed over, back to
 * the sentence's start or the value before (whose words are its own). A field's label ("Notice
 * period to terminate: 30 days") starts at its capitalised word: the lines of a finding arrive
 * joined, so the line before's words ("Commercial terms Renews on: …") are not the label's.
 */
function labelOf(sentence: string, tokens: Token[], value: Value, previousEnd: number): Token[] {
  const words: Token[] = [];
  const before = value.first - 1 > previousEnd ? tokens[value.first - 1] : undefined;
  const field =
    before !== undefined && sentence.slice(before.end, (tokens[value.first] as Token).start).includes(':');
  for (let i = value.first - 1; i > previousEnd && words.length < MAX_LABEL_WORDS; i--) {
    const token = tokens[i] as Token;
    if (isStopWord(token.text)) continue;
    words.unshift(token);
    if (field && /^\p{Lu}/u.test(token.text)) break;
  }
  return words;
}

/**
 * Every labelled value a finding states (docs/prompt-protocol.md, "Where the documents disagree"):
 * lines and table cells (tabs, or " · " in a finding) are read apart (a header's words never label a
 * row's value), each line sentence by sentence.
 */
export function labelledValues(text: string): LabelledValue[] {
  const found: LabelledValue[] = [];
  // " · " is how a finding writes a table's cells (plain-finding.ts): a cell apart, as a line.
  for (const line of text.split(/[\n\t]| · /)) {
    for (const sentence of splitSentences(line)) {
      const tokens = tokenize(sentence);
      let previousEnd = -1;
      for (const value of valuesOf(sentence, tokens)) {
        const label = labelOf(sentence, tokens, value, previousEnd);
        previousEnd = value.last;
        // "from $8.3M in Q3 2025 to $7.1M": "Q3 2025" qualifies the value before, it names nothing.
        if (label.length < MIN_LABEL_WORDS || !label.some(isNaming)) continue;
        const written = valueText(sentence, tokens, value);
        found.push({
          key: [...new Set(label.map((t) => stem(t.text)))].sort().join(' '),
          label: sentence.slice((label[0] as Token).start, (label[label.length - 1] as Token).end),
          value: written,
          normalized: normalized(written, value.kind),
          kind: value.kind,
          sentence,
        });
      }
    }
  }
  return found;
}
