/**
 * Drive's batch requests (`POST /batch/drive/v3`, multipart/mixed): each part an HTTP request of
 * its own, answered by a part of the same multipart/mixed response, in order, with `Content-ID:
 * response-<its id>`. Drive allows 100 calls a batch and no media in them; the emulator answers
 * metadata reads (files.get) and tells any other call it is not emulated.
 * https://developers.google.com/drive/api/guides/performance#batch-requests (read 2026-11-27)
 */

/** Drive's limit: "You're limited to 100 calls in a single batch request." */
export const MAX_BATCH_CALLS = 100;

/** One inner request of a batch. */
export interface BatchCall {
  contentId?: string;
  method: string;
  /** Path and query as written, e.g. `/drive/v3/files/abc?fields=id,name`. */
  target: string;
}

/** One inner response: its status and JSON body. */
export interface BatchAnswer {
  contentId?: string;
  status: number;
  body: unknown;
}

/** The boundary of a multipart/mixed Content-Type, or undefined when it names none. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/mixed\b/i.test(contentType)) return undefined;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * The calls of a batch body; undefined when it is not a multipart body with that boundary. A part
 * whose request line cannot be read is a call with an empty method (answered 400).
 */
export function parseBatch(body: string, boundary: string): BatchCall[] | undefined {
  const delimiter = `--${boundary}`;
  const start = body.indexOf(delimiter);
  if (start < 0) return undefined;
  const calls: BatchCall[] = [];
  for (const raw of body.slice(start + delimiter.length).split(delimiter)) {
    if (raw.startsWith('--')) break;
    const part = raw.replace(/^\r?\n/, '');
    const [partHeaders = '', request = ''] = splitHead(part);
    const contentId = /^content-id:\s*(.+?)\s*$/im.exec(partHeaders)?.[1];
    const line = request.trimStart().split(/\r?\n/, 1)[0] ?? '';
    const match = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/\d(?:\.\d)?)?\s*$/.exec(line);
    calls.push({
      ...(contentId ? { contentId } : {}),
      method: match?.[1] ?? '',
      target: match?.[2] ?? '',
    });
  }
  return calls;
}

/** The multipart/mixed body answering a batch, each part an HTTP response. */
export function batchResponse(answers: BatchAnswer[], boundary: string): string {
  const parts = answers.map((answer) => {
    const json = JSON.stringify(answer.body);
    return [
      `--${boundary}`,
      'Content-Type: application/http',
      ...(answer.contentId ? [`Content-ID: ${responseId(answer.contentId)}`] : []),
      '',
      `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status] ?? 'Error'}`,
      'Content-Type: application/json; charset=UTF-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      '',
      json,
    ].join('\r\n');
  });
  return `${parts.join('\r\n')}\r\n--${boundary}--\r\n`;
}

/** `<item1>` → `<response-item1>`, `item1` → `response-item1`, as Google names answers. */
function responseId(contentId: string): string {
  const bracketed = /^<(.*)>$/.exec(contentId);
  return bracketed ? `<response-${bracketed[1]}>` : `response-${contentId}`;
}

/** Headers and the rest, split at the first blank line (which may be the first line: no headers). */
function splitHead(text: string): [string, string] {
  const match = /(?:^|\r?\n)\r?\n/.exec(text);
  if (!match) return [text, ''];
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};
