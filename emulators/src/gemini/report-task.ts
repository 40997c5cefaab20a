import type { FindingBlock, PromptBlocks } from './prompt-blocks';
import { cite } from './report-sentences';
import { contentStems, splitSentences } from './text-utils';

type CitableFinding = FindingBlock & { source: number };

interface DocumentGroup {
  name: string;
  findings: CitableFinding[];
  relevance: number;
  first: number;
}

/**
 * A cited report in Markdown from the given findings only: a heading from the question, then one
 * section per document (most relevant first), each finding's sentences ending with its source number.
 * Findings without a source number cannot be cited, so they are left out rather than cited wrongly.
 */
export function reportTask(blocks: PromptBlocks): string {
  const title = `# ${titleOf(blocks.question)}`;
  const findings = uniqueCitable(blocks.findings ?? []);
  if (findings.length === 0) {
    return `${title}\n\nNone of the provided findings address this question.\n`;
  }
  const groups = groupByDocument(findings, contentStems(blocks.question ?? ''));
  const sources = new Set(findings.map((f) => f.source));
  const overview =
    `This report draws on ${plural(findings.length, 'finding')} from ${plural(groups.length, 'document')}` +
    ` (${plural(sources.size, 'cited source')}).`;
  const sections = groups.map((group) => `## ${group.name}\n\n${paragraph(group.findings)}`);
  return `${[title, overview, ...sections].join('\n\n')}\n`;
}

export function titleOf(question: string | undefined): string {
  const text = (question ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!]+$/, '');
  if (text === '') return 'Research report';
  const clipped = text.length > 100 ? `${text.slice(0, text.lastIndexOf(' ', 100))}…` : text;
  return clipped.charAt(0).toUpperCase() + clipped.slice(1);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function uniqueCitable(findings: FindingBlock[]): CitableFinding[] {
  const seen = new Set<string>();
  const kept: CitableFinding[] = [];
  for (const finding of findings) {
    const key = `${finding.source}|${finding.text}`;
    if (finding.source === undefined || finding.text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push({ ...finding, source: finding.source });
  }
  return kept;
}

function groupByDocument(findings: CitableFinding[], question: Set<string>): DocumentGroup[] {
  const groups = new Map<string, DocumentGroup>();
  findings.forEach((finding, index) => {
    const name = finding.document || `Source ${finding.source}`;
    const group = groups.get(name) ?? { name, findings: [], relevance: 0, first: index };
    group.findings.push(finding);
    for (const term of contentStems(finding.text)) if (question.has(term)) group.relevance += 1;
    groups.set(name, group);
  });
  return [...groups.values()].sort((a, b) => b.relevance - a.relevance || a.first - b.first);
}

function paragraph(findings: CitableFinding[]): string {
  const ordered = [...findings].sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
  return ordered
    .flatMap((finding) => splitSentences(finding.text).map((sentence) => cite(sentence, finding.source)))
    .join(' ');
}
