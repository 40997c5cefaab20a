import { describe, expect, it } from 'vitest';
import { answerTo, batchRequest, parseBatchResponse } from './drive-batch';

describe('Drive batch bodies', () => {
  it('when GETs are batched, then each is a part of its own, named item<n>, inside the boundary', () => {
    const { body, contentType } = batchRequest(['/drive/v3/files/a?fields=id', '/drive/v3/files/b']);
    const boundary = /boundary=(\S+)/.exec(contentType)?.[1];
    expect(contentType).toMatch(/^multipart\/mixed; boundary=batch_[0-9a-f]{32}$/);
    expect(body.split(`--${boundary}`)).toHaveLength(4);
    expect(body).toContain('Content-ID: <item0>\r\n\r\nGET /drive/v3/files/a?fields=id\r\n');
    expect(body).toContain('Content-ID: <item1>\r\n\r\nGET /drive/v3/files/b\r\n');
    expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true);
  });

  it('when Google answers (its own Content-IDs, bare line feeds, parts out of order), then each call finds its answer', () => {
    const answer = [
      '--batch_abc',
      'Content-Type: application/http',
      'Content-ID: <response-item1>',
      '',
      'HTTP/1.1 404 Not Found',
      'Content-Type: application/json; charset=UTF-8',
      '',
      '{"error":{"code":404}}',
      '--batch_abc',
      'Content-Type: application/http',
      'Content-ID: <response-item0>',
      '',
      'HTTP/1.1 200 OK',
      'Content-Type: application/json; charset=UTF-8',
      '',
      '{"id":"a","name":"A"}',
      '--batch_abc--',
      '',
    ].join('\n');
    const parts = parseBatchResponse(answer, 'multipart/mixed; boundary=batch_abc');
    expect(answerTo(parts!, 0)).toMatchObject({ status: 200, body: { id: 'a', name: 'A' } });
    expect(answerTo(parts!, 1)).toMatchObject({ status: 404 });
    expect(answerTo(parts!, 2)).toBeUndefined();
  });

  it('when the answer is not multipart, or a part is not JSON, then nothing is made up', () => {
    expect(parseBatchResponse('{"error":{}}', 'application/json')).toBeUndefined();
    const parts = parseBatchResponse(
      '--b\r\n\r\nHTTP/1.1 500 Internal Server Error\r\n\r\n<html>oops</html>\r\n--b--',
      'multipart/mixed; boundary="b"',
    );
    expect(parts).toEqual([{ contentId: undefined, status: 500, body: undefined }]);
    expect(answerTo(parts!, 0)).toMatchObject({ status: 500 });
  });
});
