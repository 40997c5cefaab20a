import { ApiError } from '@google/genai';
import { describe, expect, it } from 'vitest';
import {
  block,
  documentBlock,
  EXTRACTION_SCHEMA,
  findingsBlock,
  geminiPerFile,
  jsonConfig,
  RECALL_MEMO_PAGES,
  RECALL_QUESTION,
} from './gemini-test-kit';

const gemini = geminiPerFile();

const MEMO = { id: 'file-recall-memo', name: 'Recall memo.pdf', mime: 'application/pdf' };

function extractionRequest(document = documentBlock(MEMO, RECALL_MEMO_PAGES), model = 'gemini-3.8-flash') {
  return {
    model,
    contents: `Extract.\n${block('question', RECALL_QUESTION)}\n${document}`,
    config: jsonConfig(EXTRACTION_SCHEMA),
  };
}

async function failure(call: Promise<unknown>): Promise<{ status: number; error: Record<string, unknown> }> {
  const caught = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(caught).toBeInstanceOf(ApiError);
  const apiError = caught as ApiError;
  return { status: apiError.status, error: JSON.parse(apiError.message).error };
}

function retryDelayOf(error: Record<string, unknown>): string | undefined {
  const details = error.details as { '@type': string; retryDelay?: string }[];
  return details.find((d) => d['@type'] === 'type.googleapis.com/google.rpc.RetryInfo')?.retryDelay;
}

describe('faults', () => {
  it('when a quota fault is queued, then the next call gets 429 RESOURCE_EXHAUSTED with a readable retry delay', async () => {
    await gemini.control('faults', { kind: 'quota', count: 1, retryDelaySeconds: 17 });

    const { status, error } = await failure(gemini.ai.models.generateContent(extractionRequest()));
    const after = await gemini.ai.models.generateContent(extractionRequest());

    expect(status).toBe(429);
    expect(error.status).toBe('RESOURCE_EXHAUSTED');
    expect(retryDelayOf(error)).toBe('17s');
    expect(JSON.stringify(error.details)).toContain('type.googleapis.com/google.rpc.QuotaFailure');
    expect(JSON.parse(after.text ?? '').hasData).toBe(true);
  });

  it('when two server faults are queued, then exactly the next two calls get 500 INTERNAL', async () => {
    await gemini.control('faults', { kind: 'server', count: 2 });

    const first = await failure(gemini.ai.models.generateContent(extractionRequest()));
    const second = await failure(gemini.ai.models.generateContentStream(extractionRequest()));
    const third = await gemini.ai.models.generateContent(extractionRequest());

    expect([first.status, second.status]).toEqual([500, 500]);
    expect(first.error.status).toBe('INTERNAL');
    expect(third.candidates?.[0]?.finishReason).toBe('STOP');
  });

  it('when a fault is aimed at the report task, then an extraction call passes it by and the report call takes it', async () => {
    await gemini.control('faults', { kind: 'server', task: 'report' });

    const extraction = await gemini.ai.models.generateContent(extractionRequest());
    const waiting = await gemini.control('faults');
    const report = await failure(
      gemini.ai.models.generateContent({
        model: 'gemini-3.8-flash',
        contents: `${block('question', RECALL_QUESTION)}\n${findingsBlock([{ source: 1, document: 'Memo', text: 'It cost $1.3M.' }])}`,
      }),
    );

    expect(JSON.parse(extraction.text ?? '').hasData).toBe(true);
    expect(waiting).toMatchObject({ queued: [{ kind: 'server', task: 'report', remaining: 1 }] });
    expect(report.status).toBe(500);
    expect(await gemini.control('faults')).toEqual({ queued: [] });
  });

  it('when a fault is aimed at one document by name, then calls about other documents pass it by and that document takes every one', async () => {
    await gemini.control('faults', { kind: 'server', task: 'extraction', documentName: MEMO.name, count: 2 });
    const other = { id: 'file-price-list', name: 'Price list.md', mime: 'text/markdown' };

    const passed = await gemini.ai.models.generateContent(
      extractionRequest(documentBlock(other, RECALL_MEMO_PAGES)),
    );
    const first = await failure(gemini.ai.models.generateContent(extractionRequest()));
    const second = await failure(gemini.ai.models.generateContent(extractionRequest()));

    expect(passed.candidates?.[0]?.finishReason).toBe('STOP');
    expect([first.status, second.status]).toEqual([500, 500]);
    expect(await gemini.control('faults')).toEqual({ queued: [] });
  });

  it('when a miscite fault is aimed at the report, then its first citation names a source the findings lack', async () => {
    await gemini.control('faults', { kind: 'miscite', task: 'report' });
    const findings = findingsBlock([
      { source: 1, document: 'Memo', text: 'The recall cost $1.3M.' },
      { source: 2, document: 'Board minutes', text: 'The board approved the recall cost of $1.3M.' },
    ]);
    const report = await gemini.ai.models.generateContent({
      model: 'gemini-3.8-flash',
      contents: `${block('question', RECALL_QUESTION)}\n${findings}`,
    });

    const cited = [...(report.text ?? '').matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(cited[0]).toBe(3);
    expect(cited.slice(1).every((n) => n === 1 || n === 2)).toBe(true);
    expect(report.candidates?.[0]?.finishReason).toBe('STOP');
  });

  it('when a malformed fault is queued, then a JSON task answers 200 with text that is not JSON', async () => {
    await gemini.control('faults', { kind: 'malformed' });

    const response = await gemini.ai.models.generateContent(extractionRequest());

    expect(response.text?.length).toBeGreaterThan(0);
    expect(() => JSON.parse(response.text ?? '')).toThrow();
  });
});

describe('rate limit', () => {
  it('when calls exceed the rpm limit within a minute, then the extra call gets 429 until the minute slides on', async () => {
    await gemini.control('settings', { rpmLimit: 2 });
    const realNow = gemini.running.context.now;
    let now = Date.UTC(2026, 10, 22, 12, 0, 0);
    gemini.running.context.now = () => now;
    try {
      await gemini.ai.models.generateContent(extractionRequest());
      now += 10_000;
      await gemini.ai.models.generateContent(extractionRequest());
      const limited = await failure(gemini.ai.models.generateContent(extractionRequest()));
      now += 50_001;
      const later = await gemini.ai.models.generateContent(extractionRequest());

      expect(limited.status).toBe(429);
      expect(retryDelayOf(limited.error)).toBe('50s');
      expect(later.candidates?.[0]?.finishReason).toBe('STOP');
      expect(await gemini.control('stats')).toMatchObject({ outcomes: { ok: 3, rateLimited: 1 } });
    } finally {
      gemini.running.context.now = realNow;
    }
  });

  it('when calls pass and meet the rpm limit, then the call log shows when each was let through and how it ended', async () => {
    await gemini.control('settings', { rpmLimit: 1 });
    const realNow = gemini.running.context.now;
    const start = Date.UTC(2026, 10, 22, 12, 0, 0);
    let now = start;
    gemini.running.context.now = () => now;
    try {
      await gemini.ai.models.generateContent(extractionRequest());
      now += 1_000;
      await failure(gemini.ai.models.generateContent(extractionRequest()));

      expect(await gemini.control('calls')).toEqual({
        calls: [
          {
            task: 'extraction',
            documents: [MEMO.id],
            arrivedAt: start,
            admittedAt: start,
            endedAt: start,
            outcome: 'ok',
          },
          {
            task: 'extraction',
            documents: [MEMO.id],
            arrivedAt: start + 1_000,
            endedAt: start + 1_000,
            outcome: 'rateLimited',
          },
        ],
      });
    } finally {
      gemini.running.context.now = realNow;
    }
  });
});

describe('input token limit', () => {
  it('when the prompt exceeds a lowered input limit, then Gemini’s 400 names both counts and models report the limit', async () => {
    await gemini.control('settings', { inputTokenLimit: 50 });

    const { status, error } = await failure(gemini.ai.models.generateContent(extractionRequest()));
    const model = await gemini.ai.models.get({ model: 'gemini-3.8-flash' });

    expect(status).toBe(400);
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).toMatch(
      /^The input token count \(\d+\) exceeds the maximum number of tokens allowed \(50\)\.$/,
    );
    expect(model.inputTokenLimit).toBe(50);
  });
});

