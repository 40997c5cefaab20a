import type { DOMNode, Element, Text } from 'html-react-parser';

/** Any node of a parsed report, as html-react-parser's DOM gives it. */
export type TreeNode = Element['children'][number] | DOMNode;

/**
 * The text of a node and its descendants. Checks node types rather than classes: nodes only get
 * their domhandler classes once html-react-parser starts converting them.
 */
export function textOf(node: TreeNode): string {
  if (node.type === 'text') return (node as Text).data;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}
