import { StopExecutionResponse, stopExecutionPath } from '@quarry/contracts/research';
import { api } from '@/lib/api-client';

/** Stop (docs/decisions/research-pipeline.md): the server ends the run as stopped; its stream's last event says so. */
export function stopExecution(executionId: string): Promise<StopExecutionResponse> {
  return api.request('POST', stopExecutionPath(executionId), { schema: StopExecutionResponse });
}
