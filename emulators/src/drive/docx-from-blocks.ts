import type { Block } from './markdown-blocks';

/** A Word document laid out from Markdown blocks (used by Docs export and the sample generator). */
export async function docxFromBlocks(
  blocks: Block[],
  meta: { title: string; creator: string },
): Promise<Buffer> {
  const docx = await import('docx');
  const {
    Document,
    HeadingLevel,
    Packer,
    Paragraph,
    Table,
    TableCell,
    TableRow,
    TextRun,
    WidthType,
    PageBreak,
  } = docx;
  const headings = [
    HeadingLevel.HEADING_1,
    HeadingLevel.HEADING_2,
    HeadingLevel.HEADING_3,
    HeadingLevel.HEADING_4,
  ];
  const children: (InstanceType<typeof Paragraph> | InstanceType<typeof Table>)[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
        children.push(
          new Paragraph({
            heading: headings[Math.min(block.level, headings.length) - 1],
            children: [new TextRun(block.text)],
          }),
        );
        break;
      case 'paragraph':
        children.push(new Paragraph({ children: [new TextRun(block.text)], spacing: { after: 120 } }));
        break;
      case 'list':
        block.items.forEach((item, i) => {
          children.push(
            block.ordered
              ? new Paragraph({ children: [new TextRun(`${i + 1}. ${item}`)], indent: { left: 360 } })
              : new Paragraph({ children: [new TextRun(item)], bullet: { level: 0 } }),
          );
        });
        break;
      case 'table':
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: block.rows.map(
              (row, r) =>
                new TableRow({
                  tableHeader: r === 0,
                  children: row.map(
                    (cell) =>
                      new TableCell({
                        children: [new Paragraph({ children: [new TextRun({ text: cell, bold: r === 0 })] })],
                      }),
                  ),
                }),
            ),
          }),
          new Paragraph({ children: [] }),
        );
        break;
      case 'break':
        children.push(new Paragraph({ children: [new PageBreak()] }));
        break;
    }
  }
  const document = new Document({
    title: meta.title,
    creator: meta.creator,
    lastModifiedBy: meta.creator,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
