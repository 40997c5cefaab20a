import { StreamlitInitializeResponse } from '@quarry/contracts/analytics';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

/**
 * Starts the analytics interface and returns where it opens. A 403 is the server's way of saying
 * setup is missing (spec part 1 section 4), so it comes back as an answer with requiresSetup, not
 * as an error; any other failure is thrown.
 */
export async function initializeStreamlit(): Promise<StreamlitInitializeResponse> {
  try {
    return await api.request('POST', '/api/streamlit/initialize', { schema: StreamlitInitializeResponse });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    return { url: null, message: serverMessage(error) ?? '', requiresSetup: true };
  }
}
