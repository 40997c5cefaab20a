import { DISAGREEMENTS_TITLE } from '@quarry/contracts/report';
import { ExternalHyperlink, HeadingLevel, Paragraph, type ParagraphChild, TextRun } from 'docx';
import { sideSource } from '../../domain/reports/export/export-text';
import type { NamedDisagreement, NamedSide } from '../../domain/reports/export/named-disagreements';

function source(side: NamedSide): ParagraphChild {
  const text = sideSource(side);
  if (!side.link) return new TextRun(text);
  return new ExternalHyperlink({ link: side.link, children: [new TextRun({ text, style: 'Hyperlink' })] });
}

/**
 * Where the documents disagree (docs/decisions/disagreements.md), after the prose: a heading, each fact in bold, and a
 * bullet per side with its value, its source (linked where the viewer may see it) and its quote.
 */
export function disagreementsToDocx(disagreements: NamedDisagreement[]): Paragraph[] {
  if (disagreements.length === 0) return [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, text: DISAGREEMENTS_TITLE }),
    ...disagreements.flatMap(({ fact, sides }) => [
      new Paragraph({ children: [new TextRun({ text: fact, bold: true })] }),
      ...sides.map(
        (side) =>
          new Paragraph({
            bullet: { level: 0 },
            children: [
              new TextRun({ text: side.value, bold: true }),
              new TextRun(': '),
              source(side),
              new TextRun(`: “${side.quote}”`),
            ],
          }),
      ),
    ]),
  ];
}
