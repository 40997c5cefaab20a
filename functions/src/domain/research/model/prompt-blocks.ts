/**
 * The tagged blocks of docs/prompt-protocol.md. Everything put in a block is escaped, so a
 * document or question can never close its block or open one of ours.
 */
export function escapeBlock(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

type Attributes = Record<string, string | number | undefined>;

/** ` name="value"` for each attribute that has a value, escaped like content. */
function attributesText(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${escapeBlock(String(value))}"`)
    .join('');
}

export function block(tag: string, content: string, attributes: Attributes = {}): string {
  const attrs = attributesText(attributes);
  return `<${tag}${attrs}>\n${escapeBlock(content)}\n</${tag}>`;
}

/** A block whose content is other blocks (already escaped), e.g. pages inside a document. */
export function wrapper(tag: string, inner: string[], attributes: Attributes = {}): string {
  const attrs = attributesText(attributes);
  return `<${tag}${attrs}>\n${inner.join('\n')}\n</${tag}>`;
}

/** The administrator's instructions first, then the blocks. */
export function prompt(instructions: string, ...blocks: string[]): string {
  return [instructions.trim(), ...blocks].join('\n\n');
}