describe('stats', () => {
  it('when documents are sent, then stats count calls per model, per task and per document id', async () => {
    await gemini.ai.models.generateContent(extractionRequest());
    const part1 = documentBlock({ ...MEMO, id: 'file-handbook', part: '1/2' }, 'Handbook part one.');
    const part2 = documentBlock({ ...MEMO, id: 'file-handbook', part: '2/2' }, 'Handbook part two.');
    await gemini.ai.models.generateContent(extractionRequest(part1, 'gemini-3.1-pro-preview'));
    await gemini.ai.models.generateContent(extractionRequest(part2, 'gemini-3.1-pro-preview'));

    expect(await gemini.control('stats')).toMatchObject({
      calls: 3,
      byModel: { 'gemini-3.8-flash': 1, 'gemini-3.1-pro-preview': 2 },
      byTask: { extraction: 3 },
      byDocument: { 'file-recall-memo': 1, 'file-handbook': 2 },
    });
  });

  it('when the emulator is reset, then stats, faults and settings start over', async () => {
    await gemini.ai.models.generateContent(extractionRequest());
    await gemini.control('faults', { kind: 'server', count: 3 });
    await gemini.control('settings', { rpmLimit: 1, latencyMs: 5 });

    await gemini.control('reset', {});

    expect(await gemini.control('stats')).toMatchObject({ calls: 0, byDocument: {} });
    expect(await gemini.control('calls')).toEqual({ calls: [] });
    expect(await gemini.control('faults')).toEqual({ queued: [] });
    expect(await gemini.control('settings')).toEqual({
      latencyMs: 0,
      rpmLimit: null,
      inputTokenLimit: null,
      rpdLimit: null,
      paidKeys: [],
    });
  });

  it('when a control request is malformed, then it is refused with 400 and nothing is queued', async () => {
    const response = await fetch(`${gemini.running.url}/__control/gemini/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'meltdown' }),
    });
    expect(response.status).toBe(400);
    expect(await gemini.control('faults')).toEqual({ queued: [] });
  });
});
