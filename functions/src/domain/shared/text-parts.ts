/**
 * Text too long for one stored document, cut into parts that each fit (docs/architecture/testing.md): at most
 * 3 bytes of UTF-8 a character (a surrogate pair is 2 characters, 4 bytes), so 300,000 characters
 * stay under Firestore's 1 MiB. A cut never falls between the two halves of a surrogate pair.
 */
export const PART_CHARS = 300_000;

export function cutText(text: string, maxChars = PART_CHARS): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + maxChars);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parts.push(text.slice(start, end));
    start = end;
  }
  return parts;
}

/** `{id}_p{n}`: the id of a record's n-th part. */
export const partId = (id: string, page: number) => `${id}_p${page}`;

export const partIds = (id: string, count: number) =>
  Array.from({ length: count }, (_, page) => partId(id, page));
