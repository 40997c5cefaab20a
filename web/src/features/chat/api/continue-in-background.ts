import { ContinueInBackgroundResponse, continueInBackgroundPath } from '@quarry/contracts/research';
import { api } from '@/lib/api-client';

/**
 * A chat run that Gemini's daily quota ended goes on in the background after the reset (docs/decisions/reading-economy.md);
 * asking again answers with the same run.
 */
export function continueInBackground(
  executionId: string,
  idempotencyKey: string,
): Promise<ContinueInBackgroundResponse> {
  return api.request('POST', continueInBackgroundPath(executionId), {
    schema: ContinueInBackgroundResponse,
    idempotencyKey,
  });
}
