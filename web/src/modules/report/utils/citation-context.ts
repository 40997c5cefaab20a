import { Element, Text } from 'html-react-parser';
import { type CitationContext, citingSentence } from './citation-quotes';
import { type TreeNode, textOf } from './dom-text';

/** The elements whose text is one unit of meaning for a citation inside them. */
const BLOCKS = new Set([
  'blockquote',
  'caption',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'p',
  'pre',
  'td',
  'th',
]);

/** Where `target` starts within the text of `root`. */
function textOffset(root: TreeNode, target: TreeNode): number {
  let offset = 0;
  const walk = (node: TreeNode): boolean => {
    if (node === target) return true;
    if (node instanceof Text) offset += node.data.length;
    else if ('children' in node) for (const child of node.children) if (walk(child)) return true;
    return false;
  };
  walk(root);
  return offset;
}

function enclosingBlock(node: TreeNode): TreeNode {
  let current: TreeNode = node;
  while (current.parent && !(current instanceof Element && BLOCKS.has(current.name)))
    current = current.parent;
  return current;
}

/**
 * The sentence and paragraph around a citation: `node` is the citation's own element, or the text node
 * holding it with `offsetInNode` where the [n] starts.
 */
export function citationContext(node: TreeNode, offsetInNode = 0): CitationContext {
  const block = enclosingBlock(node);
  const paragraph = textOf(block);
  const offset = textOffset(block, node) + offsetInNode;
  return { paragraph, sentence: citingSentence(paragraph, offset) };
}
