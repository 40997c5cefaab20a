import type { ReportEvidence } from '@quarry/contracts/report';
import { type DOMNode, domToReact, htmlToDOM } from 'html-react-parser';
import { useMemo } from 'react';
import { cn } from '@/lib/utils';
import { textOf } from '../utils/dom-text';
import { reportLinks, sanitizeReportHtml } from '../utils/sanitize-report-html';
import { Disagreements } from './disagreements';
import { FlaggedClaims } from './flagged-claims';
import { reportParserOptions } from './render-report';

type ReportProps = {
  /** Report HTML as stored; sanitized again here before it reaches the page. */
  html: string;
  /** The report's citations and flagged claims; older reports have none. */
  evidence?: ReportEvidence | null;
  className?: string;
};

/**
 * Long words, URLs and CSV rows wrap inside the card ([overflow-wrap:anywhere], min-w-0) on any screen;
 * tables scroll sideways in their own wrapper. A table's cells break only a word longer than the
 * column can ever be (break-word): 'anywhere' would let a column shrink below its longest word, and
 * a phone then split 'Actuals.xlsx' and 'No relevant data' mid-word.
 */
const REPORT_STYLE =
  'flex min-w-0 max-w-full flex-col gap-2 text-sm leading-relaxed [overflow-wrap:anywhere] [&_a]:text-blue-700 [&_a]:underline [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:whitespace-pre-wrap [&_table]:w-full [&_table]:text-left [&_td]:border [&_td]:p-1 [&_td]:break-words [&_th]:border [&_th]:p-1 [&_th]:break-words [&_ul]:list-disc [&_ul]:pl-5';

function isSourcesHeading(node: DOMNode): boolean {
  return node.type === 'tag' && node.name === 'h2' && textOf(node).trim() === 'Sources';
}

/**
 * A report, as the chat, the execution view and every other screen show it: sanitized HTML whose
 * citations open their evidence, then before the Sources (at the end when there is no Sources
 * heading) a 'Check these claims' box when the sanity check flagged any and a 'Where the documents
 * disagree' box when the documents give a fact differently.
 */
export function Report({ html, evidence, className }: ReportProps) {
  const [body, sources, citations] = useMemo(() => {
    const citations = new Map(evidence?.citations.map((citation) => [citation.number, citation]));
    const options = reportParserOptions(citations);
    const nodes = htmlToDOM(sanitizeReportHtml(html, reportLinks(evidence)));
    const split = nodes.findIndex(isSourcesHeading);
    const at = split === -1 ? nodes.length : split;
    return [domToReact(nodes.slice(0, at), options), domToReact(nodes.slice(at), options), citations];
  }, [html, evidence]);
  const flagged = evidence?.flaggedClaims ?? [];
  const disagreements = evidence?.disagreements ?? [];
  return (
    <div className={cn(REPORT_STYLE, className)}>
      {body}
      {flagged.length > 0 && <FlaggedClaims claims={flagged} />}
      {disagreements.length > 0 && <Disagreements disagreements={disagreements} citations={citations} />}
      {sources}
    </div>
  );
}
