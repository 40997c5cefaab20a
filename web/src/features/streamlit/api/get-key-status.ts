import { KeyStatusResponse } from '@quarry/contracts/user';
import { api } from '@/lib/api-client';

/** How many of the three encrypted secrets setup needs the user holds (spec part 1 section 3). */
export function getKeyStatus() {
  return api.request('GET', '/api/user/key-status', { schema: KeyStatusResponse });
}
