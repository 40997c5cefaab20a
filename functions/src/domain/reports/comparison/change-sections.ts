import type { FactChanges } from './fact-changes';

/** Findings listed per kind in the e-mail; the rest are counted ('and 12 more'). */
const LINES_PER_KIND = 20;

const quoted = (text: string) => `“${text}”`;
const pageOf = (page?: number) => (page ? ` (p. ${page})` : '');

/**
 * The lines under each heading of a 'what changed' e-mail, the same in the text and the HTML part:
 * a watched report's and a scheduled share's that watches for changes say it alike.
 */
export function changeSections(changes: FactChanges, hide: boolean): [string, string[]][] {
  const source = (name: string) => (hide ? 'A document' : name);
  const capped = (lines: string[]) =>
    lines.length > LINES_PER_KIND
      ? [...lines.slice(0, LINES_PER_KIND), `and ${lines.length - LINES_PER_KIND} more`]
      : lines;
  const sections: [string, string[]][] = [
    ['New sources', hide ? [] : changes.newSources],
    ['Sources dropped', hide ? [] : changes.droppedSources],
    [
      'New findings',
      changes.newFindings.map((f) => `${source(f.source)}: ${quoted(f.text)}${pageOf(f.page)}`),
    ],
    [
      'Changed findings',
      changes.changedFindings.map(
        (f) => `${source(f.source)}: was ${quoted(f.before)}, now ${quoted(f.after)}${pageOf(f.page)}`,
      ),
    ],
    [
      'Findings dropped',
      changes.droppedFindings.map((f) => `${source(f.source)}: ${quoted(f.text)}${pageOf(f.page)}`),
    ],
  ];
  return sections.filter(([, lines]) => lines.length > 0).map(([title, lines]) => [title, capped(lines)]);
}
