import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isBlankText, trimToVisible } from './blank-text';
import { GenerateTitleRequest, SaveChatSessionRequest } from './chat';
import { ContactRequest } from './contact';
import { GridColumn } from './grid';
import { ReportName, SaveReportRequest, UpdateSavedReportQueryRequest } from './reports';
import { ExtractAndQueryRequest, GenerateKeywordsRequest } from './research';
import { TeamName } from './teams';

const INVISIBLES = [
  ['zero-width spaces (U+200B)', '\u200B\u200B\u200B'],
  ['a zero-width non-joiner (U+200C)', '\u200C'],
  ['a zero-width joiner (U+200D)', '\u200D'],
  ['a word joiner (U+2060)', '\u2060'],
  ['a byte-order mark (U+FEFF)', '\uFEFF'],
  ['a soft hyphen (U+00AD)', '\u00AD'],
  ['a Mongolian vowel separator (U+180E)', '\u180E'],
  ['an invisible times (U+2062)', '\u2062'],
  ['a left-to-right mark (U+200E)', '\u200E'],
  ['a combining grapheme joiner (U+034F)', '\u034F'],
  ['a Hangul filler (U+3164)', '\u3164'],
  ['a variation selector (U+FE0F)', '\uFE0F'],
  ['a blank Braille pattern (U+2800)', '\u2800'],
  ['no-break spaces (U+00A0)', '\u00A0\u00A0'],
  ['an ideographic space (U+3000)', '\u3000'],
  ['a mix with spaces and tabs', ' \u200B\t\u2060 \uFEFF\u00AD '],
] as const;

describe('text that shows nothing', () => {
  it.each(INVISIBLES)('when a text holds only %s, then it is blank', (_what, text) => {
    expect(isBlankText(text)).toBe(true);
    expect(trimToVisible(text)).toBe('');
  });

  it.each([
    ['a word between zero-width spaces', '\u200BRevenue\u200B'],
    ['an emoji with its variation selector', '❤️'],
    ['a family emoji joined by ZWJ', '👨\u200D👩\u200D👧'],
    ['a single dot', '.'],
  ])('when a text holds %s, then it is not blank and keeps its characters', (_what, text) => {
    expect(isBlankText(text)).toBe(false);
    expect(trimToVisible(` ${text} `)).toBe(text);
  });
});

/** Every field that refuses a blank, with a valid value around it and the message its blank gets. */
const FIELDS: [string, z.ZodType, (text: string) => unknown][] = [
  ['a report name', ReportName, (text) => text],
  ['a team name', TeamName, (text) => text],
  ['a column question', GridColumn, (text) => ({ id: 'c1', question: text })],
  ['a question for keywords', GenerateKeywordsRequest, (query) => ({ query })],
  [
    'a question to run',
    ExtractAndQueryRequest,
    (userQuery) => ({
      userQuery,
      selectedDocuments: [{ id: 'f1', name: 'a.pdf', mimeType: 'application/pdf' }],
    }),
  ],
  [
    "a saved report's query",
    SaveReportRequest,
    (query) => ({ reportName: 'Q3', query, keywords: ['revenue'], sharedTeams: [] }),
  ],
  [
    "a saved report's keyword",
    SaveReportRequest,
    (k) => ({ reportName: 'Q3', query: 'Q?', keywords: [k], sharedTeams: [] }),
  ],
  ['an edited query', UpdateSavedReportQueryRequest, (query) => ({ query })],
  ['a chat title', SaveChatSessionRequest, (title) => ({ title, chatData: [] })],
  ["a title's first message", GenerateTitleRequest, (firstMessage) => ({ firstMessage })],
  [
    "a contact message's subject",
    ContactRequest,
    (subject) => ({ name: 'Ana', email: 'ana@example.com', subject, message: 'Hi', recaptchaToken: 'tok' }),
  ],
];

const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.success
    ? []
    : (result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []);

describe.each(FIELDS)('%s made of invisible characters', (_field, schema, around) => {
  const blank = messagesOf(schema.safeParse(around('')));

  it('when it is empty, then it is refused (the reference answer)', () => {
    expect(blank).not.toEqual([]);
  });

  it.each(INVISIBLES)('when it holds only %s, then it is refused exactly as an empty one', (_what, text) => {
    expect(messagesOf(schema.safeParse(around(text)))).toEqual(blank);
  });

  it('when it holds a word among invisible characters, then it is accepted', () => {
    expect(schema.safeParse(around('\u200BRevenue\u00A0')).success).toBe(true);
  });
});

describe('a non-blank field’s other answers', () => {
  it('when a team name is not text, then the blank message answers; when too long, its own limit does', () => {
    expect(messagesOf(TeamName.safeParse(42))).toEqual([': Please enter a team name']);
    expect(messagesOf(TeamName.safeParse('T'.repeat(101)))).toEqual([
      ': A team name can be at most 100 characters',
    ]);
  });
});
