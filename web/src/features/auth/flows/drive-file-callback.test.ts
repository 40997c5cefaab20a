import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OAUTH_STATE_KEY } from '@/lib/authorization';
import {
  rememberPendingGoogleDoc,
  takePendingGoogleDoc,
} from '@/modules/report-export/utils/pending-google-doc';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { recordingContext } from '@/testing/recording-context';
import { recordToasts } from '@/testing/toast-recorder';
import type { CallbackView } from './callback-view';
import { DRIVE_FILE_RETURN_MS, runDriveFileCallback } from './drive-file-callback';

const params = { code: 'file-code', state: 'file-state', error: null };
const REDIRECT_URI = 'http://localhost:3000/drive-file-callback';

beforeEach(() => {
  sessionStorage.setItem(OAUTH_STATE_KEY, 'file-state');
  rememberPendingGoogleDoc(
    { returnTo: '/report-execution/e1', executionId: 'e1', shared: false },
    REDIRECT_URI,
  );
});

afterEach(() => {
  sessionStorage.clear();
});

describe('/drive-file-callback', () => {
  it('when the code is exchanged, then the report opens again with its save still waiting', async () => {
    // Arrange
    const api = fakeApi({ 'POST /api/auth/drive-file-oauth': ok({ message: 'ok' }) });
    const { context, steps } = recordingContext<CallbackView>();

    // Act
    await runDriveFileCallback(params, context);

    // Assert
    expect(api.callsTo('POST /api/auth/drive-file-oauth').map((call) => call.body)).toEqual([
      { code: 'file-code', state: 'file-state', redirectUri: REDIRECT_URI },
    ]);
    expect(steps).toEqual([
      { show: { status: 'success', message: 'Saving your report to Google Docs...' } },
      { wait: DRIVE_FILE_RETURN_MS },
      { navigate: '/report-execution/e1' },
    ]);
    expect(takePendingGoogleDoc('e1', false)).toBe(true);
  });

  it("when the exchange fails, then the server's message shows and no save is left waiting", async () => {
    // Arrange
    fakeApi({ 'POST /api/auth/drive-file-oauth': fail(400, { message: 'Invalid or expired state' }) });
    const toasts = recordToasts();
    const { context, steps } = recordingContext<CallbackView>();

    // Act
    await runDriveFileCallback(params, context);

    // Assert
    expect(steps).toEqual([{ show: { status: 'error', message: 'Invalid or expired state' } }]);
    expect(toasts.titles()).toEqual(['Authorization Failed']);
    expect(takePendingGoogleDoc('e1', false)).toBe(false);
  });
});
