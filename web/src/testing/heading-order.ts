/**
 * The headings that come more than one level below the heading before them, in document order (what
 * axe's heading-order rule reports), as 'h1 "Title" -> h3 "Sub"'. Empty when the outline is whole.
 */
export function skippedHeadings(root: ParentNode = document.body): string[] {
  const headings = [...root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')];
  const skipped: string[] = [];
  headings.forEach((heading, index) => {
    const before = headings[index - 1];
    if (!before) return;
    const level = Number(heading.tagName[1]);
    if (level > Number(before.tagName[1]) + 1) {
      skipped.push(
        `${before.tagName.toLowerCase()} "${before.textContent}" -> h${level} "${heading.textContent}"`,
      );
    }
  });
  return skipped;
}
