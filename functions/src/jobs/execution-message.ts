import { z } from 'zod';

/** The payload of a `report-executions` queue message: which execution to run. */
export const ExecutionMessage = z.object({ executionId: z.string().min(1) });
export type ExecutionMessage = z.infer<typeof ExecutionMessage>;

/** The payload of an `account-jobs` queue message: which account job to run. */
export const AccountJobMessage = z.object({ jobId: z.string().min(1) });
export type AccountJobMessage = z.infer<typeof AccountJobMessage>;

/**
 * A queue message's payload, or why it is none. `read` is Pub/Sub's getter (`message.json`), which
 * throws on data that is not JSON. A malformed message is poison: no retry will ever parse it, so
 * the worker logs it and acknowledges it instead of throwing, which with `retry: true` would have
 * Pub/Sub redeliver it until its retention ends.
 */
export function readQueueMessage<T>(
  read: () => unknown,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = read();
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error).slice(0, 500) };
  return { ok: true, value: parsed.data };
}
