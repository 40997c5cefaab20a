/// <reference path="./pdfmake.d.ts" />
import type { PdfContent, PdfNodeInfo, PdfNodesAround } from 'pdfmake';

const FOOTER_GREY = '#777777';

/**
 * pdfmake's pageBreakBefore: a heading (any node with a headlineLevel) that nothing follows on its
 * page starts the next page instead, so a heading always stands above what it heads. Only what
 * starts after the heading on its page counts: the containers around it (the whole content is one)
 * began earlier.
 */
export function keepHeadingsWithNext(node: PdfNodeInfo, nodes: PdfNodesAround): boolean {
  if (node.headlineLevel === undefined) return false;
  const { pageNumber, top } = node.startPosition;
  const after = nodes
    .getFollowingNodesOnPage()
    .filter(({ startPosition }) => startPosition.pageNumber === pageNumber && startPosition.top > top);
  return after.length === 0;
}

/**
 * Each page's footer: "Page n of m"; on the last page the model-use line stands above it. Written
 * there, the line can never be the only thing on a page of its own, as it was when it followed the
 * content and the content ended at the foot of a page (docs/decisions/exports.md).
 */
export function pageFooter(usageLine: string | null): (page: number, pages: number) => PdfContent {
  return (page, pages) => {
    const pageLine = {
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: FOOTER_GREY,
    };
    if (page !== pages || !usageLine) return { ...pageLine, margin: [0, 16, 0, 0] };
    return {
      stack: [{ text: usageLine, fontSize: 8, color: '#555555', margin: [0, 0, 0, 2] }, pageLine],
      margin: [40, 4, 40, 0],
    };
  };
}
