import { z } from 'zod';

/**
 * Characters that show nothing: white space (NBSP and the other spaces included), format characters
 * (\p{Cf}: zero-width spaces and joiners, the word joiner, the byte-order mark, the soft hyphen, ...),
 * the other default-ignorable code points (variation selectors, Hangul fillers, ...) and the blank
 * Braille pattern. A text made only of them is as blank as an empty one (docs/decisions/security.md).
 */
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export function isBlankText(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

/**
 * The text trimmed, or '' when nothing in it shows, so the field's own "required" message answers for
 * invisible text exactly as for an empty field. Visible text keeps its characters (a trailing
 * variation selector belongs to its emoji).
 */
export const trimToVisible = (text: string): string => (isBlankText(text) ? '' : text.trim());

/**
 * A text field that refuses blanks: trimmed, and refused with `blankMessage` when empty or invisible.
 * `typeMessage` answers a value that is not text at all (defaults to the blank message).
 */
export function nonBlankText(blankMessage?: string, typeMessage: string | undefined = blankMessage) {
  return (
    z
      // Only a value that is not text gets `typeMessage`: a schema-wide message would also answer `.max`.
      .string({ error: (issue) => (issue.code === 'invalid_type' ? typeMessage : undefined) })
      .overwrite(trimToVisible)
      .min(1, blankMessage)
  );
}
