/**
 * Text a person types that Quarry stores and shows to others (team names go into e-mails) may not
 * hold characters that hide or disguise what it says: control characters other than tab, line feed
 * and carriage return; unpaired surrogates (broken Unicode); and the bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069) that can make text read backwards.
 */
function isUnsafe(codePoint: number): boolean {
  return (
    (codePoint < 0x20 && codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d) ||
    codePoint === 0x7f ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069) ||
    // Iterating a string yields whole code points, so a surrogate seen alone here is unpaired.
    (codePoint >= 0xd800 && codePoint <= 0xdfff)
  );
}

export function hasUnsafeCharacters(text: string): boolean {
  for (const character of text) {
    if (isUnsafe(character.codePointAt(0) ?? 0)) return true;
  }
  return false;
}

/** The 400's message for a field holding such characters: `what` names the field ("The team name"). */
export const unsafeCharactersMessage = (what: string) =>
  `${what} contains characters that cannot be stored (control characters, broken Unicode or text-direction overrides). Please remove them.`;

/** For zod's `.refine`: refuses text with unsafe characters, saying which field. */
export const safeTextCheck = (what: string) =>
  [(text: string) => !hasUnsafeCharacters(text), unsafeCharactersMessage(what)] as const;
