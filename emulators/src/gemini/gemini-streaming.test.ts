import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  block,
  findingsBlock,
  type GeminiHarness,
  GOOD_KEY,
  jsonConfig,
  KEYWORDS_SCHEMA,
  RECALL_QUESTION,
  startGemini,
} from './gemini-test-kit';

let gemini: GeminiHarness;
beforeAll(async () => {
  gemini = await startGemini();
});
afterAll(() => gemini.running.stop());

const REPORT_PROMPT = `Write a cited report.\n${block('question', RECALL_QUESTION)}\n${findingsBlock([
  {
    source: 1,
    document: 'Recall memo.pdf',
    page: 2,
    text: 'The recall cost Northwind $1.3 million in refunds.',
  },
  { source: 2, document: 'Supplier terms.docx', text: 'Alder Metals agreed to pay 40% of the recall cost.' },
])}`;

describe('streaming', () => {
  it('when a report is streamed, then several chunks arrive that join to the non-streamed text', async () => {
    const whole = await gemini.ai.models.generateContent({
      model: 'gemini-3.1-pro-preview',
      contents: REPORT_PROMPT,
    });
    const stream = await gemini.ai.models.generateContentStream({
      model: 'gemini-3.1-pro-preview',
      contents: REPORT_PROMPT,
    });

    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);

    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.map((c) => c.text).join('')).toBe(whole.text);
    expect(chunks.at(-1)?.candidates?.[0]?.finishReason).toBe('STOP');
    expect(chunks.at(-1)?.usageMetadata?.candidatesTokenCount).toBe(
      whole.usageMetadata?.candidatesTokenCount,
    );
    expect(new Set(chunks.map((c) => c.responseId)).size).toBe(1);
  });

  it('when a JSON task is streamed, then the joined chunks parse to the same JSON', async () => {
    const request = {
      model: 'gemini-3.8-flash',
      contents: block('question', RECALL_QUESTION),
      config: jsonConfig(KEYWORDS_SCHEMA),
    };
    const whole = await gemini.ai.models.generateContent(request);
    let joined = '';
    for await (const chunk of await gemini.ai.models.generateContentStream(request))
      joined += chunk.text ?? '';

    expect(JSON.parse(joined)).toEqual(JSON.parse(whole.text ?? ''));
  });

  it('when the stream is read raw, then it is server-sent events separated by CRLF CRLF', async () => {
    const response = await fetch(
      `${gemini.running.url}/v1beta/models/gemini-3.8-flash:streamGenerateContent?alt=sse`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': GOOD_KEY },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: REPORT_PROMPT }] }] }),
      },
    );
    const raw = await response.text();

    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = raw.split('\r\n\r\n').filter((e) => e !== '');
    expect(events.length).toBeGreaterThan(2);
    for (const event of events) expect(event.startsWith('data: ')).toBe(true);
  });
});
