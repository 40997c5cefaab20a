import type { ReportCitation } from '@quarry/contracts/report';
import {
  attributesToProps,
  type DOMNode,
  domToReact,
  Element,
  type HTMLReactParserOptions,
  Text,
} from 'html-react-parser';
import { Children, type ReactNode } from 'react';
import { citationContext } from '../utils/citation-context';
import { rankQuotes } from '../utils/citation-quotes';
import { type TreeNode, textOf } from '../utils/dom-text';
import { Citation } from './citation';

const WHOLE_CITATION = /^\[(\d+)\]$/;
const CITATIONS = /\[(\d+)\]/g;

export type Citations = ReadonlyMap<number, ReportCitation>;

/** Code shows [n] as written; a citation inside a kept link would put a button inside a link. */
function citationsAllowedIn(node: TreeNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (!(parent instanceof Element)) continue;
    if (parent.name === 'code' || parent.name === 'pre') return false;
    if (parent.name === 'a' && parent.attribs.href !== undefined) return false;
  }
  return true;
}

function citationFor(node: TreeNode, citation: ReportCitation, offset = 0) {
  return <Citation citation={citation} quotes={rankQuotes(citation.quotes, citationContext(node, offset))} />;
}

/** Text with [n] in it: each [n] that has evidence becomes a Citation; the rest stays as written. */
function replaceText(node: Text, citations: Citations) {
  if (!citationsAllowedIn(node)) return undefined;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of node.data.matchAll(CITATIONS)) {
    const citation = citations.get(Number(match[1]));
    if (!citation) continue;
    parts.push(node.data.slice(last, match.index), citationFor(node, citation, match.index));
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return undefined;
  parts.push(node.data.slice(last));
  return <>{Children.toArray(parts)}</>;
}

function replaceElement(node: Element, citations: Citations, options: HTMLReactParserOptions) {
  const children = () => domToReact(node.children as DOMNode[], options);
  if (node.name === 'a') {
    const citation = citations.get(Number(WHOLE_CITATION.exec(textOf(node).trim())?.[1]));
    if (citation && citationsAllowedIn(node)) return citationFor(node, citation);
    // The sanitizer took this link's address away: what is left is its text.
    if (node.attribs.href === undefined) return <>{children()}</>;
    return undefined;
  }
  if (node.name === 'table') {
    // A wide table scrolls sideways inside the report instead of widening the page; the scroller
    // takes focus so keyboard users can scroll it too.
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      <div className="my-1 max-w-full overflow-x-auto" tabIndex={0}>
        <table {...attributesToProps(node.attribs, 'table')}>{children()}</table>
      </div>
    );
  }
  return undefined;
}

/**
 * How a sanitized report becomes React elements: citations [n] (linked or plain) that have evidence
 * become Citation buttons, links the sanitizer emptied become text, and tables get a scroller.
 */
export function reportParserOptions(citations: Citations): HTMLReactParserOptions {
  const options: HTMLReactParserOptions = {
    replace(node) {
      if (node instanceof Element) return replaceElement(node, citations, options);
      if (node instanceof Text) return replaceText(node, citations);
      return undefined;
    },
  };
  return options;
}
