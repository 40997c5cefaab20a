import { PICKER_TOKEN_PATH, PickerTokenResponse } from '@quarry/contracts/exports';
import { api } from '@/lib/api-client';

/** The person's own drive.file token for the Picker (403 DRIVE_FILE_AUTH_REQUIRED without the grant). */
export function getPickerToken(): Promise<PickerTokenResponse> {
  return api.request('POST', PICKER_TOKEN_PATH, { body: {}, schema: PickerTokenResponse });
}
