import { describe, expect, it } from 'vitest';
import { corpusOf } from './corpus-stats';
import { block, findingsBlock, type TestFinding } from './gemini-test-kit';
import { readPromptBlocks } from './prompt-blocks';
import { reportSentences } from './report-sentences';
import { REPORT_MAX_CHARS, reportTask } from './report-task';
import { sectionTask } from './section-task';

const QUESTION = 'What did the Alpenwelt Sport insolvency cost Northwind in Europe?';

const FINDINGS: TestFinding[] = [
  {
    source: 1,
    document: 'Board minutes.pdf',
    page: 1,
    text: 'The Board met in Portland. Northwind reported on Europe and the company data.',
  },
  { source: 1, document: 'Board minutes.pdf', page: 2, text: 'Europe revenue fell to $7.1M in Q3 2026.' },
  {
    source: 2,
    document: 'Europe analysis',
    text: 'The Alpenwelt Sport insolvency removed about $0.45M of autumn orders.',
  },
  { source: 2, document: 'Europe analysis', text: 'A weaker euro cost about $0.22M.' },
  {
    source: 3,
    document: 'Handbook.md',
    text: '# Europe office\n> Northwind staff in Europe\n| desk | phone |',
  },
];

/** Rarity as in a drive where Northwind and Europe are everywhere and Alpenwelt is in one file. */
const DRIVE = corpusOf([
  'Alpenwelt Sport insolvency',
  ...Array.from({ length: 9 }, (_, i) => `Northwind Europe company report ${i} on revenue and data`),
]);

function report(findings = FINDINGS): string {
  return reportTask(readPromptBlocks(`${block('question', QUESTION)}\n${findingsBlock(findings)}`), DRIVE);
}

describe('answer-first report', () => {
  it('when findings are given, then a cited direct answer opens the report, then sections per document', () => {
    const [answer, ...details] = report().trim().split('\n\n');

    const sentences = reportSentences(answer!);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(5);
    for (const sentence of sentences) expect(sentence.text).toMatch(/ \[\d\][.!?]$/);
    expect(details.filter((part) => part.startsWith('## ')).length).toBeGreaterThan(0);
    for (const part of details) expect(part).toMatch(/^## \S|\[\d\][.!?]$/);
  });

  it('when one finding holds the question’s rare terms, then the answer starts with it', () => {
    expect(
      report().startsWith('The Alpenwelt Sport insolvency removed about $0.45M of autumn orders [2].'),
    ).toBe(true);
  });

  it('when findings are given, then there is no title and no line counting findings, documents or sources', () => {
    const markdown = report();
    expect(markdown).not.toMatch(/^# /m);
    expect(markdown).not.toMatch(/\b\d+ (?:findings?|documents?|sources?)\b/);
  });

  it('when a finding carries Markdown markers and line breaks, then no line of the report starts with them', () => {
    const lines = report().split('\n');
    for (const line of lines.filter((l) => !l.startsWith('## ')))
      expect(line).not.toMatch(/^\s*(?:#|>|\||[-*+]\s|\d+\.\s)/);
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(
      expect.arrayContaining(['## Handbook.md', '## Board minutes.pdf']),
    );
    expect(report()).toContain('Europe office > Northwind staff in Europe | desk | phone [3].');
  });

  it('when every finding is cited once, then each source of the findings appears in the report', () => {
    const cited = new Set(reportSentences(report()).flatMap((s) => s.sources));
    expect(cited).toEqual(new Set([1, 2, 3]));
  });
});

describe('introduction and conclusion counts', () => {
  const markdown = report();
  const ask = (section: string, findings?: TestFinding[]) =>
    sectionTask(
      readPromptBlocks(
        [
          block('question', QUESTION),
          block('report', markdown),
          findings ? findingsBlock(findings) : '',
          block('section', section),
        ].join('\n'),
      ),
      section as 'introduction' | 'conclusion',
    );

  it.each(['introduction', 'conclusion'])(
    'when the %s is written, then the number of sources it states is the number the findings cite',
    (section) => {
      expect(ask(section)).toContain('3 cited sources');
      expect(ask(section, [...FINDINGS, { source: 4, document: 'Extra.txt', text: 'More.' }])).toContain(
        '4 cited sources',
      );
    },
  );

  it('when the introduction is written, then it leaves the direct answer’s sentences to the answer', () => {
    const answer = reportSentences(markdown.split('\n\n')[0]!).map((s) => s.text);
    const introduction = reportSentences(ask('introduction')).filter((s) => s.sources.length > 0);
    expect(introduction.length).toBeGreaterThan(0);
    for (const sentence of introduction) expect(answer).not.toContain(sentence.text);
  });
});

describe('a report over thousands of findings', () => {
  it('when the findings would make a report longer than the model could write, then it keeps the most relevant sections within the limit and ends whole', () => {
    const many: TestFinding[] = Array.from({ length: 6000 }, (_, i) => ({
      source: i + 1,
      document: `Field report ${i}.md`,
      text: `The Alpenwelt Sport insolvency cost Northwind $${i}.5M in Europe, per field report ${i}.`,
    }));
    const text = report(many);
    expect(text.length).toBeLessThanOrEqual(REPORT_MAX_CHARS + 1);
    const sections = text.split('\n## ').length - 1;
    expect(sections).toBeGreaterThan(100);
    expect(sections).toBeLessThan(many.length);
    expect(text.endsWith('.\n') || text.endsWith('].\n') || /\]\n$/.test(text)).toBe(true);
  });
});
