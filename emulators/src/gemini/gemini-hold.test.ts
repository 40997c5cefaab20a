import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { HoldStatus } from '../shared/hold-gate';
import type { GeminiStats } from './gemini-state';
import {
  block,
  documentBlock,
  EXTRACTION_SCHEMA,
  geminiPerFile,
  jsonConfig,
  RECALL_MEMO_PAGES,
  RECALL_QUESTION,
} from './gemini-test-kit';

const gemini = geminiPerFile();

function extractionRequest(documentId: string, abortSignal?: AbortSignal) {
  const document = documentBlock({ id: documentId, name: `${documentId}.pdf` }, RECALL_MEMO_PAGES);
  return {
    model: 'gemini-3.8-flash',
    contents: `Extract.\n${block('question', RECALL_QUESTION)}\n${document}`,
    config: { ...jsonConfig(EXTRACTION_SCHEMA), ...(abortSignal ? { abortSignal } : {}) },
  };
}

const holdStatus = async () => (await gemini.control('hold')) as HoldStatus;
const stats = async () => (await gemini.control('stats')) as GeminiStats;

/** Polls the hold until it shows what the test waits for (the emulator answers in its own time). */
async function untilHold(wanted: (status: HoldStatus) => boolean): Promise<HoldStatus> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const status = await holdStatus();
    if (wanted(status)) return status;
    await sleep(10);
  }
  throw new Error(`hold never reached the wanted state: ${JSON.stringify(await holdStatus())}`);
}

/** Records whether a call has settled yet, without letting a rejection go unhandled. */
function track<T>(call: Promise<T>) {
  const tracked = { settled: false, result: call.finally(() => (tracked.settled = true)) };
  tracked.result.catch(() => undefined);
  return tracked;
}

describe('hold', () => {
  it('when hold is set after one answer, then the second call is held until release answers it', async () => {
    await gemini.control('hold', { afterAnswers: 1 });

    const first = await gemini.ai.models.generateContent(extractionRequest('file-a'));
    const second = track(gemini.ai.models.generateContent(extractionRequest('file-b')));
    const whileHeld = await untilHold((s) => s.held === 1);
    const answeredWhileHeld = (await stats()).answeredByDocument;
    const settledWhileHeld = second.settled;
    await gemini.control('release', {});
    const released = await second.result;

    expect(JSON.parse(first.text ?? '').hasData).toBe(true);
    expect(whileHeld).toMatchObject({ holding: true, held: 1 });
    expect(settledWhileHeld).toBe(false);
    expect(answeredWhileHeld).toEqual({ 'file-a': 1 });
    expect(JSON.parse(released.text ?? '').hasData).toBe(true);
    expect(await holdStatus()).toMatchObject({ holding: false, held: 0 });
    expect(await stats()).toMatchObject({
      byDocument: { 'file-a': 1, 'file-b': 1 },
      answeredByDocument: { 'file-a': 1, 'file-b': 1 },
      answeredByTask: { extraction: 2 },
      outcomes: { ok: 2, abandoned: 0 },
    });
  });

  it('when a held call’s client goes away, then it is abandoned, never answered, and release does not revive it', async () => {
    await gemini.control('hold', {});
    const controller = new AbortController();

    const call = track(gemini.ai.models.generateContent(extractionRequest('file-a', controller.signal)));
    await untilHold((s) => s.held === 1);
    controller.abort();
    const afterAbort = await untilHold((s) => s.held === 0);
    await gemini.control('release', {});
    await gemini.ai.models.generateContent(extractionRequest('file-b'));

    await expect(call.result).rejects.toThrow();
    expect(afterAbort).toMatchObject({ holding: true, abandoned: 1 });
    expect(await stats()).toMatchObject({
      byDocument: { 'file-a': 1, 'file-b': 1 },
      answeredByDocument: { 'file-b': 1 },
      outcomes: { ok: 1, abandoned: 1 },
    });
  });

  it('when the emulator is reset, then held calls get 503 UNAVAILABLE and new calls are answered at once', async () => {
    await gemini.control('hold', {});

    const call = track(gemini.ai.models.generateContent(extractionRequest('file-a')));
    await untilHold((s) => s.held === 1);
    await gemini.control('reset', {});
    const caught = await call.result.then(
      () => undefined,
      (e: unknown) => e,
    );
    const after = await gemini.ai.models.generateContent(extractionRequest('file-b'));

    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).status).toBe(503);
    expect(JSON.parse((caught as ApiError).message).error.status).toBe('UNAVAILABLE');
    expect(await holdStatus()).toEqual({ holding: false, held: 0, remaining: 0, abandoned: 0 });
    expect(JSON.parse(after.text ?? '').hasData).toBe(true);
  });

  it('when holding, then streamed calls are held too but countTokens still answers', async () => {
    await gemini.control('hold', {});

    const tokens = await gemini.ai.models.countTokens({ model: 'gemini-3.8-flash', contents: 'How many?' });
    const stream = track(
      gemini.ai.models.generateContentStream(extractionRequest('file-a')).then(async (chunks) => {
        let text = '';
        for await (const chunk of chunks) text += chunk.text ?? '';
        return text;
      }),
    );
    await untilHold((s) => s.held === 1);
    const heldStats = await stats();
    await gemini.control('release', {});

    expect(tokens.totalTokens).toBeGreaterThan(0);
    expect(heldStats.answeredByDocument).toEqual({});
    expect(JSON.parse(await stream.result).hasData).toBe(true);
    expect((await stats()).answeredByDocument).toEqual({ 'file-a': 1 });
  });

  it('when hold is set again while calls wait, then that many of them are answered, oldest first', async () => {
    await gemini.control('hold', {});
    const first = track(gemini.ai.models.generateContent(extractionRequest('file-a')));
    await untilHold((s) => s.held === 1);
    const second = track(gemini.ai.models.generateContent(extractionRequest('file-b')));
    await untilHold((s) => s.held === 2);

    const status = (await gemini.control('hold', { afterAnswers: 1 })) as HoldStatus;
    await first.result;

    expect(status).toMatchObject({ holding: true, held: 1, remaining: 0 });
    expect(second.settled).toBe(false);
    expect((await stats()).answeredByDocument).toEqual({ 'file-a': 1 });
    await gemini.control('release', {});
    await second.result;
    expect((await stats()).answeredByDocument).toEqual({ 'file-a': 1, 'file-b': 1 });
  });

  it('when a fault is queued while a call is held, then the released call gets it, as if it had just arrived', async () => {
    await gemini.control('hold', {});
    const call = track(gemini.ai.models.generateContent(extractionRequest('file-a')));
    await untilHold((s) => s.held === 1);

    await gemini.control('faults', { kind: 'server' });
    await gemini.control('release', {});

    await expect(call.result).rejects.toMatchObject({ status: 500 });
    expect(await stats()).toMatchObject({ answeredByDocument: {}, outcomes: { server: 1, ok: 0 } });
  });

  it('when the hold request is malformed, then it is refused with 400 and nothing is held', async () => {
    const response = await fetch(`${gemini.running.url}/__control/gemini/hold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ afterAnswers: -1 }),
    });

    expect(response.status).toBe(400);
    expect(await holdStatus()).toMatchObject({ holding: false });
  });
});
