/**
 * The body of a multipart upload (`POST /upload/drive/v3/files?uploadType=multipart`):
 * multipart/related with exactly two parts, the File metadata as JSON, then the media, as Drive
 * documents it and as googleapis sends it (`--boundary\r\ncontent-type: …\r\n\r\n<body>\r\n`, each
 * part in turn, then `--boundary--`). Bytes, not text: the media may be a Word file.
 * https://developers.google.com/workspace/drive/api/guides/manage-uploads#multipart (read 2026-11-27)
 */
export interface RelatedPart {
  contentType: string;
  body: Buffer;
}

/** The boundary of a multipart/related Content-Type, or undefined when it names none. */
export function relatedBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/related\b/i.test(contentType)) return undefined;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The parts of the body, or undefined when it is not a closed multipart body with that boundary. */
export function parseRelated(body: Buffer, boundary: string): RelatedPart[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  if (at < 0) return undefined;
  const parts: RelatedPart[] = [];
  for (;;) {
    const afterDelimiter = at + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString('latin1') === '--') return parts;
    const next = body.indexOf(delimiter, afterDelimiter);
    // No closing delimiter: the body was cut short.
    if (next < 0) return undefined;
    const part = parsePart(body.subarray(afterDelimiter, next));
    if (!part) return undefined;
    parts.push(part);
    at = next;
  }
}

/** One part between delimiters: the rest of the delimiter line, headers, a blank line, the body. */
function parsePart(raw: Buffer): RelatedPart | undefined {
  const lineEnd = raw.indexOf('\n');
  if (lineEnd < 0 || raw.subarray(0, lineEnd).toString('latin1').trim() !== '') return undefined;
  const rest = raw.subarray(lineEnd + 1);
  const blank = /\r?\n\r?\n/.exec(rest.toString('latin1'));
  const startsBlank = /^\r?\n/.exec(rest.toString('latin1', 0, 2));
  const headerEnd = startsBlank ? 0 : blank?.index;
  if (headerEnd === undefined) return undefined;
  const separator = startsBlank ? startsBlank[0].length : blank![0].length;
  const headers = rest.subarray(0, headerEnd).toString('latin1');
  let body = rest.subarray(headerEnd + separator);
  // The line break before the next delimiter belongs to the delimiter.
  if (body.subarray(-2).toString('latin1') === '\r\n') body = body.subarray(0, -2);
  else if (body.subarray(-1).toString('latin1') === '\n') body = body.subarray(0, -1);
  const contentType = /^content-type:\s*(.+?)\s*$/im.exec(headers)?.[1] ?? 'text/plain';
  return { contentType, body };
}
