import { z } from 'zod';
import { AppError } from '../domain/shared/app-error';

/** The payload of a `report-executions` queue message: which execution to run. */
export const ExecutionMessage = z.object({ executionId: z.string().min(1) });
export type ExecutionMessage = z.infer<typeof ExecutionMessage>;

export function parseExecutionMessage(json: unknown): ExecutionMessage {
  const result = ExecutionMessage.safeParse(json);
  if (!result.success) throw AppError.badRequest('Queue message must be {"executionId": "<id>"}');
  return result.data;
}
