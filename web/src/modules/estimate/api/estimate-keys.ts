import type { EstimateRequest } from '@quarry/contracts/estimate';

/**
 * Query keys of run estimates, shaped as URL parts like every other key: the chat's Continue step
 * asks for its selection's, the Saved Reports screen for a saved report's before it runs.
 */
export const estimateKeys = {
  all: () => ['/api', 'estimate'] as const,
  chat: (request: EstimateRequest) => [...estimateKeys.all(), 'research', request] as const,
  savedReport: (savedReportId: string) => [...estimateKeys.all(), 'saved-reports', savedReportId] as const,
};
