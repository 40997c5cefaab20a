import crypto from 'node:crypto';

/**
 * Drive's batch requests (`POST {root}/batch/drive/v3`, multipart/mixed): many metadata reads in one
 * HTTP request, each part an inner `GET /drive/v3/files/{id}`, answered by a multipart/mixed body of
 * inner responses in the same order (Content-ID `response-<id>`). Drive takes at most 100 calls a
 * batch and no media (downloads stay one request each). @googleapis/drive has no batch helper.
 * https://developers.google.com/drive/api/guides/performance#batch-requests (read 2026-11-27)
 */

/** Drive's limit: "You're limited to 100 calls in a single batch request." */
export const MAX_BATCH_CALLS = 100;

/** One inner response: its status and its body, parsed as JSON (undefined when it is not JSON). */
export interface BatchPart {
  contentId: string | undefined;
  status: number;
  body: unknown;
}

/** The body and Content-Type of a batch of GET requests (paths with their query). */
export function batchRequest(paths: string[]): { body: string; contentType: string } {
  const boundary = `batch_${crypto.randomUUID().replaceAll('-', '')}`;
  const parts = paths.map((target, index) =>
    [
      `--${boundary}`,
      'Content-Type: application/http',
      `Content-ID: <item${index}>`,
      '',
      `GET ${target}`,
      '',
    ].join('\r\n'),
  );
  return {
    body: `${parts.join('\r\n')}\r\n--${boundary}--\r\n`,
    contentType: `multipart/mixed; boundary=${boundary}`,
  };
}

/** The inner responses of a batch's multipart/mixed answer, in order; undefined when it is not one. */
export function parseBatchResponse(body: string, contentType: string | null): BatchPart[] | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  if (!boundary || !body.includes(delimiter)) return undefined;
  const parts: BatchPart[] = [];
  for (const raw of body.slice(body.indexOf(delimiter) + delimiter.length).split(delimiter)) {
    if (raw.startsWith('--')) break;
    const [partHeaders, response] = splitHead(raw.replace(/^\r?\n/, ''));
    const [head, content] = splitHead(response);
    const status = Number(/^HTTP\/\d(?:\.\d)?\s+(\d{3})/.exec(head.trimStart())?.[1] ?? 0);
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      parsed = undefined;
    }
    parts.push({
      contentId: /^content-id:\s*(.+?)\s*$/im.exec(partHeaders)?.[1],
      status,
      body: parsed,
    });
  }
  return parts;
}

/** The part answering the call sent as `<item{index}>` (Google names it `<response-item{index}>`). */
export function answerTo(parts: BatchPart[], index: number): BatchPart | undefined {
  const named = parts.find((part) => part.contentId?.replace(/[<>]/g, '') === `response-item${index}`);
  // A server that names no parts answers in order.
  return named ?? (parts.every((part) => part.contentId === undefined) ? parts[index] : undefined);
}

/** Headers and the rest, split at the first blank line (which may be the first line: no headers). */
function splitHead(text: string): [string, string] {
  const match = /(?:^|\r?\n)\r?\n/.exec(text);
  if (!match) return [text, ''];
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}
