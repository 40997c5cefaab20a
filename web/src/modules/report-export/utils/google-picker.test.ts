import { afterEach, describe, expect, it, vi } from 'vitest';

const FOLDER = 'application/vnd.google-apps.folder';

/** A stand-in for gapi and google.picker recording how the Picker was built, answering with `data`. */
function fakeGooglePicker(answers: unknown[]) {
  const calls: Record<string, unknown[]> = {};
  const record =
    <T>(self: T, name: string) =>
    (...args: unknown[]) => {
      calls[name] = args;
      return self;
    };
  class DocsView {
    constructor(viewId: string) {
      calls.DocsView = [viewId];
    }
    setSelectFolderEnabled = record(this, 'setSelectFolderEnabled');
    setIncludeFolders = record(this, 'setIncludeFolders');
    setMimeTypes = record(this, 'setMimeTypes');
    setEnableDrives = record(this, 'setEnableDrives');
  }
  class PickerBuilder {
    private callback: (data: unknown) => void = () => {};
    addView = record(this, 'addView');
    setOAuthToken = record(this, 'setOAuthToken');
    setDeveloperKey = record(this, 'setDeveloperKey');
    setAppId = record(this, 'setAppId');
    setOrigin = record(this, 'setOrigin');
    setTitle = record(this, 'setTitle');
    setCallback = (callback: (data: unknown) => void) => {
      this.callback = callback;
      return this;
    };
    build = () => ({
      setVisible: (visible: boolean) => {
        calls.setVisible = [visible];
        for (const data of answers) this.callback(data);
      },
    });
  }
  const picker = { DocsView, PickerBuilder, ViewId: { FOLDERS: 'folders' } };
  vi.stubGlobal('gapi', {
    load: (name: string, options: { callback: () => void }) => {
      calls.load = [name];
      vi.stubGlobal('google', { picker });
      options.callback();
    },
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

/** The module afresh: it loads the Picker once per page, and each test is a new page. */
async function freshPicker() {
  vi.resetModules();
  return (await import('./google-picker')).pickWithGooglePicker;
}

describe("Google's Picker", () => {
  it('when a folder is chosen, then the Picker was shown for folders only (in My Drive and in Shared Drives), with the token, key and app id, and the folder is answered', async () => {
    // Arrange
    const calls = fakeGooglePicker([
      { action: 'loaded' },
      { action: 'picked', docs: [{ id: 'f1', name: 'Suppliers', mimeType: FOLDER, url: 'x' }] },
    ]);

    const pickWithGooglePicker = await freshPicker();

    // Act
    const folder = await pickWithGooglePicker({ apiKey: 'AIza-key', appId: '1234567890' }, 'ya29.token');

    // Assert
    expect(folder).toEqual({ id: 'f1', name: 'Suppliers' });
    expect(calls).toMatchObject({
      load: ['picker'],
      DocsView: ['folders'],
      setSelectFolderEnabled: [true],
      setIncludeFolders: [true],
      setMimeTypes: [FOLDER],
      setEnableDrives: [true],
      setOAuthToken: ['ya29.token'],
      setDeveloperKey: ['AIza-key'],
      setAppId: ['1234567890'],
      setOrigin: [window.location.origin],
      setVisible: [true],
    });
  });

  it('when the Picker is cancelled, then no folder is answered', async () => {
    fakeGooglePicker([{ action: 'cancel' }]);
    const pickWithGooglePicker = await freshPicker();

    expect(await pickWithGooglePicker({ apiKey: 'k', appId: '1' }, 't')).toBeNull();
  });
});
