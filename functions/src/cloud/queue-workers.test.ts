import { afterEach, describe, expect, it, vi } from 'vitest';
import { workAccountJob } from './account-worker.function';
import { workExecution } from './report-worker.function';

/**
 * A malformed queue message is poison: no redelivery would ever parse it. Both workers log it and
 * acknowledge it (resolve) instead of throwing, which with `retry: true` would have Pub/Sub deliver
 * it again until its retention ends. They build nothing for it (no settings are needed to drop it).
 */
const notJson = () => {
  throw new SyntaxError('Unexpected token < in JSON at position 0');
};

afterEach(() => vi.restoreAllMocks());

function logged(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
    lines.push(JSON.parse(String(line)) as Record<string, unknown>);
    return true;
  });
  return lines;
}

describe('a malformed queue message', () => {
  it.each([
    ['not JSON', notJson],
    ['no id', () => ({})],
    ['an empty id', () => ({ executionId: '' })],
    ['null', () => null],
  ])('when reportWorker gets %s, then it logs it and acknowledges it', async (_case, message) => {
    const lines = logged();

    await expect(workExecution(message, new AbortController().signal)).resolves.toBeUndefined();

    expect(lines).toEqual([
      expect.objectContaining({ event: 'queue_message_dropped', topic: 'report-executions' }),
    ]);
  });

  it.each([
    ['not JSON', notJson],
    ['an execution message', () => ({ executionId: 'run-1' })],
    ['a number id', () => ({ jobId: 7 })],
  ])('when accountWorker gets %s, then it logs it and acknowledges it', async (_case, message) => {
    const lines = logged();

    await expect(workAccountJob(message)).resolves.toBeUndefined();

    expect(lines).toEqual([
      expect.objectContaining({ event: 'queue_message_dropped', topic: 'account-jobs' }),
    ]);
  });
});
