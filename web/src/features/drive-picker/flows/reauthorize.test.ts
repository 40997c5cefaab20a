import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { recordToasts } from '@/testing/toast-recorder';
import { needsReauthorization, REAUTHORIZE_DELAY_MS, upgradeAuthorization } from './reauthorize';

const apiError = (message: string, status = 500) => new ApiError(message, { status, data: { message } });

describe('drive re-authorization', () => {
  it("when the structure error says 'expired', '401' or 'not available', then re-authorization is needed", () => {
    expect(needsReauthorization(apiError('Drive token expired'))).toBe(true);
    expect(needsReauthorization(apiError('401: Unauthorized'))).toBe(true);
    expect(needsReauthorization(apiError('Drive access not available for this account'))).toBe(true);
    expect(needsReauthorization(apiError('Internal error'))).toBe(false);
    expect(needsReauthorization(null)).toBe(false);
  });

  it('when the authorization is upgraded, then the user is told first and sent to Google after 2 s', async () => {
    const toasts = recordToasts();
    const steps: string[] = [];
    await upgradeAuthorization({
      wait: async (ms) => {
        steps.push(`toasts ${toasts.titles().join(',')}; wait ${ms}`);
      },
      start: async () => {
        steps.push('start drive authorization');
      },
    });
    expect(REAUTHORIZE_DELAY_MS).toBe(2000);
    expect(steps).toEqual(['toasts Upgrading Drive Authorization; wait 2000', 'start drive authorization']);
  });

  it('when Google cannot be reached, then Authorization Failed shows', async () => {
    const toasts = recordToasts();
    await upgradeAuthorization({
      wait: async () => undefined,
      start: async () => {
        throw new Error('network');
      },
    });
    expect(toasts.titles()).toEqual(['Upgrading Drive Authorization', 'Authorization Failed']);
  });
});
