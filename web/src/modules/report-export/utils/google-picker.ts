import { type PickedFolder, readPickerResult } from './picker-result';

/**
 * Google's Picker for choosing a folder (docs/decisions/exports.md), read 2026-11-27 at
 * developers.google.com/workspace/drive/picker/reference: DocsView(ViewId.FOLDERS) with
 * setSelectFolderEnabled(true) lets a folder be chosen; setAppId (the Cloud project number) is
 * required for the drive.file scope, under which the folder chosen becomes one Quarry may create
 * files in. Only the few members used here are typed.
 */
interface DocsView {
  setSelectFolderEnabled(enabled: boolean): DocsView;
  setIncludeFolders(include: boolean): DocsView;
  setMimeTypes(mimeTypes: string): DocsView;
  setEnableDrives(enabled: boolean): DocsView;
}
interface PickerBuilder {
  addView(view: DocsView): PickerBuilder;
  setOAuthToken(token: string): PickerBuilder;
  setDeveloperKey(key: string): PickerBuilder;
  setAppId(appId: string): PickerBuilder;
  setOrigin(origin: string): PickerBuilder;
  setTitle(title: string): PickerBuilder;
  setCallback(callback: (data: unknown) => void): PickerBuilder;
  build(): { setVisible(visible: boolean): void };
}
interface PickerNamespace {
  DocsView: new (viewId: string) => DocsView;
  PickerBuilder: new () => PickerBuilder;
  ViewId: { FOLDERS: string };
}
type PickerWindow = Window & {
  gapi?: { load(name: string, options: { callback: () => void; onerror: () => void }): void };
  google?: { picker?: PickerNamespace };
};

const API_SCRIPT = 'https://apis.google.com/js/api.js';
const FOLDER = 'application/vnd.google-apps.folder';
export const PICKER_LOAD_FAILED =
  'The Google Picker could not be loaded. Check your connection and try again.';

let loading: Promise<PickerNamespace> | undefined;

/** Loads Google's API loader, then the Picker, once (again after a failure). */
function loadPicker(): Promise<PickerNamespace> {
  const win = window as PickerWindow;
  loading ??= new Promise<PickerNamespace>((resolve, reject) => {
    const failed = () => {
      loading = undefined;
      reject(new Error(PICKER_LOAD_FAILED));
    };
    const loadPickerModule = () =>
      win.gapi?.load('picker', {
        callback: () => (win.google?.picker ? resolve(win.google.picker) : failed()),
        onerror: failed,
      }) ?? failed();
    if (win.gapi) return loadPickerModule();
    const script = document.createElement('script');
    script.src = API_SCRIPT;
    script.async = true;
    script.onload = loadPickerModule;
    script.onerror = failed;
    document.head.append(script);
  });
  return loading;
}

/** Shows Google's Picker over the page; resolves with the folder chosen, or null on Cancel. */
export async function pickWithGooglePicker(
  settings: { apiKey: string; appId: string },
  accessToken: string,
): Promise<PickedFolder | null> {
  const picker = await loadPicker();
  return new Promise((resolve) => {
    const folders = () =>
      new picker.DocsView(picker.ViewId.FOLDERS)
        .setSelectFolderEnabled(true)
        .setIncludeFolders(true)
        .setMimeTypes(FOLDER);
    // A second view of the Shared Drives ("If true, only shared drives are included in the view":
    // DocsView.setEnableDrives, checked 2026-12-06), so a report can be saved in a team's drive.
    new picker.PickerBuilder()
      .addView(folders())
      .addView(folders().setEnableDrives(true))
      .setTitle('Choose a folder for the report')
      .setOAuthToken(accessToken)
      .setDeveloperKey(settings.apiKey)
      .setAppId(settings.appId)
      .setOrigin(window.location.origin)
      .setCallback((data) => {
        const result = readPickerResult(data);
        if (result) resolve(result === 'cancel' ? null : result);
      })
      .build()
      .setVisible(true);
  });
}
