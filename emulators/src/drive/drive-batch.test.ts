import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DriveHarness, MAYA, startDrive } from './drive-test-setup';

let harness: DriveHarness;
let token: string;

beforeAll(async () => {
  harness = await startDrive();
  token = harness.driveFor(MAYA).token;
});
afterAll(() => harness.stop());

/** A batch body of inner request lines, as Google's docs show it. */
function body(lines: string[], boundary = 'END_OF_PART'): string {
  const parts = lines.map(
    (line, i) =>
      `--${boundary}\r\nContent-Type: application/http\r\nContent-ID: <item${i}>\r\n\r\n${line}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

async function batch(lines: string[], auth = `Bearer ${token}`, boundary = 'END_OF_PART') {
  const response = await fetch(`${harness.emulators.url}/batch/drive/v3`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': `multipart/mixed; boundary=${boundary}` },
    body: body(lines, boundary),
  });
  return { response, text: await response.text() };
}

/** The inner responses of a multipart answer: Content-ID, status and JSON body of each. */
function parts(text: string, contentType: string) {
  const boundary = /boundary=([^;\s]+)/.exec(contentType)?.[1] ?? '';
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead, inner] = splitAtBlankLine(part);
      const [innerHead, json] = splitAtBlankLine(inner);
      return {
        contentId: /Content-ID: (.+)/.exec(partHead)?.[1],
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(innerHead)?.[1]),
        body: JSON.parse(json) as Record<string, unknown>,
      };
    });
}

function splitAtBlankLine(text: string): [string, string] {
  const at = text.indexOf('\r\n\r\n');
  return [text.slice(0, at), text.slice(at + 4)];
}

async function firstFiles(count: number): Promise<{ id: string; name: string }[]> {
  const response = await fetch(
    `${harness.emulators.url}/drive/v3/files?q=${encodeURIComponent("trashed = false and mimeType != 'application/vnd.google-apps.folder'")}&fields=files(id,name)`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await response.json()) as { files: { id: string; name: string }[] }).files.slice(0, count);
}

describe('Drive batch requests', () => {
  it('when a batch asks for files, then each part answers as files.get would, in order, named after its call', async () => {
    const [a, b] = await firstFiles(2);
    const { response, text } = await batch([
      `GET /drive/v3/files/${a!.id}?fields=id,name`,
      `GET /drive/v3/files/${b!.id}?fields=id,name,mimeType HTTP/1.1`,
      'GET /drive/v3/files/no-such-file?fields=id',
    ]);
    expect(response.status).toBe(200);
    const answers = parts(text, response.headers.get('content-type') ?? '');
    expect(answers.map((p) => [p.contentId, p.status])).toEqual([
      ['<response-item0>', 200],
      ['<response-item1>', 200],
      ['<response-item2>', 404],
    ]);
    expect(answers[0]!.body).toEqual({ id: a!.id, name: a!.name });
    expect(Object.keys(answers[1]!.body).sort()).toEqual(['id', 'mimeType', 'name']);
    expect((answers[2]!.body.error as { code: number }).code).toBe(404);
  });

  it('when an inner call is not a metadata read, then its part says the emulator does not answer it', async () => {
    const [a] = await firstFiles(1);
    const { response, text } = await batch([
      `PATCH /drive/v3/files/${a!.id}`,
      `GET /drive/v3/files/${a!.id}?alt=media`,
      'not a request line',
    ]);
    expect(response.status).toBe(200);
    expect(parts(text, response.headers.get('content-type') ?? '').map((p) => p.status)).toEqual([
      501, 501, 501,
    ]);
  });

  it('when the batch holds more than 100 calls or none, then the whole request is refused with 400', async () => {
    const [a] = await firstFiles(1);
    const tooMany = await batch(Array.from({ length: 101 }, () => `GET /drive/v3/files/${a!.id}`));
    expect(tooMany.response.status).toBe(400);
    const none = await fetch(`${harness.emulators.url}/batch/drive/v3`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/mixed; boundary=x' },
      body: 'nothing here',
    });
    expect(none.status).toBe(400);
    const notMultipart = await fetch(`${harness.emulators.url}/batch/drive/v3`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
  });

  it('when the token is missing or refused, then the batch answers 401 as Drive does', async () => {
    const [a] = await firstFiles(1);
    expect((await batch([`GET /drive/v3/files/${a!.id}`], '')).response.status).toBe(401);
    expect((await batch([`GET /drive/v3/files/${a!.id}`], 'Bearer not-a-token')).response.status).toBe(401);
  });
});
