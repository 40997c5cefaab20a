import { ApiError } from '@google/genai';
import { describe, expect, it } from 'vitest';
import {
  block,
  documentBlock,
  EXTRACTION_SCHEMA,
  GOOD_KEY,
  geminiPerFile,
  jsonConfig,
  RECALL_MEMO_PAGES,
  RECALL_QUESTION,
} from './gemini-test-kit';

const gemini = geminiPerFile();

const MEMO = { id: 'file-recall-memo', name: 'Recall memo.pdf', mime: 'application/pdf' };

const extraction = () =>
  gemini.ai.models.generateContent({
    model: 'gemini-3.8-flash',
    contents: `Extract.\n${block('question', RECALL_QUESTION)}\n${documentBlock(MEMO, RECALL_MEMO_PAGES)}`,
    config: jsonConfig(EXTRACTION_SCHEMA),
  });

async function moveClock(body: unknown): Promise<{ now: string }> {
  const response = await fetch(`${gemini.running.url}/__control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { now: string };
}

interface Violation {
  quotaId: string;
  quotaMetric: string;
  quotaValue: string;
}

async function violation(call: Promise<unknown>): Promise<Violation> {
  const caught = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(caught).toBeInstanceOf(ApiError);
  expect((caught as ApiError).status).toBe(429);
  const error = JSON.parse((caught as ApiError).message).error;
  const failure = error.details.find(
    (d: { '@type': string }) => d['@type'] === 'type.googleapis.com/google.rpc.QuotaFailure',
  );
  return failure.violations[0];
}

// Each test moves the clock to 23:30 Pacific (standard time: 07:30 UTC) on a later day than the last.
describe('requests per day', () => {
  it('when a free key passes its daily limit, then the 429 names the free tier per-day quota until midnight Pacific', async () => {
    await moveClock({ to: '2031-01-15T07:30:00Z' });
    await gemini.control('settings', { rpdLimit: 2 });
    await extraction();
    await extraction();

    const refused = await violation(extraction());
    await moveClock({ advanceMinutes: 29 });
    const stillRefused = await violation(extraction());
    await moveClock({ advanceMinutes: 2 });
    const nextDay = await extraction();

    expect(refused).toEqual({
      quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier',
      quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
      quotaValue: '2',
      quotaDimensions: { location: 'global', model: 'gemini-3.8-flash' },
    });
    expect(stillRefused.quotaId).toBe('GenerateRequestsPerDayPerProjectPerModel-FreeTier');
    expect(JSON.parse(nextDay.text ?? '').hasData).toBe(true);
  });

  it('when a paid key passes its daily limit, then the 429 names the paid per-day quota', async () => {
    await moveClock({ to: '2031-02-15T07:30:00Z' });
    await gemini.control('settings', { rpdLimit: 1, paidKeys: [GOOD_KEY] });
    await extraction();

    const refused = await violation(extraction());

    expect(refused.quotaId).toBe('GenerateRequestsPerDayPerProjectPerModel');
    expect(refused.quotaMetric).toBe('generativelanguage.googleapis.com/generate_requests_per_model_per_day');
  });

  it('when a paid key passes its per-minute limit, then the 429 does not say free tier', async () => {
    await gemini.control('settings', { rpmLimit: 1, paidKeys: [GOOD_KEY] });
    await extraction();

    const refused = await violation(extraction());

    expect(refused.quotaId).toBe('GenerateRequestsPerMinutePerProjectPerModel');
  });

  it('when calls are refused for the day, then they do not count against the next day', async () => {
    await moveClock({ to: '2031-03-01T07:30:00Z' });
    await gemini.control('settings', { rpdLimit: 1 });
    await extraction();
    await violation(extraction());
    await violation(extraction());

    await moveClock({ advanceMinutes: 60 });
    await extraction();
    const refused = await violation(extraction());

    expect(refused.quotaValue).toBe('1');
  });
});

describe('the emulators clock', () => {
  it('when asked to move backwards, then it refuses with 400 and stays', async () => {
    const before = await moveClock({ advanceMinutes: 1 });

    const response = await fetch(`${gemini.running.url}/__control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '2020-01-01T00:00:00Z' }),
    });
    const after = (await (await fetch(`${gemini.running.url}/__control/clock`)).json()) as { now: string };

    expect(response.status).toBe(400);
    expect(Date.parse(after.now)).toBeGreaterThanOrEqual(Date.parse(before.now));
  });
});
